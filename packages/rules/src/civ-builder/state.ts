/**
 * The game state (spec §4, "State shape"). Plain JSON; `players` is indexed by seat. Cards are ids (cards.ts).
 * Lists are ordered as the spec says: decks top first, rows index 0 nearest their deck, hands and piles in the order
 * cards arrived.
 */
import type { Outcome, Seat } from '../core/engine.ts';
import type { RngState } from '../core/rng.ts';
import type { CardId } from './cards.ts';

export type Row = 'civilian' | 'building' | 'hero' | 'landmark';
export const ROWS: readonly Row[] = ['civilian', 'building', 'hero', 'landmark'];

/** Every row holds this many cards while its deck lasts (spec §3.6), whatever the player count. */
export const ROW_SIZES: Record<Row, number> = { civilian: 5, building: 5, hero: 3, landmark: 3 };

/** Rows that age at the end of each turn (building first, then civilian) and may be trashed from. */
export const AGING_ROWS: readonly Row[] = ['building', 'civilian'];

export const MIN_SEATS = 2;
export const MAX_SEATS = 4;

/** The hero and landmark decks after the trim (spec §3.4), by seat count; the landmark deck counts the dealt ones. */
export const DECK_TRIMS: Readonly<Record<number, { heroes: number; landmarks: number }>> = {
  2: { heroes: 12, landmarks: 11 },
  3: { heroes: 14, landmarks: 13 },
  4: { heroes: 16, landmarks: 15 },
};

/** The game ends when round 30 completes at the latest (spec §7). */
export const ROUND_CAP = 30;

/** Pools of an active player (spec §2.1); all reset at the end of their turn. `ret` is Return. */
export interface Pools {
  money: number;
  warfare: number;
  trash: number;
  ret: number;
  raid: number;
}

export interface StealSource {
  id: CardId;
  value: number;
  used: boolean;
}

export interface Construct {
  id: CardId;
  built: boolean;
  /** Persons tucked onto an unbuilt construct, in assignment order. */
  assigned: CardId[];
  /** Master Builder's progress. */
  bonus: number;
  /** Persons stored on a built building, in stored order. */
  stored: CardId[];
}

export interface Player {
  hand: CardId[];
  /** Top first. */
  deck: CardId[];
  discard: CardId[];
  trash: CardId[];
  /** The play zone: persons played this turn, in play order. */
  play: CardId[];
  /** In order of entering play; the Market* first, then the starting landmark. */
  constructs: Construct[];
  pools: Pools;
  stealSources: StealSource[];
  trophies: number;
  /** What every seat knows of this player's hidden cards; absent while nothing is (see `KnownCards`). */
  known?: KnownCards;
}

/**
 * Every card enters a hand or a deck from a public place (the basic cards, a shuffled discard pile, `return`,
 * `takeStored`) and leaves it face up, so which cards make up a player's hand and deck together is public (spec §6);
 * only how they split between hand and deck, and the deck's order, is not. Some of that is public too, and every seat
 * remembers it: `top` = how many cards on top of the deck everyone saw put there (`return`), in that order; `hand` =
 * hand cards everyone knows are there (taken from storage, drawn from that known top, or already in hand when the
 * deck ran out and the discard pile was shuffled in). `hand` may still name cards that have left the hand since; only
 * those in it count. It follows from the actions alone (replays are unchanged); the view shows it as types
 * (view.ts `known`), and `determinize` keeps those cards where they are known to be.
 */
export interface KnownCards {
  top: number;
  hand: CardId[];
}

/** A seat's place in the current turn (spec §4): start = must take stored cards first. */
export type TurnPhase = 'start' | 'play' | 'done';

export interface CivOptions {
  /** The 2v2 team game: 4 seats, Team A = seats 0 and 2, Team B = seats 1 and 3. */
  teams: boolean;
}

export interface CivState {
  seats: number;
  teams: boolean;
  /** 1-based. */
  round: number;
  /** Turns completed (a team turn counts once). */
  turn: number;
  firstSeat: Seat;
  /** The seat whose turn it is, or both seats of the active team, ascending. Empty once over. */
  active: Seat[];
  /** By seat; null for seats that are not active. */
  phase: (TurnPhase | null)[];
  endTriggered: boolean;
  over: boolean;
  decks: Record<Row, CardId[]>;
  rows: Record<Row, CardId[]>;
  rowTrash: CardId[];
  removed: CardId[];
  players: Player[];
  /** Null until the game is over. */
  result: Outcome | null;
  rng: RngState;
}

/** Team A = 0, Team B = 1 (seat parity); null in a free-for-all. */
export function teamOf(state: Pick<CivState, 'teams'>, seat: Seat): 0 | 1 | null {
  return state.teams ? ((seat % 2) as 0 | 1) : null;
}

/** Whether `other` is an opponent of `seat`: any other player not on its team. */
export function isOpponent(state: Pick<CivState, 'teams' | 'seats'>, seat: Seat, other: unknown): other is Seat {
  if (!Number.isInteger(other) || (other as number) < 0 || (other as number) >= state.seats || other === seat) return false;
  return !state.teams || (other as number) % 2 !== seat % 2;
}

/** Built landmarks needed to trigger the end: 4 with 2 players, 3 otherwise (spec §7). */
export function landmarkGoal(seats: number): number {
  return seats === 2 ? 4 : 3;
}
