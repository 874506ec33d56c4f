import type { Transition } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import type { Result } from '../core/result.ts';
import { ok } from '../core/result.ts';
import type { AcceptCounterAction, PlaceReceivedAction, RejectCounterAction } from './actions.ts';
import { checkPlacement } from './checks.ts';
import type { CardId } from './deck.ts';
import { cardName } from './deck.ts';
import { placeCards } from './hand.ts';
import { listOf, namesOf, position, positions, privateLine, publicLine } from './log.ts';
import type { ArquetectState } from './state.ts';
import { currentCounter, currentOffer, handOf, withHands, withState } from './state.ts';
import { passOn } from './trade-offer.ts';

/**
 * The offerer's decision and the swap (spec §3): `rejectCounter` passes the same offer on, exactly as a decline
 * would; `acceptCounter` fixes where the offerer puts the counter cards (secret until the swap), and the
 * counter-offerer's `placeReceived` places the offered cards, when both hands change at once. placement[j] is the
 * final index of the j-th received card, counting the received cards in their order in the giver's hand; the
 * player's remaining cards fill the other indices in their order. Both swaps use the hands as they were before.
 */

type Swap = Result<Transition<ArquetectState>>;

/** The size of a hand after giving `given` cards and receiving `received`. */
export const sizeAfter = (size: number, given: number, received: number) => size - given + received;

export function rejectCounter(state: ArquetectState, action: RejectCounterAction, narrator: Narrator): Swap {
  const offer = currentOffer(state);
  const by = currentCounter(offer).by;
  return ok(passOn(state, offer, publicLine(narrator, state, `@${action.player} rejects @${by}'s counter-offer.`), narrator));
}

/** "Cottage at position 1 and Mine at position 4". */
const placedText = (cards: readonly CardId[], placement: readonly number[]) =>
  listOf(cards.map((id, j) => `${cardName(id)} at ${position(placement[j] ?? 0)}`));

export function acceptCounter(state: ArquetectState, action: AcceptCounterAction, narrator: Narrator): Swap {
  const offer = currentOffer(state);
  const counter = currentCounter(offer);
  const m = sizeAfter(handOf(state, offer.from).length, offer.cards.length, counter.cards.length);
  const problem = checkPlacement(action.placement, counter.cards.length, m);
  if (problem) return { ok: false, error: problem };
  const placement = [...action.placement];
  return ok({
    state: withState(state, { step: 'place', offer: { ...offer, acceptPlacement: placement } }),
    log: [
      publicLine(narrator, state, `@${offer.from} accepts @${counter.by}'s counter-offer. @${counter.by} now places the cards.`),
      privateLine(narrator, state, [offer.from], () => `@${offer.from} will place ${placedText(counter.cards, placement)}.`),
    ],
  });
}

const them = (cards: readonly string[]) => (cards.length === 1 ? 'it' : 'them');

/** The swap: both hands change at once; the final positions and the indices the cards left are public. */
export function placeReceived(state: ArquetectState, action: PlaceReceivedAction, narrator: Narrator): Swap {
  const offer = currentOffer(state);
  const counter = currentCounter(offer);
  const offererHand = handOf(state, offer.from);
  const countererHand = handOf(state, counter.by);
  const m = sizeAfter(countererHand.length, counter.cards.length, offer.cards.length);
  const problem = checkPlacement(action.placement, offer.cards.length, m);
  if (problem) return { ok: false, error: problem };
  const placement = [...action.placement];
  const acceptPlacement = offer.acceptPlacement ?? [];
  const leftOfferer = offer.cards.map((id) => offererHand.findIndex((s) => s.id === id));
  const leftCounterer = counter.cards.map((id) => countererHand.findIndex((s) => s.id === id));
  const hands = withHands(state, {
    [offer.from]: placeCards(
      offererHand.filter((s) => !offer.cards.includes(s.id)),
      counter.cards,
      acceptPlacement,
    ),
    [counter.by]: placeCards(
      countererHand.filter((s) => !counter.cards.includes(s.id)),
      offer.cards,
      placement,
    ),
  });
  const done = publicLine(
    narrator,
    state,
    () =>
      `Trade done. @${offer.from} gives ${namesOf(offer.cards)} from ${positions(leftOfferer)}; ` +
      `@${counter.by} places ${them(offer.cards)} at ${positions(placement)}. ` +
      `@${counter.by} gives ${namesOf(counter.cards)} from ${positions(leftCounterer)}; ` +
      `@${offer.from} places ${them(counter.cards)} at ${positions(acceptPlacement)}.`,
  );
  return ok({ state: withState(state, { hands, step: 'endTurn', offer: null }), log: [done] });
}
