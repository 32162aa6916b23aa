import { defineConfig } from 'vitest/config';

/**
 * The mock school's benchmarks (`pnpm bench:mock`): its handlers timed in Node on the pinned
 * moment, as its tests run them. They print times and assert none: a shared machine's timings
 * vary too much to fail a build on.
 */
export default defineConfig({
  test: {
    benchmark: { include: ['packages/api/src/**/*.bench.ts'] },
    environment: 'node',
    setupFiles: [
      'packages/api/src/testing/pinned-clock.setup.ts',
      'packages/api/src/testing/node-storage.setup.ts',
      'packages/api/src/testing/mock-school.setup.ts',
    ],
  },
});
