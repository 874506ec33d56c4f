import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against one game's mutants (stryker.config.mjs): that game's own, and only those; core's
 * mutants face every test of the package, as every game's rules run on core, but for the two that read the
 * repository around the package (git ls-files, the web folders), which Stryker's sandbox does not hold.
 */
const game = process.env.MUTATION_GAME ?? '';
const REPOSITORY_TESTS = ['src/registration.test.ts', 'src/mutation-scope.test.ts'];

export default defineConfig({
  // instrumented code on two shared cores is several times slower: the default 5 s failed the dry run's speed test
  test: {
    include: [game === 'core' ? 'src/**/*.test.ts' : `src/${game}/**/*.test.ts`],
    exclude: [...configDefaults.exclude, ...REPOSITORY_TESTS],
    environment: 'node',
    testTimeout: 60_000,
  },
});
