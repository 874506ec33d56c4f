import { CARDS, type CardRow, type CardType, cardRow, isCardType } from './cards.ts';

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

export function isCardId(value: string): boolean {
  return Object.hasOwn(INDEX, value);
}

/** The card type of a valid id (`tunnel-2` → `tunnel`). Throws on an unknown id: that is a bug, not a rule error. */
export function cardTypeOf(id: CardId): CardType {
  const type = id.slice(0, id.lastIndexOf('-'));
  if (!isCardId(id) || !isCardType(type)) throw new Error(`unknown card id ${id}`);
  return type;
}

/** The table row of a card id. */
export function cardOf(id: CardId): CardRow {
  return cardRow(cardTypeOf(id));
}

/** A new array of `ids` in canonical order (hands are stored this way). */
export function sortCanonical(ids: readonly CardId[]): CardId[] {
  return [...ids].sort((a, b) => (INDEX[a] ?? -1) - (INDEX[b] ?? -1));
}

