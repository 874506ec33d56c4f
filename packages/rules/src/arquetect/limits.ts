import { MAX_TURNS } from './state.ts';

/**
 * Spec §3 limits. A turn is at most 1 act + 2(N−1) respond/decide actions + 1 `placeReceived` + 1 `endTurn`
 * = 2N+1 actions, and a game lasts at most 10N turns: 10N(2N+1) actions, which is 780 for N = 6.
 */
export function maxActionsPerTurn(seats: number): number {
  return 2 * seats + 1;
}

export function maxActions(seats: number): number {
  return MAX_TURNS * seats * maxActionsPerTurn(seats);
}
