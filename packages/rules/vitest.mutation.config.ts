import { relative } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type Reporter, type TestSpecification, type Vitest } from 'vitest/node';

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
    const rank = (spec: TestSpecification): [number, number] => {
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

/**
 * A test file that cannot be loaded counts as a failed test. StrykerJS's vitest runner (9.6) scores a mutant by the
 * tests it collects from each file, and a file whose import throws holds none: a static mutant that makes a rule
 * module throw as it loads (an emptied shape in a discriminated union's schema) failed every test file that imports it
 * and was still counted survived. Each such file gets one failed test carrying its load error, which the runner reads.
 */
class LoadFailureAsFailedTest implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  /** What the runner reads once the run ends: vitest's files, as `vitest.state` holds them. */
  onTestRunEnd() {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      file.tasks.push({
        type: 'test',
        id: `${file.id}_load`,
        name: 'the file loads',
        fullName: `${file.name} > the file loads`,
        fullTestName: 'the file loads',
        mode: 'run',
        file,
        suite: file,
        meta: {},
        timeout: 0,
        annotations: [],
        artifacts: [],
        context: undefined as never,
        result: { state: 'fail', errors: file.result.errors ?? [] },
      } as (typeof file.tasks)[number]);
    }
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
    reporters: ['default', new LoadFailureAsFailedTest()],
  },
});
