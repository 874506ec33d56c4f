/**
 * Choice narrowing, the pure half of the turn plan (plan.svelte.ts keeps the reactive state): an action is put
 * together one field at a time, and every field offers only the values that some legal action agreeing with the
 * fields already picked has. So no choice the rules would refuse can be made, and what is sent is one of
 * `legalActions` itself. Plain functions of the legal actions and the picks, so they are tested in plain Node.
 */
import { CATALOGUE, canJoin, distinct, sameList, typeOfId } from './model.ts';
import type { ArquetectAction, ActionOf } from './types.ts';
import { ofType } from '$lib/kit/actions.ts';

export type Mode = 'gift' | 'offerTrade' | 'useAbility';
export type Field = 'card' | 'to' | 'position' | 'target' | 'index' | 'insertAt' | 'remove' | 'give' | 'take';
export type Value = string | number;
export type Picks = Partial<Record<Field, Value>>;
/** The actions built field by field (a trade offer is a card set instead, below). */
export type Pickable = ActionOf<'gift'> | ActionOf<'useAbility'>;

const valueOf = (action: Pickable, field: Field): Value | undefined =>
  (action as unknown as Record<string, Value | undefined>)[field];

/** The fields of `mode`, in the order they are asked; an ability asks its own args once its card is picked. */
export function fieldsOf(mode: Mode | null, picks: Picks): Field[] {
  if (mode === 'gift') return ['card', 'to', 'position'];
  if (mode !== 'useAbility') return [];
  const card = picks.card;
  if (typeof card !== 'string') return ['card'];
  const ability = CATALOGUE[typeOfId(card)]?.ability;
  return ['card', ...((ability?.args ?? []) as Field[])];
}

function candidates(actions: readonly ArquetectAction[], mode: Mode | null): Pickable[] {
  if (mode === 'gift') return ofType(actions, 'gift');
  if (mode === 'useAbility') return ofType(actions, 'useAbility');
  return [];
}

/** The values `field` may take given the fields before it; none until those are all picked. */
export function optionsOf(actions: readonly ArquetectAction[], mode: Mode | null, picks: Picks, field: Field): Value[] {
  const fields = fieldsOf(mode, picks);
  const at = fields.indexOf(field);
  if (at < 0) return [];
  const before = fields.slice(0, at);
  if (before.some((f) => picks[f] === undefined)) return [];
  return distinct(
    candidates(actions, mode)
      .filter((a) => before.every((f) => valueOf(a, f) === picks[f]))
      .map((a) => valueOf(a, field))
      .filter((v): v is Value => v !== undefined),
  );
}

/** Whether `field` is asked now or was already answered (so its picker shows). */
export function isReached(mode: Mode | null, picks: Picks, field: Field): boolean {
  const fields = fieldsOf(mode, picks);
  const at = fields.indexOf(field);
  return at >= 0 && fields.slice(0, at).every((f) => picks[f] !== undefined);
}

/** The first field still to pick, or null when the action is complete. */
export function nextField(mode: Mode | null, picks: Picks): Field | null {
  return fieldsOf(mode, picks).find((f) => picks[f] === undefined) ?? null;
}

/** The picks after choosing `value` for `field`: every later field is forgotten. Null when `value` is not offered. */
export function withPick(actions: readonly ArquetectAction[], mode: Mode | null, picks: Picks, field: Field, value: Value): Picks | null {
  if (!optionsOf(actions, mode, picks, field).includes(value)) return null;
  const fields = fieldsOf(mode, picks);
  const kept: Picks = {};
  for (const f of fields.slice(0, fields.indexOf(field))) if (picks[f] !== undefined) kept[f] = picks[f];
  kept[field] = value;
  return kept;
}

/** The legal action every picked field agrees on, once all are picked. */
export function completeAction(actions: readonly ArquetectAction[], mode: Mode | null, picks: Picks): Pickable | null {
  if (nextField(mode, picks) !== null) return null;
  const fields = fieldsOf(mode, picks);
  if (fields.length === 0) return null;
  return candidates(actions, mode).find((a) => fields.every((f) => valueOf(a, f) === picks[f])) ?? null;
}

// --- Card sets: a trade offer (1–3 cards, then whom to ask first) or a counter-offer (1–3 cards).

/** The legal card sets of an offer (act) or a counter-offer (respond), each in hand order. */
export function cardSets(actions: readonly ArquetectAction[], kind: 'offerTrade' | 'counterOffer'): string[][] {
  return kind === 'offerTrade' ? ofType(actions, 'offerTrade').map((a) => a.cards) : ofType(actions, 'counterOffer').map((a) => a.cards);
}

/** The selection after a click on `id`: off if it was on, on if some legal set still holds them all, else null. */
export function toggled(sets: readonly (readonly string[])[], selection: readonly string[], id: string): string[] | null {
  if (selection.includes(id)) return selection.filter((s) => s !== id);
  return canJoin(sets, selection, id) ? [...selection, id] : null;
}

/** Players the cards `ordered` (in hand order) may be offered to. */
export function addresseesOf(actions: readonly ArquetectAction[], ordered: readonly string[]): number[] {
  return distinct(
    ofType(actions, 'offerTrade')
      .filter((a) => sameList(a.cards, ordered))
      .map((a) => a.to),
  );
}

export function offerOf(actions: readonly ArquetectAction[], ordered: readonly string[], to: Value | undefined): ActionOf<'offerTrade'> | null {
  return ofType(actions, 'offerTrade').find((a) => sameList(a.cards, ordered) && a.to === to) ?? null;
}

export function counterOf(actions: readonly ArquetectAction[], ordered: readonly string[]): ActionOf<'counterOffer'> | null {
  return ofType(actions, 'counterOffer').find((a) => sameList(a.cards, ordered)) ?? null;
}
