import { defineConfig } from 'vitest/config';

/** Browser tests only: they drive the built app (`build/`) served by the real API in a child process. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
