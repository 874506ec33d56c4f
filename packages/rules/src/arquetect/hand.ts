import { arrayOf } from '../core/arrays.ts';
import type { CardId } from './deck.ts';
import type { Slot } from './state.ts';

/** Hand operations. None reorders the cards that stay; every card entering a hand faces in. */

export function indexOfCard(hand: readonly Slot[], id: CardId): number {
  return hand.findIndex((slot) => slot.id === id);
}

/** The hand with `id` inserted facing in so that exactly `position` cards are to its left. */
export function insertCard(hand: readonly Slot[], id: CardId, position: number): Slot[] {
  return [...hand.slice(0, position), { id, out: false }, ...hand.slice(position)];
}

export function removeAt(hand: readonly Slot[], index: number): Slot[] {
  return [...hand.slice(0, index), ...hand.slice(index + 1)];
}

/** `ids` in the order they sit in `hand` (spec §3: offer and counter cards are stored in hand order). */
export function inHandOrder(hand: readonly Slot[], ids: readonly CardId[]): CardId[] {
  return hand.filter((slot) => ids.includes(slot.id)).map((slot) => slot.id);
}

/** True when `placement` is k distinct integers in [0, m−1]. */
export function isValidPlacement(placement: readonly unknown[], k: number, m: number): boolean {
  if (placement.length !== k) return false;
  const seen = new Set<number>();
  for (const p of placement) {
    if (typeof p !== 'number' || !Number.isInteger(p) || p < 0 || p >= m || seen.has(p)) return false;
    seen.add(p);
  }
  return true;
}

/**
 * Spec §3 placement: the j-th received card goes to index placement[j]; the kept cards fill the other indices in
 * their original relative order. Received cards face in.
 */
export function placeCards(kept: readonly Slot[], received: readonly CardId[], placement: readonly number[]): Slot[] {
  const m = kept.length + received.length;
  const result: (Slot | undefined)[] = arrayOf(m, () => undefined);
  received.forEach((id, j) => {
    result[placement[j] as number] = { id, out: false };
  });
  let next = 0;
  return result.map((slot) => slot ?? (kept[next++] as Slot));
}

export function outwardCount(hand: readonly Slot[]): number {
  return hand.filter((slot) => slot.out).length;
}
