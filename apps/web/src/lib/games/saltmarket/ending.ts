/**
 * How a solo game's end reads (spec §7.3): not a ranking of one, but a win or a loss against 4 buildings in 20
 * turns, with the score reported either way. With more players the kit's ranking speaks for itself.
 */
import type { Outcome } from '$lib/api-types.ts';

const GOAL = 4;
const SOLO_TURNS = 20;

/** "You lost: 3 of 4 buildings bought in 20 turns" and what decides a solo game; null with more than one player. */
export function soloEnding(
  outcome: Outcome,
  played: { bought: number; turns: number },
  who: string,
): { headline: string; decided: string } | null {
  if (outcome.seats.length !== 1) return null;
  const score = outcome.seats[0]?.score ?? 0;
  return outcome.winners.length === 1
    ? {
        headline: `${who} won: ${GOAL} buildings bought in ${played.turns} turns`,
        decided: `Four buildings bought within ${SOLO_TURNS} turns: a solo win, with ${score} VP.`,
      }
    : {
        headline: `${who} lost: ${played.bought} of ${GOAL} buildings bought in ${played.turns} turns`,
        decided: `A solo win takes ${GOAL} buildings bought within ${SOLO_TURNS} turns. The score stands: ${score} VP.`,
      };
}
