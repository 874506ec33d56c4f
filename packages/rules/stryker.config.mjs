// @ts-check
/**
 * Mutation testing of one game's rules, or of the core they share (docs/quality.md): `npm run mutation -- <game|core>`
 * (scripts/mutation.mjs) sets MUTATION_GAME. Stryker mutates that folder's rule files and runs the tests that judge
 * them against each mutant (vitest.mutation.config.ts; per-test coverage: only the tests that reach the mutated code),
 * so a surviving mutant is a line no test guards. Static mutants (the card tables, a module's constants) are kept:
 * each runs every judging test. Incremental from the committed baseline (mutation-baseline/<target>.json): a run
 * tests again only the mutants whose code or tests changed since the baseline was made.
 */
import { TEST_SUPPORT } from './scripts/test-support.mjs';

const game = process.env.MUTATION_GAME;
if (!game) throw new Error('MUTATION_GAME is not set: run `npm run mutation -- <game>`.');
const reports = `reports/mutation/${game}`;

/** The files mutated: a game's rules (not its tests, test support, or the prose of its rules page), or core's. */
const mutate =
  game === 'core'
    ? ['src/core/**/*.ts', '!src/core/**/*.test.ts', '!src/core/testing/**']
    : [
        `src/${game}/**/*.ts`,
        `!src/${game}/**/*.test.ts`,
        // test support, not rules (scripts/test-support.mjs)
        ...TEST_SUPPORT.map((glob) => `!src/${game}/**/${glob}`),
        // the rules page's prose: read by people, checked across games by guides.test.ts
        `!src/${game}/guide*.ts`,
      ];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate,
  coverageAnalysis: 'perTest',
  ignoreStatic: false,
  incremental: true,
  // kept in the repository (mutation-baseline/): a run on a later commit tests again only the mutants whose code or
  // tests changed, and its summary still scores every mutant (docs/quality.md, "One table from whole runs")
  incrementalFile: `mutation-baseline/${game}.json`,
  reporters: ['clear-text', 'progress-append-only', 'json', 'html'],
  jsonReporter: { fileName: `${reports}/mutation.json` },
  htmlReporter: { fileName: `${reports}/mutation.html` },
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true, reportMutants: false },
  // the package's own test runs skip it (vitest.config.ts), should a crashed run leave a sandbox behind
  tempDirName: ".stryker-tmp",
  concurrency: 2,
  timeoutMS: 20_000,
  thresholds: { high: 90, low: 80, break: null },
};
