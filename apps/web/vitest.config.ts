import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './e2e/support/longest-first.ts';

/**
 * Two projects: `unit`, the pure pieces beside their code (`src/**\/x.test.ts`, plain Node, no build, no browser),
 * and `e2e`, the browser tests that drive the built app (`build/`) served by the real API in a child process.
 * `vitest run --project unit` runs only the quick ones. Two files at a time (the machine's two cores): a browser test
 * spends most of its time waiting on polls and pages. The files that ask nothing of their server share one per worker
 * (e2e/support/shared-servers.ts), each keeping to its own games; the others start their own (e2e/support/stage.ts).
 * The longest files start first (e2e/support/longest-first.ts), so the last to finish is a short one.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        resolve: { alias: { $lib: fileURLToPath(new URL('./src/lib', import.meta.url)) } },
        // the files share the worker's imported modules (`isolate: false`: 4.5 s instead of 22.5 s, of which the
        // tests are 1 s; 2026-12-06); every stubbed global is put back before each test (`unstubGlobals`)
        test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node', isolate: false, unstubGlobals: true },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // one server per worker for the files that ask nothing of theirs (e2e/support/shared-servers.ts)
          globalSetup: ['e2e/support/shared-servers.ts'],
          environment: 'node',
          // the files of a worker share its imported modules (playwright-core, the support files): imported once per
          // worker instead of once per file (about 1.8 s of each file's start, 2026-12-06), and the worker's shared
          // chromium (e2e/support/stage.ts)
          isolate: false,
          // a hang's guard, not a speed limit: a whole Avenue Empires game through the UI takes 131 s alone, and
          // ran past 300 s in a fresh-clone CI run (2026-11-27 23:00) on a shared machine twice as slow as usual
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
