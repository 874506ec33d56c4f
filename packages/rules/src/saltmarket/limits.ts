/**
 * How long a game can be (spec §4.6, §10.7), for the conformance suite's bound. Setup: each seat submits once and
 * may change its choice MAX_CHANGES times. Play: at most 20 turns solo, 40 rounds otherwise, and a turn is at most
 * 3 actions (a move, a choice of goods, then the optional buy at a Landlord's or Collector's starting building).
 */
import { MAX_CHANGES, MAX_ROUNDS, SOLO_TURNS } from './state.ts';
import { about } from './about.ts';

/** Saltmarket seats 1 to 4 (spec §1); here so the guide reads them without loading the engine. */
export const MIN_SEATS = about.seats.min;
export const MAX_SEATS = about.seats.max;

export const MAX_ACTIONS_PER_TURN = 3;

export const maxTurns = (seats: number): number => (seats === 1 ? SOLO_TURNS : MAX_ROUNDS * seats);

export const maxActions = (seats: number): number => seats * (1 + MAX_CHANGES) + MAX_ACTIONS_PER_TURN * maxTurns(seats);
