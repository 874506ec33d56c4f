/**
 * Applying untrusted actions (spec §4). Checks run in the spec's order and the first failure is returned:
 * E_GAME_OVER, E_UNKNOWN_PLAYER, E_BAD_PAYLOAD, then the checks of the action (trading.ts, building.ts).
 * The acting seat comes from the seat token; a `player` field in the body is optional and must match it.
 */
import type { Seat } from '../core/game.ts';
import { type Result, assertNever, err, ok } from '../core/result.ts';
import { chooseBuild } from './building.ts';
import type { AvenueState } from './state.ts';
import { chooseTrade } from './trading.ts';

/** A payload that passed the type checks; `avenue` is still any string (E_BAD_AVENUE comes later). */
type Payload =
  | { type: 'chooseTrade'; left: string; right: string }
  | { type: 'chooseBuild'; card: string; avenue: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A short description of an untrusted value for error messages (never echoes a large payload). */
function describe(value: unknown): string {
  if (typeof value === 'string') return value.length <= 40 ? JSON.stringify(value) : 'a long string';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null) return 'null';
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}

function stringField(body: Record<string, unknown>, field: string, type: string): Result<string> {
  const value = body[field];
  if (value === undefined) return err('E_BAD_PAYLOAD', `A ${type} action needs a "${field}" field.`);
  if (typeof value !== 'string') {
    return err('E_BAD_PAYLOAD', `The "${field}" field of a ${type} action must be a string, not ${describe(value)}.`);
  }
  return ok(value);
}

/** The E_BAD_PAYLOAD checks: shape and field types only, no game rules. */
export function parsePayload(seat: Seat, input: unknown): Result<Payload> {
  if (!isRecord(input)) return err('E_BAD_PAYLOAD', 'An action must be a JSON object with a "type" field.');
  const { type, player } = input;
  if (type !== 'chooseTrade' && type !== 'chooseBuild') {
    const got = type === undefined ? 'no type' : `type ${describe(type)}`;
    return err('E_BAD_PAYLOAD', `Unknown action (${got}); expected "chooseTrade" or "chooseBuild".`);
  }
  if (player !== undefined && player !== seat) {
    return err('E_BAD_PAYLOAD', `This action names player ${describe(player)}, but you play seat ${seat}.`);
  }
  if (type === 'chooseTrade') {
    const left = stringField(input, 'left', type);
    if (!left.ok) return left;
    const right = stringField(input, 'right', type);
    if (!right.ok) return right;
    return ok({ type, left: left.value, right: right.value });
  }
  const card = stringField(input, 'card', type);
  if (!card.ok) return card;
  const avenue = stringField(input, 'avenue', type);
  if (!avenue.ok) return avenue;
  return ok({ type, card: card.value, avenue: avenue.value });
}

/** `Game.apply`: pure; on failure the caller keeps the untouched state. */
export function applyAction(state: AvenueState, seat: Seat, input: unknown): Result<AvenueState> {
  if (state.phase === 'gameOver') return err('E_GAME_OVER', 'The game is over; no more actions are accepted.');
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) {
    return err('E_UNKNOWN_PLAYER', `Seat ${seat} is not seated at this ${state.seats}-player table.`);
  }
  const payload = parsePayload(seat, input);
  if (!payload.ok) return payload;
  const action = payload.value;
  switch (action.type) {
    case 'chooseTrade':
      return chooseTrade(state, seat, action.left, action.right);
    case 'chooseBuild':
      return chooseBuild(state, seat, action.card, action.avenue);
    default:
      return assertNever(action);
  }
}
