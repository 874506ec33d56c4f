import type { z } from 'zod';
import type { AnyEngine, Seat, Transition } from './engine.ts';
import { type Result, err, ok } from './result.ts';

/** A short description of an untrusted value for error messages (never echoes a large payload). */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value.length <= 40 ? JSON.stringify(value) : 'a long string';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
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
 * Untrusted input → a typed action of `game`, or `E_BAD_PAYLOAD`. The acting seat is written into `player`; a body
 * that names another player is refused. Unknown fields are dropped: what this returns is exactly what gets stored.
 */
export function parseAction<A>(game: AnyEngine, seat: Seat, input: unknown): Result<A> {
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    return err('E_BAD_PAYLOAD', 'An action must be a JSON object with a "type" field.');
  const player = (input as { player?: unknown }).player;
  if (player !== undefined && player !== null && player !== seat)
    return err('E_BAD_PAYLOAD', `This action names player ${describeValue(player)}, but you play seat ${seat}.`);
  const parsed = game.actionSchema.safeParse({ ...input, player: seat });
  if (!parsed.success) return err('E_BAD_PAYLOAD', payloadMessage(parsed.error, input));
  return ok(parsed.data as A);
}

/** What an untrusted submit does: the game's common checks, then the schema, then the rules. */
export function decide<S, A = unknown>(
  game: AnyEngine,
  state: S,
  seat: Seat,
  input: unknown,
): Result<{ action: A } & Transition<S>> {
  const gated = game.gate(state, seat);
  if (gated) return { ok: false, error: gated };
  const action = parseAction<A>(game, seat, input);
  if (!action.ok) return action;
  const next = game.apply(state, seat, action.value) as Result<Transition<S>>;
  if (!next.ok) return next;
  return ok({ ...next.value, action: (next.value.action ?? action.value) as A });
}
