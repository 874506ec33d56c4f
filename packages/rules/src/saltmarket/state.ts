/**
 * The game state (spec §4). Plain JSON, arrays indexed by seat (the platform's seat numbers). The spec's "seat
 * order" after the shuffle of §3.1 is `order`: `order[0]` goes first and play proceeds along it, wrapping.
 */
import type { Seat, Transition } from '../core/engine.ts';
import { overwrite } from '../core/records.ts';
import type { RngState } from '../core/rng.ts';
import type { BuildingId } from './building-ids.ts';
import type { TownBuildingId } from './buildings.ts';
import type { CharacterId } from './characters.ts';
import type { DecisionKind, Effect } from './effects.ts';
import type { Good, Goods, GoodsMap } from './goods.ts';

export type Phase = 'setup' | 'play' | 'over';

/** `move`, or the decision effect awaited (spec §4). */
export type Step = 'move' | DecisionKind;

/** A secret setup choice, kept until the last seat submits (spec §3.5). */
export interface SetupChoice {
  character: CharacterId;
  goods: GoodsMap;
}

export interface Player {
  /** The 2 characters dealt (secret from others, forever for the unchosen one). */
  dealt: CharacterId[];
  /** The submitted setup choice, before the reveal; null after it or before submitting. */
  choice: SetupChoice | null;
  /** How often this seat replaced its setup choice (at most MAX_CHANGES). */
  changes: number;
  ready: boolean;
  /** Null until the reveal. */
  character: CharacterId | null;
  goods: Goods;
  /** The starting building first, then purchases in order. */
  buildings: BuildingId[];
  purchases: number;
  /** The building the pawn stands on; null = off the map. */
  pawn: BuildingId | null;
}

export interface EndTrigger {
  by: Seat;
  /** The seats still to take their last turn, in play order. */
  remaining: Seat[];
}

export interface SaltState {
  seats: number;
  /** Play order (spec "seat 0" is `order[0]`). */
  order: Seat[];
  phase: Phase;
  active: Seat;
  /** Turns completed. */
  turn: number;
  step: Step;
  /** The current building's remaining effects; the awaited one (with its parameters) first. */
  pending: Effect[];
  /** Whether the Fishwife's extra fish was already gained in this building action (once per action). */
  fishBonusTaken: boolean;
  /** Top to bottom, slot values 5/4/3/2: always a permutation of the four goods. */
  market: Good[];
  /** Index 0 is the top. Never shown. */
  deck: TownBuildingId[];
  display: TownBuildingId[];
  endTrigger: EndTrigger | null;
  rng: RngState;
  players: Player[];
}

/** A seat may replace its setup choice this many times: the event log must not grow without bound. */
export const MAX_CHANGES = 10;

/** Solo ends after this many turns (spec §4.6, §7.3). */
export const SOLO_TURNS = 20;
/** With two or more players, the game stops after this many rounds at the latest (spec §4.6). */
export const MAX_ROUNDS = 40;
/** The purchase that triggers the end (spec §7.1). */
export const LAST_PURCHASE = 4;

export type SaltTransition = Transition<SaltState>;

/** Saltmarket has no options. */
export type SaltOptions = Record<string, never>;

export function playerOf(state: SaltState, seat: Seat): Player {
  const p = state.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  return p;
}

/** A fresh copy of `state`, written field by field in the state's own order (see withState), with `players` and `pending`. */
function copied(state: SaltState, players = state.players, pending = state.pending): SaltState {
  return {
    seats: state.seats,
    order: state.order,
    phase: state.phase,
    active: state.active,
    turn: state.turn,
    step: state.step,
    pending,
    fishBonusTaken: state.fishBonusTaken,
    market: state.market,
    deck: state.deck,
    display: state.display,
    endTrigger: state.endTrigger,
    rng: state.rng,
    players,
  };
}

/** A copy of the state with one player's record changed. */
export function withPlayer(state: SaltState, seat: Seat, change: (p: Player) => Player): SaltState {
  const players = state.players.slice();
  const player = players[seat];
  if (player !== undefined) players[seat] = change(player);
  return copied(state, players);
}

/** `state` with only its queue changed: each effect resolved (the commonest change, kept off withState's generic path). */
export const withPending = (state: SaltState, pending: Effect[]): SaltState => copied(state, state.players, pending);

/**
 * `state` with some fields changed. Every state keeps one object shape, so the rules' reads of it stay fast
 * (spreads of states of several shapes cost more than the rules' work): a copy, then the changes over it.
 */
export const withState = (state: SaltState, changes: Partial<SaltState>): SaltState => overwrite(copied(state), changes);

/** A fresh copy of `player`, field by field in the player's own order, with `goods`. */
function copiedPlayer(player: Player, goods = player.goods): Player {
  return {
    dealt: player.dealt,
    choice: player.choice,
    changes: player.changes,
    ready: player.ready,
    character: player.character,
    goods,
    buildings: player.buildings,
    purchases: player.purchases,
    pawn: player.pawn,
  };
}

/** `player` with only their goods changed (every gain, payment and toll). */
export const withGoods = (player: Player, goods: Goods): Player => copiedPlayer(player, goods);

/** `player` with some fields changed (see withState). */
export const withFields = (player: Player, changes: Partial<Player>): Player => overwrite(copiedPlayer(player), changes);

/**
 * The round for the log and the view: every player's turn once is a round (counted from 1). In play, the round of
 * the turn being played; once the game is over, the round of its last turn (not the round no one will play).
 */
export const roundOf = (state: SaltState): number =>
  Math.floor((state.phase === 'over' ? Math.max(0, state.turn - 1) : state.turn) / state.seats) + 1;

/** Who owns a building (starting buildings included), or null for the display and deck. */
export function ownerOf(state: SaltState, id: BuildingId): Seat | null {
  const seat = state.players.findIndex((p) => p.buildings.includes(id));
  return seat < 0 ? null : seat;
}

/** Whose pawn stands on a building, or null when it is vacant. */
export function pawnOn(state: SaltState, id: BuildingId): Seat | null {
  const seat = state.players.findIndex((p) => p.pawn === id);
  return seat < 0 ? null : seat;
}

/** On the display or owned by anyone (spec §4.2.1). */
export function inPlay(state: SaltState, id: BuildingId): boolean {
  return (state.display as string[]).includes(id) || ownerOf(state, id) !== null;
}

/** The seat after `seat` in play order. */
export function nextInOrder(state: SaltState, seat: Seat): Seat {
  const i = state.order.indexOf(seat);
  return state.order[(i + 1) % state.order.length] as Seat;
}
