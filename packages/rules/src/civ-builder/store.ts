/**
 * Store rules (spec §2.1 Store a/b (T), §4.4.1): at the end of its owner's turn a built store building takes at most
 * `a` new persons from the hand or play zone, holds at most `b`, and one of its traits must be shared by every card
 * on it, old and new.
 */
import { type CardId, type Store, type Trait, cardOf, isPerson } from './cards.ts';
import type { Construct, Player } from './state.ts';

/** Whether every card of `cards` has one common trait among the store's traits. */
export function shareTrait(store: Store, cards: readonly CardId[]): boolean {
  return store.traits.some((t: Trait) => cards.every((id) => cardOf(id).traits.includes(t)));
}

/** Whether `card` may be stored at all: a person in the hand or play zone. */
export const storable = (p: Player, card: CardId): boolean =>
  isPerson(cardOf(card)) && (p.hand.includes(card) || p.play.includes(card));

/** Room left on a built store building. */
export function roomOn(c: Construct): number {
  const store = cardOf(c.id).store;
  return store ? Math.min(store.perTurn, store.total - c.stored.length) : 0;
}
