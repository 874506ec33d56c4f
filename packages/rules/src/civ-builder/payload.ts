/**
 * Reading the loose payload fields (actions.ts lets any JSON through so the spec's errors keep their order). A
 * field of the wrong kind is "Unknown action." (spec §5, malformed payload): ids and seats must be integers when
 * given, lists must be lists of integers. Absent means `undefined` or `null`; an absent list is empty.
 */
import type { CardId } from './cards.ts';
import type { StoreEntry } from './actions.ts';

export const absent = (v: unknown): v is undefined | null => v === undefined || v === null;

export const isInt = (v: unknown): v is number => Number.isInteger(v);

/** An optional list of ids: the list, [] when absent, or null when malformed. */
export function idList(v: unknown): CardId[] | null {
  if (absent(v)) return [];
  if (!Array.isArray(v) || !v.every(isInt)) return null;
  return [...v];
}

/** The first id listed twice, if any. */
export function repeated(ids: readonly CardId[]): CardId | undefined {
  const seen = new Set<CardId>();
  for (const id of ids) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return undefined;
}

/** `store` of endTurn: entries `{building, cards}`, or null when malformed. */
export function storeList(v: unknown): StoreEntry[] | null {
  if (absent(v)) return [];
  if (!Array.isArray(v)) return null;
  const out: StoreEntry[] = [];
  for (const entry of v) {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return null;
    const { building, cards } = entry as { building?: unknown; cards?: unknown };
    const list = idList(cards);
    if (!isInt(building) || list === null) return null;
    out.push({ building, cards: list });
  }
  return out;
}
