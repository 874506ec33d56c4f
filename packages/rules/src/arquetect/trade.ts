import type { LogEntry } from '../core/game.ts';
import type { Result } from '../core/result.ts';
import { err, ok } from '../core/result.ts';
import type {
  AcceptCounterAction,
  CounterOfferAction,
  DeclineOfferAction,
  OfferTradeAction,
  PlaceReceivedAction,
  RejectCounterAction,
} from './actions.ts';
import { checkCardSet, checkTarget } from './checks.ts';
import { inHandOrder, isValidPlacement, placeCards } from './hand.ts';
import { listOf, namesOf, privateLine, publicLine } from './log.ts';
import type { Counter, Offer, State } from './state.ts';
import { handOf, notDoneAfter, withHands } from './state.ts';

/**
 * Trade negotiation (spec §3): offerTrade → respond (decline passes the same offer on, counter goes to the offerer)
 * → decide (reject passes it on, accept fixes the offerer's placement) → place (the counter-offerer places, and both
 * hands change at once). Offered cards stay in their hands until the swap; their names are public, their ids not.
 */

const fail = (code: string, message: string): Result<never> => err(code, message);

/** The negotiation in progress; the step guarantees it exists. */
function currentOffer(state: State): Offer {
  if (!state.offer) throw new Error(`step ${state.step} without an offer`);
  return state.offer;
}

function currentCounter(offer: Offer): Counter {
  if (!offer.counter) throw new Error('no counter-offer');
  return offer.counter;
}

/** The size of a hand after giving `given` cards and receiving `received`. */
const sizeAfter = (size: number, given: number, received: number) => size - given + received;

export function offerTrade(state: State, action: OfferTradeAction): Result<State> {
  const { player, to } = action;
  const hand = handOf(state, player);
  const cardsProblem = checkCardSet(hand, action.cards);
  if (cardsProblem) return { ok: false, error: cardsProblem };
  const target = checkTarget(state, player, to);
  if (target) return { ok: false, error: target };
  const candidates = [to, ...notDoneAfter(state, to).filter((s) => s !== player)];
  const cards = inHandOrder(hand, action.cards);
  const order = candidates.map((s) => `@${s}`);
  return ok({
    ...state,
    step: 'respond',
    offer: { from: player, cards, candidates, at: 0, counter: null, acceptPlacement: null },
    log: [
      ...state.log,
      publicLine(state, `@${player} offers ${namesOf(cards)}, asking in turn ${listOf(order)}.`),
    ],
  });
}

/** The same offer goes to the next candidate, or the trade fails when none remains. */
function passOn(state: State, offer: Offer, line: LogEntry): State {
  const at = offer.at + 1;
  const next = offer.candidates[at];
  if (next === undefined)
    return {
      ...state,
      step: 'endTurn',
      offer: null,
      log: [...state.log, line, publicLine(state, 'Nobody else can be asked: the trade fails and nothing moves.')],
    };
  return {
    ...state,
    step: 'respond',
    offer: { ...offer, at, counter: null, acceptPlacement: null },
    log: [...state.log, line, publicLine(state, `The offer passes to @${next}.`)],
  };
}

export function declineOffer(state: State, action: DeclineOfferAction): Result<State> {
  return ok(passOn(state, currentOffer(state), publicLine(state, `@${action.player} declines the offer.`)));
}

export function counterOffer(state: State, action: CounterOfferAction): Result<State> {
  const offer = currentOffer(state);
  const hand = handOf(state, action.player);
  const cardsProblem = checkCardSet(hand, action.cards);
  if (cardsProblem) return { ok: false, error: cardsProblem };
  const cards = inHandOrder(hand, action.cards);
  return ok({
    ...state,
    step: 'decide',
    offer: { ...offer, counter: { by: action.player, cards } },
    log: [...state.log, publicLine(state, `@${action.player} counters with ${namesOf(cards)}.`)],
  });
}

export function rejectCounter(state: State, action: RejectCounterAction): Result<State> {
  const offer = currentOffer(state);
  const by = currentCounter(offer).by;
  return ok(passOn(state, offer, publicLine(state, `@${action.player} rejects @${by}'s counter-offer.`)));
}

function checkPlacement(placement: readonly unknown[], k: number, m: number): Result<never> | null {
  if (isValidPlacement(placement, k, m)) return null;
  return fail(
    'E_BAD_PLACEMENT',
    `The placement must list ${k} different ${k === 1 ? 'index' : 'indices'} between 0 and ${m - 1}, ` +
      "one per received card in the giver's hand order.",
  );
}

export function acceptCounter(state: State, action: AcceptCounterAction): Result<State> {
  const offer = currentOffer(state);
  const counter = currentCounter(offer);
  const m = sizeAfter(handOf(state, offer.from).length, offer.cards.length, counter.cards.length);
  const problem = checkPlacement(action.placement, counter.cards.length, m);
  if (problem) return problem;
  return ok({
    ...state,
    step: 'place',
    offer: { ...offer, acceptPlacement: [...action.placement] },
    log: [
      ...state.log,
      publicLine(state, `@${offer.from} accepts @${counter.by}'s counter-offer. @${counter.by} now places the cards.`),
      privateLine(
        state,
        [offer.from],
        `@${offer.from} will place ${namesOf(counter.cards)} at ${listOf(action.placement)}.`,
      ),
    ],
  });
}

export function placeReceived(state: State, action: PlaceReceivedAction): Result<State> {
  const offer = currentOffer(state);
  const counter = currentCounter(offer);
  const offererHand = handOf(state, offer.from);
  const countererHand = handOf(state, counter.by);
  const m = sizeAfter(countererHand.length, counter.cards.length, offer.cards.length);
  const problem = checkPlacement(action.placement, offer.cards.length, m);
  if (problem) return problem;
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
      action.placement,
    ),
  });
  return ok({
    ...state,
    hands,
    step: 'endTurn',
    offer: null,
    log: [
      ...state.log,
      publicLine(
        state,
        `Trade done. @${offer.from} gives ${namesOf(offer.cards)} from ${listOf(leftOfferer)}; ` +
          `@${counter.by} places them at ${listOf(action.placement)}. ` +
          `@${counter.by} gives ${namesOf(counter.cards)} from ${listOf(leftCounterer)}; ` +
          `@${offer.from} places them at ${listOf(acceptPlacement)}.`,
      ),
    ],
  });
}
