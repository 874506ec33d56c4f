/** What a click on a card or between cards does right now, and the words for places in a row of cards. */

/** How the cards of a row react to a click. */
export interface CardPick {
  enabled: (id: string) => boolean;
  selected: (id: string) => boolean;
  onpick: (id: string) => void;
}

/** An interactive row of gaps or swap points: which are allowed, which is chosen, and what a click does. */
export interface GapChoice {
  allowed: ReadonlySet<number>;
  chosen: number | null;
  onpick: (at: number) => void;
  /** What picking does, e.g. "Insert the stolen card"; the place is appended. */
  verb: string;
}

/** Where gap `p` of a row of `names` is, e.g. "between card 2 (Park) and card 3 (a face-down card)". */
export function gapWhere(names: readonly string[], p: number): string {
  const n = names.length;
  if (n === 0) return 'as the only card';
  if (p <= 0) return `at the left end, before card 1 (${names[0]})`;
  if (p >= n) return `at the right end, after card ${n} (${names[n - 1]})`;
  return `between card ${p} (${names[p - 1]}) and card ${p + 1} (${names[p]})`;
}

/** Swap point `i`: cards i and i+1 (0-based) trade places. */
export function swapWhere(names: readonly string[], i: number): string {
  return `card ${i + 1} (${names[i]}) with card ${i + 2} (${names[i + 1]})`;
}
