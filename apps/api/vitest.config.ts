import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The test files that run isolated, in a worker of their own with modules imported afresh: one replaces a module
 * (`vi.mock`); one counts every function called during a submit (V8's coverage), which another file's leftover timer
 * must not add to.
 */
const ISOLATED = ['src/services/loaded-game.test.ts', 'src/submit-path.test.ts'];

/**
 * Two workers: vitest's default is one fewer than the cores, which is one on the 2-core machine. Each test file has a
 * database of its own (or PGlite) and every server it starts listens on a free port, so two files never meet. The
 * files share their workers' imported modules (`isolate: false`: the app's modules are imported once per worker, not
 * once per file; 100 s instead of 127 s on the 2-core machine, 2026-12-06), except the isolated ones above.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'api', isolate: false, exclude: [...configDefaults.exclude, ...ISOLATED] } },
      { extends: true, test: { name: 'api-isolated', include: ISOLATED } },
    ],
  },
});
