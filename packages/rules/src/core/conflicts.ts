import type { AnyEngine, Seat } from './engine.ts';

/**
 * Whether `seat`'s submit, made when the game was at state `then`, may still be applied to state `now`: only when
 * the game says what the seat's decision rests on and that is unchanged (other seats' progress aside). Games with
 * one seat acting at a time leave `decisionBasis` out, and any stale submit is a conflict.
 */
export function stillValid(engine: AnyEngine, then: unknown, now: unknown, seat: Seat): boolean {
  if (!engine.decisionBasis) return false;
  return JSON.stringify(engine.decisionBasis(then, seat)) === JSON.stringify(engine.decisionBasis(now, seat));
}
