import { configDefaults, defineConfig } from 'vitest/config';

/** The rules' tests: every `*.test.ts`, never the copies in a mutation run's sandbox (stryker.config.mjs). */
export default defineConfig({
  test: { exclude: [...configDefaults.exclude, '.stryker-tmp/**', 'reports/**'] },
});
