/**
 * Who may act (spec §3 "Awaited players") and exactly which actions `apply` would accept (spec §4 legalActions).
 */
import type { Seat } from '../core/engine.ts';
import { assertNever } from '../core/result.ts';
import { AVENUES } from './city.ts';
import type { AvenueAction } from './actions.ts';
import { type AvenueState, MAX_CHANGES } from './state.ts';

/** In Trading every seat without a choice; in Building every card holder without a choice; none at game over. */
export function awaiting(state: AvenueState): Seat[] {
  const seats = state.pending.map((_, seat) => seat);
  switch (state.phase) {
    case 'trading':
      return seats.filter((seat) => state.pending[seat] === null);
    case 'building':
      return seats.filter((seat) => (state.hands[seat]?.length ?? 0) > 0 && state.pending[seat] === null);
    case 'gameOver':
      return [];
    default:
      return assertNever(state.phase);
  }
}

/**
 * Trading: every ordered pair of distinct cards, h(h−1) actions, also for seats that already chose (they may
 * change their choice) until they have changed it MAX_CHANGES times. Building: every (card, avenue), 3h actions.
 */
export function legalActions(state: AvenueState, seat: Seat): AvenueAction[] {
  const hand = state.hands[seat];
  if (!hand || !Number.isInteger(seat)) return [];
  if (state.pending[seat] !== null && (state.changes[seat] ?? 0) >= MAX_CHANGES) return [];
  switch (state.phase) {
    case 'trading':
      return hand.flatMap((left) =>
        hand
          .filter((right) => right !== left)
          .map((right): AvenueAction => ({ type: 'chooseTrade', player: seat, left, right })),
      );
    case 'building':
      return hand.flatMap((card) =>
        AVENUES.map((avenue): AvenueAction => ({ type: 'chooseBuild', player: seat, card, avenue })),
      );
    case 'gameOver':
      return [];
    default:
      return assertNever(state.phase);
  }
}
