/**
 * The game state (spec §3) and the actions (spec §4). Plain JSON: arrays indexed by seat, no Maps, no classes.
 */
import type { LogEntry, Seat } from '../core/game.ts';
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
  /** Per seat, filled at `gameOver`. */
  result: SeatResultRow[] | null;
  log: LogEntry[];
}

/** Canonical actions (spec §4). `player` always equals the acting seat. */
export interface ChooseTrade {
  type: 'chooseTrade';
  player: Seat;
  left: CardId;
  right: CardId;
}

export interface ChooseBuild {
  type: 'chooseBuild';
  player: Seat;
  card: CardId;
  avenue: AvenueName;
}

export type AvenueAction = ChooseTrade | ChooseBuild;

/** Avenue Empires has no options. */
export type AvenueOptions = Record<string, never>;

export const leftOf = (seat: Seat, seats: number): Seat => (seat + 1) % seats;
export const rightOf = (seat: Seat, seats: number): Seat => (seat - 1 + seats) % seats;
