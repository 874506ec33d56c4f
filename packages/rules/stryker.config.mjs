// @ts-check
/**
 * Mutation testing of one game's rules (docs/quality.md): `npm run mutation -- <game>` (scripts/mutation.mjs) sets
 * MUTATION_GAME. Stryker mutates that game's rule files and runs that game's own tests against each mutant (per-test
 * coverage: only the tests that reach the mutated code), so a surviving mutant is a line its own tests do not guard.
 * Incremental: a second run tests again only the mutants whose code or tests changed.
 */
import { TEST_SUPPORT } from './scripts/test-support.mjs';

const game = process.env.MUTATION_GAME;
if (!game) throw new Error('MUTATION_GAME is not set: run `npm run mutation -- <game>`.');
const reports = `reports/mutation/${game}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: [
    `src/${game}/**/*.ts`,
    `!src/${game}/**/*.test.ts`,
    // test support, not rules (scripts/test-support.mjs)
    ...TEST_SUPPORT.map((glob) => `!src/${game}/**/${glob}`),
    // the rules page's prose and the catalogue's blurb: read by people, checked across games by guides.test.ts
    `!src/${game}/guide*.ts`,
    `!src/${game}/about.ts`,
  ],
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  incremental: true,
  incrementalFile: `${reports}/incremental.json`,
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
