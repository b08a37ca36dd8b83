import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // Each file opens its own database (PGlite in memory, or a fresh server database).
    testTimeout: 30_000,
    // Ten files seed the whole demo in beforeAll: about 15 s alone, past a minute on a machine
    // whose two cores the browser tests share (CI runs the PostgreSQL pass beside them).
    hookTimeout: 180_000,
  },
});
