/**
 * What a viewer may know (spec §6). Hidden information is removed here and only here: hands are counts except the
 * viewer's own and players' decks are counts (until the game is over, when every player zone is public), the central
 * decks and `removed` are counts, the RNG is left out. Everything else
 * (discard and trash piles, row trash, play zones, constructs with progress, assigned and stored cards, trophies,
 * pools and steal sources) is public. Cards are ids; their types come from the static table (`cardOf`), so views stay
 * small. No hidden list is ever sent, so no id of a hidden card can leak.
 */
import type { Outcome, Seat, Viewer } from '../core/engine.ts';
import type { CardId } from './cards.ts';
import { type KnownView, knownView } from './known.ts';
import { oncePer } from '../core/once-per.ts';
import { teamVp } from './outcome.ts';
import { type LandmarkScore, landmarkScores, vpOf } from './scoring.ts';
import { type CivState, type Player, type Pools, ROUND_CAP, type Row, type StealSource, type TurnPhase, landmarkGoal, teamOf } from './state.ts';
import { builtLandmarks, progressOf, strengthOf } from './zones.ts';

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
  /** Every deck once the game is over (top first), so the score can be checked; otherwise null. */
  deck: CardId[] | null;
  deckCount: number;
  /**
   * What every seat remembers of this player's hand and deck (known.ts), as card types: the deck's known top, the
   * hand cards everyone knows, and the rest by type. The same for every viewer. Optional only for views built by hand.
   */
  known?: KnownView;
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

/**
 * A player's built landmarks' VP and their sum, as every view shows them: worked out once per player object and
 * shared, frozen, by every view of it (a player is never changed once it is in a state: context.ts), so the views
 * of all seats of one state, and of the states after it that left this player as it was, ask it once.
 */
const scoreOf = oncePer((p: Player): { vp: number; landmarks: LandmarkScore[] } => {
  const landmarks = Object.freeze(landmarkScores(p).map((l) => Object.freeze(l))) as LandmarkScore[];
  return Object.freeze({ vp: vpOf(p), landmarks });
});

/** The view of `viewer` (null = spectator): spec §6. */
export function viewFor(state: CivState, viewer: Viewer): CivView {
  return {
    viewer,
    seats: state.seats,
    teams: state.teams,
    round: state.round,
    turn: state.turn,
    firstSeat: state.firstSeat,
    active: [...state.active],
    over: state.over,
    endTriggered: state.endTriggered,
    landmarkGoal: landmarkGoal(state.seats),
    roundCap: ROUND_CAP,
    rows: { civilian: [...state.rows.civilian], building: [...state.rows.building], hero: [...state.rows.hero], landmark: [...state.rows.landmark] },
    deckCounts: { civilian: state.decks.civilian.length, building: state.decks.building.length, hero: state.decks.hero.length, landmark: state.decks.landmark.length },
    rowTrash: [...state.rowTrash],
    removedCount: state.removed.length,
    players: state.players.map((p, seat) => playerView(state, p, seat, viewer)),
    teamVp: teamVp(state, (seat) => scoreOf(state.players[seat] as Player).vp),
    outcome: state.result,
  };
}

function playerView(state: CivState, p: Player, seat: Seat, viewer: Viewer): PlayerView {
  return {
    seat,
    team: teamOf(state, seat),
    phase: state.phase[seat] as TurnPhase | null, // one entry per seat
    hand: seat === viewer || state.over ? [...p.hand] : null,
    handCount: p.hand.length,
    deck: state.over ? [...p.deck] : null,
    deckCount: p.deck.length,
    known: knownView(p),
    discard: [...p.discard],
    trash: [...p.trash],
    play: [...p.play],
    constructs: p.constructs.map(
      (c): ConstructView => ({
        id: c.id,
        built: c.built,
        assigned: [...c.assigned],
        bonus: c.bonus,
        progress: c.built ? 0 : progressOf(c),
        stored: [...c.stored],
        strength: strengthOf(p, c.id),
      }),
    ),
    pools: { ...p.pools },
    stealSources: p.stealSources.map((s) => ({ ...s })),
    trophies: p.trophies,
    builtLandmarks: builtLandmarks(p),
    ...scoreOf(p),
  };
}
