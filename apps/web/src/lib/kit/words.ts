/** "Ann", "Ann and Bob", "Ann, Bob and Cy": names in a sentence (banners, game-over headlines). */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A seat's name for people: its player's name, or "Seat 3" for a seat without one. */
export function seatName(names: readonly string[], seat: number): string {
  return names[seat] ?? `Seat ${seat + 1}`;
}
