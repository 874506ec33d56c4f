/**
 * Arquetect as the table needs it: the card catalogue, and the seat's `legalActions` regrouped so every control
 * offers only what the rules accept.
 */
import { CATALOGUE } from '@turnpost/rules/arquetect';
import type { CardType, CatalogueEntry, KnownSlot } from './types.ts';

/** Every card type's static texts (name, category, ability): the same in every game, so not in the view. */
export { CATALOGUE };

/** `fire-station-2` → `fire-station`. */
export function typeOfId(id: string): CardType {
  return id.slice(0, id.lastIndexOf('-')) as CardType;
}

export function entryOf(type: CardType): CatalogueEntry {
  return CATALOGUE[type];
}

export function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

export function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** `ids` in the order they sit in `hand` (legal `cards` lists are in hand order). */
export function inHandOrder(hand: readonly KnownSlot[], ids: readonly string[]): string[] {
  return hand.filter((slot) => ids.includes(slot.id)).map((slot) => slot.id);
}

/** The 1–3-card selections a toggle may still lead to: `id` can join `picked` if some legal set holds both. */
export function canJoin(sets: readonly (readonly string[])[], picked: readonly string[], id: string): boolean {
  if (picked.includes(id)) return true;
  return sets.some((set) => set.includes(id) && picked.every((p) => set.includes(p)));
}

/** "Fire, Park and Cottage" (the rules' own words for a list, as the log says it). */
export { listText } from '@turnpost/rules/core';

/**
 * A hand after a trade, as the placing player arranges it: `kept` cards stay in order, and `received[j]` sits at
 * `arrangement` index of the marker `{ received: j }`.
 */
export type Arranged = { kept: number } | { received: number };

/** The placement (spec §3): placement[j] is the final index of the j-th received card. */
export function placementOf(arrangement: readonly Arranged[], received: number): number[] | null {
  const placement: number[] = Array.from({ length: received }, () => -1);
  arrangement.forEach((item, index) => {
    if ('received' in item) placement[item.received] = index;
  });
  return placement.every((p) => p >= 0) ? placement : null;
}

/** "card 3 of 9" for a card that ends up with `position` cards to its left in a hand of `size` cards. */
export function spotText(position: number, size: number): string {
  return `card ${position + 1} of ${size}`;
}
