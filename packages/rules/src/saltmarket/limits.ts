/**
 * How long a game can be (spec §4.6, §10.7), for the conformance suite's bound. Setup: each seat submits once and
 * may change its choice MAX_CHANGES times. Play: at most 20 turns solo, 41N − 1 otherwise (below), and a turn is at
 * most 3 actions (a move, a choice of goods, then the optional buy at a Landlord's or Collector's starting building).
 */
import { MAX_CHANGES, MAX_ROUNDS, SOLO_TURNS } from './state.ts';
import { about } from './about.ts';

/** Saltmarket seats 1 to 4 (spec §1); here so the guide reads them without loading the engine. */
export const MIN_SEATS = about.seats.min;
export const MAX_SEATS = about.seats.max;

export const MAX_ACTIONS_PER_TURN = 3;

/**
 * Spec §10.7: total turns ≤ 41N − 1 for N ≥ 2, and ≤ 20 solo. The 40-round cap (§4.6) stops a game after 40N turns,
 * but a 4th purchase on the 40N-th turn sets the end trigger first and the N − 1 others still take their last turns
 * (§7.1): 40N + N − 1.
 */
export const maxTurns = (seats: number): number => (seats === 1 ? SOLO_TURNS : (MAX_ROUNDS + 1) * seats - 1);

export const maxActions = (seats: number): number => seats * (1 + MAX_CHANGES) + MAX_ACTIONS_PER_TURN * maxTurns(seats);
