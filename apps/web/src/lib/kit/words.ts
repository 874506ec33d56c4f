import { listText as sentence } from '@turnpost/rules/core';

/** "Ann", "Ann and Bob", "Ann, Bob and Cy": names in a sentence (banners, game-over headlines), as the logs say them; none is "". */
export const listText = (items: readonly string[]): string => sentence(items, '');

/** A seat's name for people: its player's name, or "Seat 3" for a seat without one. */
export function seatName(names: readonly string[], seat: number): string {
  return names[seat] ?? `Seat ${seat + 1}`;
}
