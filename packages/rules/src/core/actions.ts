import type { z } from 'zod';
import type { AnyEngine, RawAction, Seat, Transition } from './engine.ts';
import { aloud } from './narrator.ts';
import { type Result, type RuleError, err, ok } from './result.ts';

/** A short description of an untrusted value for error messages (never echoes a large payload). */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value.length <= 40 ? JSON.stringify(value) : 'a long string';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let at = input;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

/** One sentence for people from the first problem zod found. */
export function payloadMessage(error: z.ZodError, input: unknown): string {
  const issue = error.issues[0];
  if (!issue) return 'The action does not have the right shape.';
  const first = issue.path[0];
  if ((issue.path.length === 0 && issue.code === 'invalid_union') || (first === 'type' && issue.path.length === 1)) {
    const type = valueAt(input, ['type']);
    return type === undefined
      ? 'An action must be a JSON object with a "type" field.'
      : `Unknown action type ${describeValue(type)}.`;
  }
  if (issue.path.length === 0) return 'An action must be a JSON object with a "type" field.';
  const field = issue.path.map(String).join('.');
  const got = valueAt(input, issue.path);
  if (got === undefined) return `The action needs a "${field}" field.`;
  return `The "${field}" field is not right (got ${describeValue(got)}: ${issue.message}).`;
}

/**
 * `E_NOT_YOUR_SEAT` when the body names another player than the seat acting: the one check of the acting seat (the
 * seat comes from the seat token; a body may only repeat it).
 */
function otherSeat(seat: Seat, input: unknown): RuleError | null {
  const player = input !== null && typeof input === 'object' ? (input as { player?: unknown }).player : undefined;
  if (player === undefined || player === null || player === seat) return null;
  if (typeof player !== 'number')
    return { code: 'E_BAD_PAYLOAD', message: `The "player" field is not right (got ${describeValue(player)}): leave it out, or give your seat number.` };
  return { code: 'E_NOT_YOUR_SEAT', message: `This action names player ${player}, but you play seat ${seat}: you can only act for your own seat.` };
}

const notAnObject: RuleError = { code: 'E_BAD_PAYLOAD', message: 'An action must be a JSON object with a "type" field.' };

const isRawAction = (input: unknown): input is RawAction => input !== null && typeof input === 'object' && !Array.isArray(input);

/** The schema's typed action, with the acting seat written into `player`. */
function parsed<A>(engine: AnyEngine, seat: Seat, input: RawAction): Result<A> {
  const result = engine.actionSchema.safeParse({ ...input, player: seat });
  if (!result.success) return err('E_BAD_PAYLOAD', payloadMessage(result.error, input));
  return ok(result.data as A);
}

/**
 * Untrusted input → a typed action of `engine` by its schema alone, or `E_NOT_YOUR_SEAT` (the body names another
 * player) or `E_BAD_PAYLOAD`. Unknown fields are dropped: what this returns is exactly what gets stored. (`decide`
 * runs the kind's checks before the schema; this is for comparing a resubmitted action with a stored one.)
 */
export function parseAction<A>(engine: AnyEngine, seat: Seat, input: unknown): Result<A> {
  const other = otherSeat(seat, input);
  if (other) return { ok: false, error: other };
  if (!isRawAction(input)) return { ok: false, error: notAnObject };
  return parsed<A>(engine, seat, input);
}

/**
 * What an untrusted submit does, the one entry of untrusted input: the kind's common checks (`gate`: game over, not
 * seated, not your turn), the acting seat (the sender is the token's seat, so a body naming the active seat is still
 * not its sender's turn: Saltmarket and Civ Builder §5), its checks of the raw input (`check`), the schema, then the
 * rules (`apply`, narrated aloud), so errors keep each spec's order and every check runs once.
 */
export function decide<S, A = unknown>(
  engine: AnyEngine,
  state: S,
  seat: Seat,
  input: unknown,
): Result<{ action: A } & Transition<S>> {
  const refusal =
    engine.gate(state, seat) ??
    otherSeat(seat, input) ??
    (isRawAction(input) ? (engine.check?.(state, seat, input) ?? null) : notAnObject);
  if (refusal) return { ok: false, error: refusal };
  const action = parsed<A>(engine, seat, input as RawAction);
  if (!action.ok) return action;
  const next = engine.apply(state, seat, action.value, aloud) as Result<Transition<S>>;
  if (!next.ok) return next;
  return ok({ ...next.value, action: (next.value.action ?? action.value) as A });
}

/** The `type` literals of a discriminated union of action objects (for a kind's unknown-type check). */
export function actionTypes(schema: { options: readonly { shape: { type: { value: unknown } } }[] }): ReadonlySet<string> {
  return new Set(schema.options.map((option) => String(option.shape.type.value)));
}
