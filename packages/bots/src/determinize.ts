import type { AnyEngine, Rng, Seat } from '@turnpost/rules';

/**
 * An engine that can draw, for a seat, a complete state that seat cannot tell apart from the truth, from the seat's
 * view alone (unseen cards dealt at random among the places they could be). Search runs on such states, so a bot
 * plays on the real rules without ever seeing the real state.
 */
export type DeterminizingEngine = AnyEngine & {
  determinize(view: unknown, seat: Seat, rng: Rng): unknown;
};

export function canDeterminize(engine: AnyEngine): engine is DeterminizingEngine {
  return typeof (engine as { determinize?: unknown }).determinize === 'function';
}
