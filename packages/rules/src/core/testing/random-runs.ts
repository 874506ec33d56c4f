/**
 * How many random games (or property runs) a test plays: the number it plans, or fewer when RANDOM_RUNS caps it.
 * Mutation runs set the cap (scripts/mutation.mjs, docs/quality.md): they run a game's tests once per surviving
 * mutant. A cap only ever weakens a test, so a mutation score measured under it is a lower bound.
 */
export function randomRuns(planned: number): number {
  const cap = Number(process.env.RANDOM_RUNS);
  return Number.isInteger(cap) && cap > 0 ? Math.min(cap, planned) : planned;
}

/**
 * A long test's timeout: `ms`, or five times it in a mutation run (MUTATION_GAME set), whose code is instrumented and
 * whose tests record their coverage one by one: core's first dry run, every test of the package on two shared cores,
 * took an Avenue Empires determinize test past its 30 s.
 */
export function longTest(ms: number): number {
  return process.env.MUTATION_GAME ? 5 * ms : ms;
}
