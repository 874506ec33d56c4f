import type { LogEntry, Transition } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import type { Result } from '../core/result.ts';
import { ok } from '../core/result.ts';
import type { CounterOfferAction, DeclineOfferAction, OfferTradeAction } from './actions.ts';
import { checkCardSet, checkTarget } from './checks.ts';
import type { CardId } from './deck.ts';
import { inHandOrder } from './hand.ts';
import { listOf, namesOf, publicLine } from './log.ts';
import type { Offer, ArquetectState } from './state.ts';
import { currentOffer, handOf, notDoneAfter, withState } from './state.ts';

/**
 * Making and answering an offer (spec §3): `offerTrade` puts 1–3 cards forward and fixes the candidates (`to`, then
 * every other not-done player clockwise after `to`, skipping the offerer); the asked player declines (the same offer
 * passes on) or counters with 1–3 cards, and the offerer then decides (trade-swap.ts). Offered cards stay in their
 * hands until the swap; their names are public (spoken aloud), their ids not. `cards` may be named in any order:
 * they are stored in hand order, and the action is returned in that canonical form when it was named otherwise.
 */

type Answer = Result<Transition<ArquetectState>>;

const sameOrder = (a: readonly CardId[], b: readonly CardId[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

export function offerTrade(state: ArquetectState, action: OfferTradeAction, narrator: Narrator): Answer {
  const { player, to } = action;
  const hand = handOf(state, player);
  const cardsProblem = checkCardSet(hand, action.cards);
  if (cardsProblem) return { ok: false, error: cardsProblem };
  const target = checkTarget(state, player, to);
  if (target) return { ok: false, error: target };
  const candidates = [to, ...notDoneAfter(state, to).filter((s) => s !== player)];
  const cards = inHandOrder(hand, action.cards);
  const offer: Offer = { from: player, cards, candidates, at: 0, counter: null, acceptPlacement: null };
  const line = publicLine(
    narrator,
    state,
    () => `@${player} offers ${namesOf(cards)}, asking in turn ${listOf(candidates.map((s) => `@${s}`))}.`,
  );
  return ok({
    state: withState(state, { step: 'respond', offer }),
    log: [line],
    ...(sameOrder(cards, action.cards) ? {} : { action: { type: 'offerTrade', player, cards, to } }),
  });
}

/** The same offer goes to the next candidate, or the trade fails when none remains. */
export function passOn(state: ArquetectState, offer: Offer, line: LogEntry, narrator: Narrator): Transition<ArquetectState> {
  const at = offer.at + 1;
  const next = offer.candidates[at];
  if (next === undefined)
    return {
      state: withState(state, { step: 'endTurn', offer: null }),
      log: [line, publicLine(narrator, state, 'Nobody else can be asked: the trade fails and nothing moves.')],
    };
  return {
    state: withState(state, { step: 'respond', offer: { ...offer, at, counter: null, acceptPlacement: null } }),
    log: [line, publicLine(narrator, state, `The offer passes to @${next}.`)],
  };
}

export function declineOffer(state: ArquetectState, action: DeclineOfferAction, narrator: Narrator): Answer {
  return ok(passOn(state, currentOffer(state), publicLine(narrator, state, `@${action.player} declines the offer.`), narrator));
}

/** Count, duplicates, cards in hand (spec §4); a player with an empty hand can only decline. */
export function counterOffer(state: ArquetectState, action: CounterOfferAction, narrator: Narrator): Answer {
  const { player } = action;
  const offer = currentOffer(state);
  const hand = handOf(state, player);
  const cardsProblem = checkCardSet(hand, action.cards);
  if (cardsProblem) return { ok: false, error: cardsProblem };
  const cards = inHandOrder(hand, action.cards);
  return ok({
    state: withState(state, { step: 'decide', offer: { ...offer, counter: { by: player, cards } } }),
    log: [publicLine(narrator, state, () => `@${player} counters with ${namesOf(cards)}.`)],
    ...(sameOrder(cards, action.cards) ? {} : { action: { type: 'counterOffer', player, cards } }),
  });
}
