import { defineProject } from 'vitest/config';

// Pure console modules (session sealing, storage, forms, branding, the route wiring) in Node.
export default defineProject({
  test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node' },
});
