/**
 * How many random games (or property runs) a test plays: the number it plans, or fewer when RANDOM_RUNS caps it.
 * Mutation runs set the cap (scripts/mutation.mjs, docs/quality.md): they run a game's tests once per surviving
 * mutant. A cap only ever weakens a test, so a mutation score measured under it is a lower bound.
 */
export function randomRuns(planned: number): number {
  const cap = Number(process.env.RANDOM_RUNS);
  return Number.isInteger(cap) && cap > 0 ? Math.min(cap, planned) : planned;
}
