/**
 * Spec §5 payloads, declared once with their real field types; each action's type is inferred from its schema.
 * Absent means missing or `null` (spec §5), and parses to absent (an absent list to the empty list), so a parsed
 * action, like every listed one, holds no `null`. The schema runs after the spec's ordered checks
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
const ignoredUnlessId = id.nullish().catch(undefined).transform((v) => v ?? undefined).optional();
/** A field that may be absent: `null` reads as absent, so the parsed action never holds a `null`. */
const optional = <T extends z.ZodType>(field: T) => field.nullish().transform((v) => v ?? undefined).optional();
/** A list that may be absent: an absent list is the empty list. */
const list = <T extends z.ZodType>(items: T) => z.array(items).nullish().transform((v) => v ?? []);
const storeEntry = z.object({ building: id, cards: list(id) });

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('takeStored'), player, cards: list(id) }),
  z.object({ type: z.literal('play'), player, card: id, mode: optional(z.enum(['use', 'discard'])), construct: ignoredUnlessId }),
  z.object({ type: z.literal('assign'), player, card: id, construct: id }),
  z.object({ type: z.literal('buy'), player, row, slot: id }),
  z.object({ type: z.literal('attack'), player, target: id, card: id }),
  z.object({ type: z.literal('steal'), player, from: id, card: id, using: list(id) }),
  z.object({ type: z.literal('trash'), player, card: optional(id), row: optional(row), slot: optional(id) }),
  z.object({ type: z.literal('return'), player, cards: list(id) }),
  z.object({ type: z.literal('raid'), player, target: id, card: optional(id) }),
  z.object({ type: z.literal('endTurn'), player, store: optional(z.array(storeEntry)) }),
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
