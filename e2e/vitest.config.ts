import { defineProject } from 'vitest/config';

// User flows in headless Chromium against the real server, database and built console.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A loaded 2-core machine can take seconds to draw what a quiet one draws at once: every
    // expect.poll waits up to 20 s (vitest's own default gives up after 1 s).
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
