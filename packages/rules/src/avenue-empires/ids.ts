import { CARDS, type CardRow, type CardType } from './cards.ts';

/** A card id such as `river-01` or `tunnel-2` (spec §1). */
export type CardId = string;

/** Copy labels: two digits for the 10-copy base cards (`river-01`), one digit for the 2-copy specials (`tunnel-2`). */
function copyLabel(row: CardRow, copy: number): string {
  return row.count >= 10 ? String(copy).padStart(2, '0') : String(copy);
}

/** All 60 ids in canonical order: River, Road, Wall, then the specials alphabetically, copies ascending. */
export const CANONICAL_IDS: readonly CardId[] = CARDS.flatMap((row) =>
  Array.from({ length: row.count }, (_, i) => `${row.type}-${copyLabel(row, i + 1)}`),
);

const INDEX: Readonly<Record<CardId, number>> = Object.fromEntries(CANONICAL_IDS.map((id, i) => [id, i]));
const ROWS: Readonly<Record<CardId, CardRow>> = Object.fromEntries(
  CARDS.flatMap((row) => Array.from({ length: row.count }, (_, i) => [`${row.type}-${copyLabel(row, i + 1)}`, row])),
);

export function isCardId(value: string): boolean {
  return Object.hasOwn(INDEX, value);
}

/** The table row of a card id. Throws on an unknown id: that is a bug, not a rule error. */
export function cardOf(id: CardId): CardRow {
  const row = Object.hasOwn(ROWS, id) ? ROWS[id] : undefined;
  if (!row) throw new Error(`unknown card id ${id}`);
  return row;
}

/** The card type of a valid id (`tunnel-2` → `tunnel`). */
export function cardTypeOf(id: CardId): CardType {
  return cardOf(id).type;
}

/** A new array of `ids` in canonical order (hands are stored this way). */
export function sortCanonical(ids: readonly CardId[]): CardId[] {
  return [...ids].sort((a, b) => (INDEX[a] ?? -1) - (INDEX[b] ?? -1));
}
