import { defineProject } from 'vitest/config';

// Pure console modules run in Node; component tests (*.test.tsx) in happy-dom.
export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
    environment: 'node',
    // A component test types and clicks through a form; beside CI's browser tests on two busy
    // cores one took over vitest's default 5 s (the feedback form's, at 5.2 s).
    testTimeout: 30_000,
  },
});
