import { defineProject } from 'vitest/config';

// User flows in headless Chromium against the real server, database and built console.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
