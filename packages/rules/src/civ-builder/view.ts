/**
 * What a viewer may know (spec §6). Hidden information is removed here and only here: hands are counts except the
 * viewer's own (until the game is over), every deck and `removed` are counts, the RNG is left out. Everything else
 * (discard and trash piles, row trash, play zones, constructs with progress, assigned and stored cards, trophies,
 * pools and steal sources) is public. Cards are ids; their types come from the static table (`cardOf`), so views stay
 * small. No hidden list is ever sent, so no id of a hidden card can leak.
 */
import type { Outcome, Seat } from '../core/game.ts';
import type { CardId } from './cards.ts';
import type { LandmarkScore } from './scoring.ts';
import type { Pools, Row, StealSource, TurnPhase } from './state.ts';

export interface ConstructView {
  id: CardId;
  built: boolean;
  assigned: CardId[];
  bonus: number;
  /** Σ build values of the assigned persons + bonus (0 once built). */
  progress: number;
  stored: CardId[];
  /** Printed strength + 1 per other built Walls of the owner: the warfare an attack needs (built constructs). */
  strength: number;
}

export interface PlayerView {
  seat: Seat;
  /** 0 = Team A (seats 0, 2), 1 = Team B (seats 1, 3); null in a free-for-all. */
  team: 0 | 1 | null;
  /** Null unless this seat is active. */
  phase: TurnPhase | null;
  /** The viewer's own hand (in hand order), or every hand once the game is over; otherwise null. */
  hand: CardId[] | null;
  handCount: number;
  deckCount: number;
  discard: CardId[];
  trash: CardId[];
  play: CardId[];
  constructs: ConstructView[];
  pools: Pools;
  stealSources: StealSource[];
  trophies: number;
  builtLandmarks: number;
  /** VP of the built landmarks as things stand, with each landmark's share. */
  vp: number;
  landmarks: LandmarkScore[];
}

export interface CivView {
  viewer: Seat | null;
  seats: number;
  teams: boolean;
  round: number;
  turn: number;
  firstSeat: Seat;
  active: Seat[];
  over: boolean;
  endTriggered: boolean;
  /** Built landmarks that trigger the end (4 with 2 players, else 3), and the last round. */
  landmarkGoal: number;
  roundCap: number;
  rows: Record<Row, CardId[]>;
  deckCounts: Record<Row, number>;
  rowTrash: CardId[];
  removedCount: number;
  players: PlayerView[];
  /** Team VP (Team A, Team B) in a team game; null otherwise. */
  teamVp: [number, number] | null;
  outcome: Outcome | null;
}
