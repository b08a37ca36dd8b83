import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // Each file opens its own database (PGlite in memory, or a fresh server database).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
