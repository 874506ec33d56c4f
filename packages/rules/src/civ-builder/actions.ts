/**
 * Spec §5 payloads, declared once. The schema fixes `type` and `player` (written from the seat token); every other
 * field is read as any JSON here and checked by the rules, because the spec orders its errors (turn, then phase,
 * then each field). Unknown fields are dropped. `legalActions` lists, and `apply` stores, the canonical forms below.
 */
import { z } from 'zod';
import type { Seat } from '../core/engine.ts';
import type { CardId } from './cards.ts';
import type { Row } from './state.ts';

const player = z.int();
const field = z.unknown().optional();

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('takeStored'), player, cards: field }),
  z.object({ type: z.literal('play'), player, card: field, mode: field, construct: field }),
  z.object({ type: z.literal('assign'), player, card: field, construct: field }),
  z.object({ type: z.literal('buy'), player, row: field, slot: field }),
  z.object({ type: z.literal('attack'), player, target: field, card: field }),
  z.object({ type: z.literal('steal'), player, from: field, card: field, using: field }),
  z.object({ type: z.literal('trash'), player, card: field, row: field, slot: field }),
  z.object({ type: z.literal('return'), player, cards: field }),
  z.object({ type: z.literal('raid'), player, target: field, card: field }),
  z.object({ type: z.literal('endTurn'), player, store: field }),
]);

/** An action as the platform parses it (fields not yet checked). */
export type CivAction = z.infer<typeof actionSchema>;
export type ActionType = CivAction['type'];

export interface StoreEntry {
  building: CardId;
  cards: CardId[];
}

/** Actions in canonical form: what `legalActions` lists and `apply` stores. */
export type CanonicalAction =
  | { type: 'takeStored'; player: Seat; cards: CardId[] }
  | { type: 'play'; player: Seat; card: CardId; mode?: 'use' | 'discard'; construct?: CardId }
  | { type: 'assign'; player: Seat; card: CardId; construct: CardId }
  | { type: 'buy'; player: Seat; row: Row; slot: number }
  | { type: 'attack'; player: Seat; target: Seat; card: CardId }
  | { type: 'steal'; player: Seat; from: Seat; card: CardId; using: CardId[] }
  | { type: 'trash'; player: Seat; card: CardId }
  | { type: 'trash'; player: Seat; row: Row; slot: number }
  | { type: 'return'; player: Seat; cards: CardId[] }
  | { type: 'raid'; player: Seat; target: Seat; card?: CardId }
  | { type: 'endTurn'; player: Seat; store?: StoreEntry[] };

export type CanonicalOf<T extends ActionType> = Extract<CanonicalAction, { type: T }>;
