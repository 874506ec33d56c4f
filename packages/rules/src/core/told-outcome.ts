import type { Outcome } from './engine.ts';

type TeamDecider = { decidedBetweenTeams?(outcome: Outcome): string | null };

/**
 * An outcome as it is told (a game's summary, its record): the ranking's own, with what decided a team's win named
 * where the kind says it (`decidedBetweenTeams`), as stored outcomes leave it null. The same answer for an outcome
 * stored before and after this was told, so records of either kind verify alike (verify.ts).
 */
export function toldOutcome<O extends Outcome | null>(engine: TeamDecider, outcome: O): O {
  if (outcome === null || outcome.decidedBy !== null || !engine.decidedBetweenTeams) return outcome;
  const decidedBy = engine.decidedBetweenTeams(outcome);
  return decidedBy === null ? outcome : ({ ...outcome, decidedBy } as O);
}
