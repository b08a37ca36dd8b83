import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // On PGlite, the demo data is seeded once and the files that want it load the dump.
    globalSetup: ['./test/global-setup.ts'],
    // Each file opens its own database (PGlite in memory, or a fresh server database).
    testTimeout: 30_000,
    // The files share each worker's loaded modules: importing the app, its database driver
    // and PGlite afresh for each of eighty files cost more than half of the run. Every file
    // builds its own app and database (harness.ts) from config it passes in, so none reads
    // another's state.
    isolate: false,
    // Ten files seed the whole demo in beforeAll: about 15 s alone, and once past three minutes
    // when the browser tests shared the two cores (CI now runs its passes one at a time).
    hookTimeout: 300_000,
  },
});
