/**
 * Test support (spec §6, §9.10): the card ids `viewer` may not know at a state, and the card ids a view carries.
 * Card ids are numbers, so they are looked for where a view holds cards (lists of numbers, `id` and `card`
 * fields) rather than as text: a hidden id 17 must not be confused with round 17. Not part of the game.
 */
import type { Viewer } from '../core/engine.ts';
import type { CardId } from './cards.ts';
import { ROWS, type CivState } from './state.ts';

/** Other seats' hands (teammates' too) and every player's deck until the game is over; the central decks and `removed`. */
export function hiddenIds(state: CivState, viewer: Viewer): Set<CardId> {
  const out = new Set<CardId>(state.removed);
  for (const row of ROWS) for (const id of state.decks[row]) out.add(id);
  if (state.over) return out;
  state.players.forEach((p, seat) => {
    for (const id of p.deck) out.add(id);
    if (seat !== viewer) for (const id of p.hand) out.add(id);
  });
  return out;
}

/** Fields of a view that hold numbers which are not card ids. */
const NOT_CARDS = new Set(['active', 'teamVp', 'key', 'winners', 'seats']);

/** Every number a view holds where a card id could be: in lists, and as `id` or `card`. */
export function cardIdsIn(value: unknown, out: Set<number> = new Set(), inList = false): Set<number> {
  if (typeof value === 'number') {
    if (inList) out.add(value);
  } else if (Array.isArray(value)) for (const v of value) cardIdsIn(v, out, true);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (NOT_CARDS.has(k) && (Array.isArray(v) || typeof v === 'number')) continue;
      if ((k === 'id' || k === 'card') && typeof v === 'number') out.add(v);
      else cardIdsIn(v, out, false);
    }
  return out;
}
