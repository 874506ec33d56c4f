/**
 * The actions (spec §4) and how they are applied. Checks run in the spec's order and the first failure is returned:
 * E_GAME_OVER and E_UNKNOWN_PLAYER (`gate`, run once by core's `decide`), E_BAD_PAYLOAD (the schema), then the
 * checks of the action (trading.ts, building.ts).
 */
import { z } from 'zod';
import type { Seat } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import { type Result, type RuleError, assertNever } from '../core/result.ts';
import { chooseBuild } from './building.ts';
import type { AvenueState, AvenueTransition } from './state.ts';
import { chooseTrade } from './trading.ts';

/**
 * Every action's shape. `player` is the acting seat (the platform writes it from the seat token). Card ids and
 * `avenue` are any strings here: an unknown id is E_CARD_NOT_IN_HAND and "X" is E_BAD_AVENUE, rule errors, while
 * a missing field or a number (7) is E_BAD_PAYLOAD.
 */
export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chooseTrade'), player: z.int(), left: z.string(), right: z.string() }),
  z.object({ type: z.literal('chooseBuild'), player: z.int(), card: z.string(), avenue: z.string() }),
]);

export type AvenueAction = z.infer<typeof actionSchema>;

/** The common checks that come before the payload: the game is running and the seat is at the table. */
export function gate(state: AvenueState, seat: Seat): RuleError | null {
  if (state.phase === 'gameOver') {
    return { code: 'E_GAME_OVER', message: 'The game is over; no more actions are accepted.' };
  }
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) {
    return { code: 'E_UNKNOWN_PLAYER', message: `Seat ${seat} is not seated at this ${state.seats}-player table.` };
  }
  return null;
}

/** `Engine.apply` of a gated, parsed action: pure; on failure the caller keeps the untouched state. */
export function applyAction(state: AvenueState, seat: Seat, action: AvenueAction, narrator: Narrator): Result<AvenueTransition> {
  switch (action.type) {
    case 'chooseTrade':
      return chooseTrade(state, seat, action.left, action.right, narrator);
    case 'chooseBuild':
      return chooseBuild(state, seat, action.card, action.avenue, narrator);
    default:
      return assertNever(action);
  }
}
