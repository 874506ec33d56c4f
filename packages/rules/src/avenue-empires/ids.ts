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

/** Lookups by id, in Maps: a keyed read of a plain object with 60 string keys costs several times more. */
const INDEX = new Map<CardId, number>(CANONICAL_IDS.map((id, i) => [id, i]));
const ROWS = new Map<CardId, CardRow>(
  CARDS.flatMap((row) => Array.from({ length: row.count }, (_, i) => [`${row.type}-${copyLabel(row, i + 1)}`, row] as const)),
);

export function isCardId(value: string): boolean {
  return INDEX.has(value);
}

/** The table row of a card id. Throws on an unknown id: that is a bug, not a rule error. */
export function cardOf(id: CardId): CardRow {
  const row = ROWS.get(id);
  if (!row) throw new Error(`unknown card id ${id}`);
  return row;
}

/** The card type of a valid id (`tunnel-2` → `tunnel`). */
export function cardTypeOf(id: CardId): CardType {
  return cardOf(id).type;
}

/**
 * A new array of `ids` in canonical order (hands are stored this way): their indices sorted as numbers. Throws on an
 * unknown id, as `cardOf` does: hands and draws hold only the deck's ids.
 */
export function sortCanonical(ids: readonly CardId[]): CardId[] {
  const order = new Int32Array(ids.length);
  for (let i = 0; i < ids.length; i++) {
    const index = INDEX.get(ids[i] as CardId);
    if (index === undefined) throw new Error(`unknown card id ${ids[i]}`);
    order[i] = index;
  }
  order.sort();
  const out: CardId[] = new Array(ids.length);
  for (let i = 0; i < order.length; i++) out[i] = CANONICAL_IDS[order[i] as number] as CardId;
  return out;
}
