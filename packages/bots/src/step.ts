import { type AnyEngine, fold, type Seat } from '@turnpost/rules';

/** The state after `seat` takes `action` (a legal one: a refusal here is a bug and throws). */
export function step(engine: AnyEngine, state: unknown, seat: Seat, action: unknown): unknown {
  return fold(engine, state, [{ seat, action }]);
}

/**
 * The seat that acts next in a search: the only awaited one, or in a simultaneous phase the lowest awaited seat
 * (`first`, the deciding seat, goes before the others, so its choice is never made knowing theirs).
 */
export function actorOf(awaited: readonly Seat[], first: Seat): Seat | undefined {
  if (awaited.includes(first)) return first;
  return awaited[0];
}

/**
 * Whether going from the seats `before` awaited to those awaited `after` begins a turn: a seat is awaited that was not
 * (teammates who finish one by one in a team turn only shrink the set).
 */
export function turnBegins(before: readonly Seat[], after: readonly Seat[]): boolean {
  return after.some((s) => !before.includes(s));
}
