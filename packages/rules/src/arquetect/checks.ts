import type { Seat } from '../core/engine.ts';
import type { RuleError } from '../core/result.ts';
import type { CardId } from './deck.ts';
import { indexOfCard, isValidPlacement } from './hand.ts';
import type { Slot, ArquetectState } from './state.ts';
import { MAX_TRADE_CARDS } from './state.ts';

/** Checks shared by several actions. Each returns the first failing rule, or null. */

const fail = (code: string, message: string): RuleError => ({ code, message });

/** The cards of an offer or counter-offer: `E_BAD_COUNT`, `E_DUPLICATE_CARD`, `E_CARD_NOT_IN_HAND`, in that order. */
export function checkCardSet(hand: readonly Slot[], cards: readonly CardId[]): RuleError | null {
  if (cards.length < 1 || cards.length > MAX_TRADE_CARDS)
    return fail('E_BAD_COUNT', `A trade moves 1 to ${MAX_TRADE_CARDS} cards from each side, not ${cards.length}.`);
  if (new Set(cards).size !== cards.length) return fail('E_DUPLICATE_CARD', 'The same card is listed twice.');
  const missing = cards.find((id) => indexOfCard(hand, id) < 0);
  if (missing !== undefined) return fail('E_CARD_NOT_IN_HAND', `The card ${missing} is not in your hand.`);
  return null;
}

/** `E_BAD_PLACEMENT` unless `placement` is k distinct integers in [0, m−1] (spec §3 placement). */
export function checkPlacement(placement: readonly unknown[], k: number, m: number): RuleError | null {
  if (isValidPlacement(placement, k, m)) return null;
  return fail(
    'E_BAD_PLACEMENT',
    `The placement must list ${k} different ${k === 1 ? 'index' : 'indices'} between 0 and ${m - 1}, ` +
      "one per received card in the giver's hand order.",
  );
}

/** `E_BAD_TARGET` (yourself or an unknown player), then `E_TARGET_DONE`. */
export function checkTarget(state: ArquetectState, player: Seat, target: Seat): RuleError | null {
  if (target === player) return fail('E_BAD_TARGET', 'You cannot target yourself: choose another player.');
  if (target < 0 || target >= state.seats)
    return fail('E_BAD_TARGET', `There is no player ${target} (players are 0–${state.seats - 1}).`);
  if (state.done[target]) return fail('E_TARGET_DONE', `Player ${target} is done: their city can no longer change.`);
  return null;
}

/** `E_BAD_POSITION` unless 0 ≤ position ≤ max. */
export function checkPosition(position: number, max: number, what: string): RuleError | null {
  if (position < 0 || position > max)
    return fail('E_BAD_POSITION', `${what} must be between 0 and ${max}, not ${position}.`);
  return null;
}
