/**
 * Setup (spec §2): the only shuffle of the game, the starting hands, and round 1's Production.
 */
import { Rng } from '../core/rng.ts';
import { arrayOf } from '../core/arrays.ts';
import { andThen, publicEntry } from '../core/log.ts';
import { emptyCity } from './city.ts';
import { CANONICAL_IDS } from './ids.ts';
import { PRODUCTION_DRAW, dealRoundRobin, giveCards, startRound } from './round.ts';
import type { AvenueState, AvenueTransition } from './state.ts';

/** S, the starting hand size by number of seats (seed 3.1). */
export const START_HAND: Readonly<Record<number, number>> = { 3: 2, 4: 0, 5: 0, 6: 1 };

/**
 * R, the number of rounds: S + 3P, where P = (60 − N·S) / 3N Productions empty the deck exactly.
 * 20 for N=3, 15 for N=4, 12 for N=5, 10 for N=6.
 */
export function roundsFor(seats: number): number {
  const startHand = START_HAND[seats] ?? 0;
  const productions = Math.ceil((CANONICAL_IDS.length - seats * startHand) / (PRODUCTION_DRAW * seats));
  return startHand + PRODUCTION_DRAW * productions;
}

/** The deal and round 1's Production, with their log (the starting hands and draws are private to each seat). */
export function setup(seats: number, seed: string): AvenueTransition {
  const startHand = START_HAND[seats];
  if (startHand === undefined) throw new Error(`Avenue Empires is for 3 to 6 players, not ${seats}`);
  const shuffled = Rng.fromSeed(seed).shuffle(CANONICAL_IDS);
  const initial: AvenueState = {
    seats,
    startHand,
    rounds: roundsFor(seats),
    round: 0,
    phase: 'building',
    productions: 0,
    deck: shuffled,
    hands: arrayOf(seats, () => []),
    cities: arrayOf(seats, () => emptyCity()),
    pending: arrayOf(seats, () => null),
    changes: arrayOf(seats, () => 0),
    result: null,
    passedCards: arrayOf(seats, () => []),
  };
  const { deck, drawn } = dealRoundRobin(shuffled, seats, startHand);
  const text =
    startHand > 0
      ? `Setup: each player is dealt a starting hand of ${startHand} card${startHand === 1 ? '' : 's'}`
      : 'Setup: no starting hands are dealt';
  const dealt = andThen({ state: initial, log: [publicEntry(0, text)] }, (s) => giveCards(s, drawn, deck));
  return andThen(dealt, (s) => startRound(s, 1));
}
