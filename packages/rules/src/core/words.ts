/**
 * Items in a sentence, as every log line and headline says them: "Ann", "Ann and Bob", "Ann, Bob and Cy"; `empty`
 * for none ("nothing" unless told).
 */
export function listText(items: readonly string[], empty = 'nothing'): string {
  if (items.length <= 1) return items[0] ?? empty;
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
