/** "Ann", "Ann and Bob", "Ann, Bob and Cy": names in a sentence (banners, game-over headlines). */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
