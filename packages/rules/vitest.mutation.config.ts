import { relative } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The tests Stryker runs against one target's mutants (stryker.config.mjs): that target's own, and only those, so a
 * survivor is a line its own tests do not guard. A game's: its folder's tests. Core's: its own tests and the package's
 * cross-game contract tests (`src/registry.test.ts`, `src/guides.test.ts`), not the games' tests, which reach core only
 * on the way to their own rules (and made a core run from scratch three hours long on two cores); but for the two that
 * read the repository around the package (git ls-files, the web folders), which Stryker's sandbox does not hold.
 */
const game = process.env.MUTATION_GAME ?? '';
const REPOSITORY_TESTS = ['src/registration.test.ts', 'src/mutation-scope.test.ts'];
const judges = game === 'core' ? ['src/core/**/*.test.ts', 'src/*.test.ts'] : [`src/${game}/**/*.test.ts`];

/**
 * The order a mutant's tests run in: the file that failed last first (it likely kills the next mutant of the same
 * line), then the quickest. A run stops at its first failure, so a mutant dies after its quickest killing test, not
 * after the slow random games vitest's own order (longest first) puts ahead of them.
 */
class QuickestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seen = (spec: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`);
    const rank = (spec: TestSpecification) => {
      const state = seen(spec);
      return state ? [state.failed ? 0 : 1, state.duration] : [1, Number.POSITIVE_INFINITY];
    };
    return [...files].sort((a, b) => {
      const [failedA, timeA] = rank(a);
      const [failedB, timeB] = rank(b);
      return failedA - failedB || timeA - timeB;
    });
  }
}

export default defineConfig({
  // instrumented code on two shared cores is several times slower: the default 5 s failed the dry run's speed test
  test: {
    include: judges,
    exclude: [...configDefaults.exclude, ...REPOSITORY_TESTS],
    environment: 'node',
    testTimeout: 60_000,
    sequence: { sequencer: QuickestFirst },
  },
});
