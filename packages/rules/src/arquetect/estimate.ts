/**
 * How each seat stands in an unfinished game, for the bots' search (which scores a playout it stops at a turn's end
 * by this), in VP. Not a rule: a guess at how the game will end, made of
 * - each city as it scores now;
 * - a trade whose counter-offer is on the table, as it would likely end: while the offerer decides, it takes the
 *   counter if its city gains by it, each received card placed where it scores most (one card at a time, left to
 *   right: a quick look, not every placement), and the counter-offerer then places the offered cards the same way;
 *   once the offerer has accepted, its own placement is fixed and counts as it is;
 * - while a seat is not done, what its turns to come are likely worth (`STILL_IN`): a seat still in the game can offer
 *   its weakest card, take the best counter-offer among the others' and place what it gets where it scores most, and
 *   every gift it gets is one card more. A done seat's city is frozen (spec §3): kept as it is, protected, unimproved.
 *
 * `noviceEstimate` is each city as it scores now and nothing more: a beginner sees no worth in staying in, so it says
 * it is done as readily as not, and weighs a trade only once the cards have moved. The easy bot judges by it; the
 * searching bots by `estimate`.
 */
import type { CardId } from './deck.ts';
import { insertCard, placeCards } from './hand.ts';
import { handScore, scores } from './scoring.ts';
import type { ArquetectState, Slot } from './state.ts';

/**
 * VP a seat still in the game expects from its turns to come, tuned by self-play (2026-11-28, 6 seats, hard against
 * five random players, the same 40 games each, before the trade was counted): judging staying in worth nothing, hard
 * said it was done after 1.1 turns on average and won 65%; at 3 VP, 90% (2.3 turns); 6 VP, 95%; 10 VP, 96% (2.8
 * turns); 6 and 10 won 90% of the next 60 alike. A trade gains a seat 2–3 VP a turn against such players, and a seat
 * still in has a few turns left.
 */
export const STILL_IN = 6;

export function estimate(state: ArquetectState): number[] {
  const cities = scores(state);
  const trade = likelyTrade(state, cities);
  if (trade) for (const [seat, score] of trade) cities[seat] = score;
  const over = state.step === 'gameOver';
  return cities.map((score, seat) => score + (over || state.done[seat] ? 0 : STILL_IN));
}

export const noviceEstimate = scores;

/**
 * The two cities' scores after the trade on the table, where it will likely go through (by seat); null where it will
 * not. `cities`: every city's score now.
 */
function likelyTrade(state: ArquetectState, cities: readonly number[]): Map<number, number> | null {
  const offer = state.offer;
  const counter = offer?.counter;
  if (!offer || !counter || (state.step !== 'decide' && state.step !== 'place')) return null;
  const offerer = state.hands[offer.from] as Slot[];
  const offererAfter =
    state.step === 'place' && offer.acceptPlacement
      ? handScore(placeCards(without(offerer, offer.cards), counter.cards, offer.acceptPlacement))
      : bestPlaced(without(offerer, offer.cards), counter.cards);
  if (state.step === 'decide' && offererAfter <= (cities[offer.from] as number)) return null;
  const counterer = state.hands[counter.by] as Slot[];
  return new Map([
    [offer.from, offererAfter],
    [counter.by, bestPlaced(without(counterer, counter.cards), offer.cards)],
  ]);
}

const without = (hand: readonly Slot[], gone: readonly CardId[]) => hand.filter((slot) => !gone.includes(slot.id));

/** The score of `kept` with each of `received` inserted, one at a time, where it makes the city score most. */
export function bestPlaced(kept: readonly Slot[], received: readonly CardId[]): number {
  let hand = kept;
  let best = handScore(hand);
  for (const id of received) {
    let bestHand = insertCard(hand, id, 0);
    best = handScore(bestHand);
    for (let position = 1; position <= hand.length; position++) {
      const tried = insertCard(hand, id, position);
      const score = handScore(tried);
      if (score > best) [best, bestHand] = [score, tried];
    }
    hand = bestHand;
  }
  return best;
}
