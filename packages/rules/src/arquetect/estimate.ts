/**
 * How each seat stands in an unfinished game, for the bots' search (which scores a playout it stops at a turn's end
 * by this), in VP. Not a rule: a guess at how the game will end. A seat's city as it scores now, plus, while it is not
 * done, what its turns to come are likely worth (`STILL_IN`): a seat still in the game can offer its weakest card,
 * take the best counter-offer among the others' and place what it gets where it scores most, and every gift it gets
 * is one card more. A done seat's city is frozen (spec §3): it keeps what it has, protected and unimproved.
 *
 * `noviceEstimate` is the city as it scores now and nothing more: a beginner sees no value in staying in, so it
 * declares itself done as readily as not. The easy bot judges by it; the searching bots by `estimate`.
 */
import { scores } from './scoring.ts';
import type { ArquetectState } from './state.ts';

/**
 * VP a seat still in the game expects from its turns to come, tuned by self-play (2026-11-28, 6 seats, hard against
 * five random players, the same 40 games each): a seat that judged staying in worth nothing declared itself done
 * after 1.1 turns on average and won 65%; worth 3 VP, 90% (2.3 turns); 6 VP, 95%; 10 VP, 96% (2.8 turns). A trade
 * gains a seat about 2–3 VP a turn against such players, and a game has a few turns left for a seat still in it.
 */
export const STILL_IN = 6;

export function estimate(state: ArquetectState): number[] {
  const over = state.step === 'gameOver';
  return scores(state).map((score, seat) => score + (over || state.done[seat] ? 0 : STILL_IN));
}

export const noviceEstimate = scores;
