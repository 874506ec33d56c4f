/**
 * Reading the loose payload fields (actions.ts lets any JSON through so the spec's errors keep their order). A
 * field of the wrong kind is "Unknown action." (spec §5, malformed payload): ids and seats must be integers when
 * given, lists must be lists of integers. Absent means `undefined` or `null`; an absent list is empty.
 */
import type { CardId } from './cards.ts';

export const absent = (v: unknown): v is undefined | null => v === undefined || v === null;

export const isInt = (v: unknown): v is number => Number.isInteger(v);

/** An optional list of ids is well formed: absent, or a list of integers. */
export const isIdList = (v: unknown): boolean => absent(v) || (Array.isArray(v) && v.every(isInt));

/** The first id listed twice, if any. */
export function repeated(ids: readonly CardId[]): CardId | undefined {
  const seen = new Set<CardId>();
  for (const id of ids) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return undefined;
}

/** `store` of endTurn is well formed: absent, or a list of entries `{building, cards}` (an integer, an id list). */
export function isStoreList(v: unknown): boolean {
  if (absent(v)) return true;
  return Array.isArray(v) && v.every(isEntry);
}

function isEntry(entry: unknown): boolean {
  // a number, a string or a list has no such fields either
  const { building, cards } = (entry ?? {}) as { building?: unknown; cards?: unknown };
  return isInt(building) && isIdList(cards);
}
