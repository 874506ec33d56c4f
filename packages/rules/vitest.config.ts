import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The rules' tests: every `*.test.ts`, never the copies in a mutation run's sandbox (stryker.config.mjs). The rules
 * are pure and keep no state between calls that could change a result (Civ Builder's estimate keeps only each seat's
 * last standing with the player it was for, estimate.ts), so the files share a worker's module cache instead of
 * importing the rules afresh for each of ~150 files (`isolate: false`: 138 s instead of 203 s on the 2-core machine,
 * 2026-11-27). Two workers: vitest's default is one fewer than the cores, which is one on the 2-core machine, so the
 * files ran one at a time (the sum of the files' times equalled the run's).
 */
export default defineConfig({
  test: { exclude: [...configDefaults.exclude, '.stryker-tmp/**', 'reports/**'], isolate: false, maxWorkers: 2 },
});
