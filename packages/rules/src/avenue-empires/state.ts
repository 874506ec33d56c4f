/**
 * The game state (spec §3). Plain JSON: arrays indexed by seat, no Maps, no classes. The log is not part of it:
 * every step returns the entries it narrates next to the state it reaches (`AvenueTransition`).
 */
import type { Seat, Transition } from '../core/engine.ts';
import { overwrite } from '../core/records.ts';
import { type Result, err, ok } from '../core/result.ts';
import type { AvenueName, City } from './city.ts';
import type { CardId } from './ids.ts';

export type Phase = 'trading' | 'building' | 'gameOver';

/** A secret Trading choice: `left` goes to the left neighbour (seat+1), `right` to the right neighbour (seat−1). */
export interface TradeChoice {
  kind: 'trade';
  left: CardId;
  right: CardId;
}

/** A secret Building choice: `card` will be appended to `avenue`. */
export interface BuildChoice {
  kind: 'build';
  card: CardId;
  avenue: AvenueName;
}

export type Choice = TradeChoice | BuildChoice;

/**
 * A card a seat passed in Trading and has not seen since (spec §5: the giver sees its passes). It is hidden in another
 * hand until it is built or passed back to the giver; then it is forgotten (passed-cards.ts says where it may be).
 */
export interface PassedCard {
  card: CardId;
  /** The neighbour it was passed to. */
  to: Seat;
  /** The round of that Trading. */
  round: number;
}

/** One seat's final result (spec §7), filled at `gameOver`. */
export interface SeatResultRow {
  score: number;
  key: number[];
  place: number;
}

export interface AvenueState {
  /** N, the number of seats (3–6). */
  seats: number;
  /** S, the starting hand size for this N (spec §2). */
  startHand: number;
  /** R, the number of rounds, which is also the number of cards each player builds. */
  rounds: number;
  /** The current round, 1..R. */
  round: number;
  phase: Phase;
  /** How many Productions have dealt cards so far. */
  productions: number;
  /** Index 0 is the top of the deck. Never shown to anyone. */
  deck: CardId[];
  /** Per seat, stored in canonical order. */
  hands: CardId[][];
  /** Per seat. */
  cities: City[];
  /** Per seat: the submitted secret choice of the current phase, or null. */
  pending: (Choice | null)[];
  /** Per seat: how often it changed its choice in the current phase (at most MAX_CHANGES). */
  changes: number[];
  /** Per seat, filled at `gameOver`. */
  result: SeatResultRow[] | null;
  /**
   * Per seat: what it remembers of the cards it passed that are hidden in other hands (passed-cards.ts), updated
   * when Trading and Building resolve. A seat's view shows its own, nobody else's.
   */
  passedCards: PassedCard[][];
}

/** A seat may change its secret choice this many times per phase: the event log must not grow without bound. */
export const MAX_CHANGES = 10;

/** Puts `seat`'s choice in (a change counts once it replaces an earlier one), or refuses one change too many. */
export function recordChoice(state: AvenueState, seat: Seat, choice: Choice): Result<AvenueState> {
  const changed = state.pending[seat] !== null;
  const changes = state.changes[seat] ?? 0;
  if (changed && changes >= MAX_CHANGES)
    return err('E_TOO_MANY_CHANGES', `You have changed your choice ${MAX_CHANGES} times this phase; your last choice stands.`);
  const pending = state.pending.slice();
  pending[seat] = choice;
  let changesNow = state.changes;
  if (changed) {
    changesNow = state.changes.slice();
    changesNow[seat] = changes + 1;
  }
  return ok(withState(state, { pending, changes: changesNow }));
}

/**
 * `state` with some fields changed: a copy written out field by field in the state's own order, then the changes
 * over it (core/records.ts). Every state keeps one object shape, so the rules' reads of it stay fast (a spread of
 * the whole state cost more than the rest of a step).
 */
export function withState(state: AvenueState, changes: Partial<AvenueState>): AvenueState {
  const copy: AvenueState = {
    seats: state.seats,
    startHand: state.startHand,
    rounds: state.rounds,
    round: state.round,
    phase: state.phase,
    productions: state.productions,
    deck: state.deck,
    hands: state.hands,
    cities: state.cities,
    pending: state.pending,
    changes: state.changes,
    result: state.result,
    passedCards: state.passedCards,
  };
  return overwrite(copy, changes);
}

/** The same state with no choice in for anyone (a phase begins). */
export function clearChoices(state: AvenueState): AvenueState {
  return withState(state, { pending: state.pending.map(() => null), changes: state.changes.map(() => 0) });
}

/** A state and the log entries of the step that reached it (setup, an action, Production, a resolution…). */
export type AvenueTransition = Transition<AvenueState>;

/** Avenue Empires has no options. */
export type AvenueOptions = Record<string, never>;

export const leftOf = (seat: Seat, seats: number): Seat => (seat + 1) % seats;
export const rightOf = (seat: Seat, seats: number): Seat => (seat - 1 + seats) % seats;
