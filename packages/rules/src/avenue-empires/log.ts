/**
 * How the game narrates itself (spec §5). `@N` in a text stands for seat N's name. Entries with `visibleTo` are
 * private until the game is over: a player's own draws, its own secret choices, and its own passes and receipts in
 * Trading. Nothing public says what anyone chose before the choices are revealed. The platform stamps and filters
 * the entries; the rules make them with the narrator they are given (core/narrator.ts: `public`, and `private` for
 * the private ones; the `silent` one of a fold that keeps only the state words nothing); none is kept in the state.
 */
import type { AvenueName } from './city.ts';
import { CANONICAL_IDS, type CardId, cardOf } from './ids.ts';

const LABELS = new Map<CardId, string>(CANONICAL_IDS.map((id) => [id, `${cardOf(id).name} (${id})`]));

/** How a card appears in log text: `Wall (wall-03)`. */
export function cardLabel(id: CardId): string {
  const label = LABELS.get(id);
  if (label === undefined) throw new Error(`unknown card id ${id}`);
  return label;
}

export function listLabels(ids: readonly CardId[]): string {
  return ids.map(cardLabel).join(', ');
}

export const AVENUE_NAMES: Readonly<Record<AvenueName, string>> = { L: 'Left', C: 'Center', R: 'Right' };
