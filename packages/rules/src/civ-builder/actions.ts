/**
 * Spec §5 payloads, declared once with their real field types; each action's type is inferred from its schema.
 * Absent means missing or `null` (spec §5); an absent list is empty. The schema runs after the spec's ordered checks
 * of the raw input (check.ts: the turn, "Take stored cards first.", then each action's checks up to its last field's
 * kind, where a field of the wrong kind is "Unknown action."), so it cannot fail on a checked input. Fields an action
 * does not use are dropped. `legalActions` lists, and `apply` stores, the canonical forms.
 */
import { z } from 'zod';
import { actionTypes } from '../core/actions.ts';
import { ROWS } from './state.ts';

const player = z.int();
/** A card id or a seat: any whole number (the rules say which are real). */
const id = z.number().refine(Number.isInteger);
const ids = z.array(id);
const row = z.enum(ROWS);
/** Play's `construct`, read only for Master Builder's Use (checked there): anything else is ignored (spec §5). */
const ignoredUnlessId = id.nullish().catch(undefined);
const storeEntry = z.object({ building: id, cards: ids.nullish() });

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('takeStored'), player, cards: ids.nullish() }),
  z.object({ type: z.literal('play'), player, card: id, mode: z.enum(['use', 'discard']).nullish(), construct: ignoredUnlessId }),
  z.object({ type: z.literal('assign'), player, card: id, construct: id }),
  z.object({ type: z.literal('buy'), player, row, slot: id }),
  z.object({ type: z.literal('attack'), player, target: id, card: id }),
  z.object({ type: z.literal('steal'), player, from: id, card: id, using: ids.nullish() }),
  z.object({ type: z.literal('trash'), player, card: id.nullish(), row: row.nullish(), slot: id.nullish() }),
  z.object({ type: z.literal('return'), player, cards: ids.nullish() }),
  z.object({ type: z.literal('raid'), player, target: id, card: id.nullish() }),
  z.object({ type: z.literal('endTurn'), player, store: z.array(storeEntry).nullish() }),
]);

export type CivAction = z.infer<typeof actionSchema>;
export type ActionType = CivAction['type'];

/** One entry of endTurn's store map, canonical: a building and the cards stored on it. */
export interface StoreEntry {
  building: number;
  cards: number[];
}

/** Every action type, for the unknown-type check before the schema. */
export const ACTION_TYPES: ReadonlySet<string> = actionTypes(actionSchema);
