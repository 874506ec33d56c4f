import type { Seat } from '../core/game.ts';
import type { RuleError } from '../core/result.ts';
import type { CardId } from './deck.ts';
import { indexOfCard } from './hand.ts';
import type { Slot, State } from './state.ts';

/** Checks shared by several actions. Each returns the first failing rule, or null. */

const fail = (code: string, message: string): RuleError => ({ code, message });

/** `E_BAD_COUNT`, `E_DUPLICATE_CARD`, `E_CARD_NOT_IN_HAND`, in that order (offer and counter). */
export function checkCardSet(hand: readonly Slot[], cards: readonly CardId[]): RuleError | null {
  if (cards.length < 1 || cards.length > 3)
    return fail('E_BAD_COUNT', `Offer 1 to 3 cards, not ${cards.length}.`);
  if (new Set(cards).size !== cards.length) return fail('E_DUPLICATE_CARD', 'The same card is listed twice.');
  const missing = cards.find((id) => indexOfCard(hand, id) < 0);
  if (missing !== undefined) return fail('E_CARD_NOT_IN_HAND', `The card ${missing} is not in your hand.`);
  return null;
}

/** `E_BAD_TARGET` (yourself or an unknown player), then `E_TARGET_DONE`. */
export function checkTarget(state: State, player: Seat, target: Seat): RuleError | null {
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
