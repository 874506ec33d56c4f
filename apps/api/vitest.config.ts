import { defineConfig } from 'vitest/config';

/**
 * Two workers: vitest's default is one fewer than the cores, which is one on the 2-core machine. Each test file has a
 * database of its own (or PGlite) and every server it starts listens on a free port, so two files never meet.
 */
export default defineConfig({
  test: { maxWorkers: 2 },
});
