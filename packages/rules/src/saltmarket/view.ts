/**
 * What a viewer may know (spec §8). Hidden information is removed here and only here: the deck is a count and the
 * RNG is left out; in setup others' dealt characters, choices and starting goods show only as `ready`, and the
 * unchosen characters stay the dealt seat's alone forever. Everything else is public. The card tables (BUILDINGS,
 * CHARACTERS) are static and exported from the module, so views stay small.
 */
import type { Outcome, Seat, Viewer } from '../core/engine.ts';
import type { BuildingId } from './building-ids.ts';
import type { BuildingSymbol, TownBuildingId } from './buildings.ts';
import { SYMBOLS } from './buildings.ts';
import type { CharacterId } from './characters.ts';
import type { Effect } from './effects.ts';
import type { Good, Goods } from './goods.ts';
import { awaiting } from './legal.ts';
import { outcome, scoreOf } from './scoring.ts';
import { MAX_CHANGES, type EndTrigger, type Phase, type SaltState, type SetupChoice, type Step, roundOf } from './state.ts';
import { symbolCount } from './symbols.ts';

export interface PlayerView {
  seat: Seat;
  /** Whether this seat has sent its setup (never what it chose, before the reveal). */
  ready: boolean;
  awaited: boolean;
  /** Null until the reveal. */
  character: CharacterId | null;
  goods: Goods;
  buildings: BuildingId[];
  purchases: number;
  pawn: BuildingId | null;
  /** The symbols the rules count (printed, plus a "counts as" ability). */
  symbols: Record<BuildingSymbol, number>;
  /** VP of the buildings plus the ability bonus as things stand. */
  score: number;
}

export interface SaltView {
  viewer: Seat | null;
  phase: Phase;
  /** Play order. */
  order: Seat[];
  active: Seat;
  turn: number;
  round: number;
  step: Step;
  pending: Effect[];
  /** Top to bottom (slot values 5, 4, 3, 2). */
  market: Good[];
  deckCount: number;
  display: TownBuildingId[];
  endTrigger: EndTrigger | null;
  players: PlayerView[];
  /** The viewer's own dealt characters (null for a spectator). */
  dealt: CharacterId[] | null;
  /** The viewer's own setup choice while setup lasts. */
  myChoice: SetupChoice | null;
  /** How many more times the viewer may change its setup choice. */
  changesLeft: number | null;
  outcome: Outcome | null;
}

export function viewFor(state: SaltState, viewer: Viewer): SaltView {
  const own = viewer !== null && Number.isInteger(viewer) && viewer >= 0 && viewer < state.seats ? viewer : null;
  const awaited = awaiting(state);
  const me = own === null ? null : state.players[own];
  return {
    viewer: own,
    phase: state.phase,
    order: [...state.order],
    active: state.active,
    turn: state.turn,
    round: roundOf(state),
    step: state.step,
    pending: state.pending.map((e) => structuredClone(e)),
    market: [...state.market],
    deckCount: state.deck.length,
    display: [...state.display],
    endTrigger: state.endTrigger ? { by: state.endTrigger.by, remaining: [...state.endTrigger.remaining] } : null,
    players: state.players.map((p, seat) => ({
      seat,
      ready: p.ready,
      awaited: awaited.includes(seat),
      character: p.character,
      goods: { ...p.goods },
      buildings: [...p.buildings],
      purchases: p.purchases,
      pawn: p.pawn,
      symbols: Object.fromEntries(SYMBOLS.map((s) => [s, symbolCount(p, s)])) as Record<BuildingSymbol, number>,
      score: scoreOf(p),
    })),
    dealt: me ? [...me.dealt] : null,
    myChoice: me?.choice ? { character: me.choice.character, goods: { ...me.choice.goods } } : null,
    changesLeft: me && state.phase === 'setup' ? (me.ready ? MAX_CHANGES - me.changes : MAX_CHANGES) : null,
    outcome: outcome(state),
  };
}
