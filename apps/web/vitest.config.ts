import { defineProject } from 'vitest/config';

// Pure console modules run in Node; component tests (*.test.tsx) in happy-dom.
export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    environment: 'node',
  },
});
