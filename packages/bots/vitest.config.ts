import { defineConfig } from 'vitest/config';

/**
 * Two workers (vitest's default is one fewer than the cores: one on the 2-core machine), sharing their imported
 * modules across files (`isolate: false`: no file here mocks a module).
 */
export default defineConfig({
  test: { maxWorkers: 2, isolate: false },
});
