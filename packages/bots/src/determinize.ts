import type { AnyEngine } from '@turnpost/rules';

/**
 * An engine that can draw, for a seat, a complete state that seat cannot tell apart from the truth, from the seat's
 * view alone (the contract's optional `determinize`). Search runs on such states, so a bot plays on the real rules
 * without ever seeing the real state.
 */
export type DeterminizingEngine = AnyEngine & Required<Pick<AnyEngine, 'determinize'>>;

export function canDeterminize(engine: AnyEngine): engine is DeterminizingEngine {
  return typeof engine.determinize === 'function';
}
