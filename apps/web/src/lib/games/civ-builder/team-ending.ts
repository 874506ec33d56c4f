/**
 * How a team game's end reads on the game-over screen (kit/GameOver.svelte): the winning team named with its VP, and
 * what decided it between the teams (spec §7: team VP, then the tie-breaks on team sums), that column marked. The
 * rules' outcome names a decider for one winner only, and a team win has two, so the decider is `teamDecidedBy`'s.
 * A true tie (both teams share the win) and a free-for-all read as the kit has them: null here.
 */
import { teamDecidedBy } from '@turnpost/rules/civ-builder';
import type { Outcome } from '$lib/api-types.ts';
import { listText, seatName } from '$lib/kit/words.ts';

export interface TeamEnding {
  /** The outcome with its decider named, so the game-over ranking marks that column. */
  outcome: Outcome;
  headline: string;
  decided: string;
}

export function teamEnding(outcome: Outcome, names: string[]): TeamEnding | null {
  const decidedBy = teamDecidedBy(outcome);
  const winner = outcome.seats[0];
  const other = outcome.seats.find((s) => s.place > 1);
  if (decidedBy === null || !winner || !other) return null;
  const at = outcome.keyNames.indexOf(decidedBy);
  const margin = `${winner.key[at]} to ${other.key[at]}`;
  const tied = outcome.keyNames.slice(0, at).map((name, i) => `${name} (${winner.key[i]})`);
  return {
    outcome: { ...outcome, decidedBy },
    headline: `${listText(outcome.winners.map((s) => seatName(names, s)))} win as a team with ${winner.score} VP`,
    decided: tied.length === 0 ? `Decided by team ${decidedBy}: ${margin}.` : `The teams tie on ${listText(tied)}; decided by ${decidedBy}: ${margin}.`,
  };
}
