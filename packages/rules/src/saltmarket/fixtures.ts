/**
 * Test support: play-phase states built from a few words, and short helpers to apply actions. Not part of the game.
 */
import { acted, refusalOf } from '../core/testing/spec.ts';
import type { Seat } from '../core/engine.ts';
import type { BuildingId } from './building-ids.ts';
import { TOWN_BUILDING_IDS, type TownBuildingId, isTownBuildingId } from './buildings.ts';
import { type CharacterId, CHARACTER_IDS, character } from './characters.ts';
import type { Effect } from './effects.ts';
import type { Good, Goods } from './goods.ts';
import { saltmarket } from './index.ts';
import type { EndTrigger, SaltState, Step } from './state.ts';

/** Goods as the spec's examples write them: (fish, livestock, wood, stone). */
export const goods = (fish: number, livestock: number, wood: number, stone: number): Goods => ({ fish, livestock, wood, stone });

export interface TableSpec {
  characters: CharacterId[];
  goods?: Goods[];
  /** Purchased buildings per seat (the starting building comes first on its own). */
  owns?: TownBuildingId[][];
  pawns?: (BuildingId | null)[];
  purchases?: number[];
  market?: Good[];
  display?: TownBuildingId[];
  /** Defaults to every other town building in table order. */
  deck?: TownBuildingId[];
  order?: Seat[];
  active?: Seat;
  turn?: number;
  step?: Step;
  pending?: Effect[];
  endTrigger?: EndTrigger | null;
}

/** A play-phase state. */
export function table(spec: TableSpec): SaltState {
  const seats = spec.characters.length;
  const owns = spec.owns ?? spec.characters.map(() => []);
  const display = spec.display ?? (TOWN_BUILDING_IDS.filter((id) => !owns.flat().includes(id)).slice(0, Math.max(5, seats + 3)) as TownBuildingId[]);
  const used = new Set<string>([...display, ...owns.flat()]);
  const deck = spec.deck ?? TOWN_BUILDING_IDS.filter((id) => !used.has(id));
  const spare = CHARACTER_IDS.filter((c) => !spec.characters.includes(c));
  return {
    seats,
    order: spec.order ?? spec.characters.map((_, s) => s),
    phase: 'play',
    active: spec.active ?? 0,
    turn: spec.turn ?? 0,
    step: spec.step ?? 'move',
    pending: spec.pending ?? [],
    fishBonusTaken: false,
    market: spec.market ?? ['fish', 'livestock', 'wood', 'stone'],
    deck,
    display,
    endTrigger: spec.endTrigger ?? null,
    rng: [1, 2, 3, 4],
    players: spec.characters.map((id, seat) => ({
      dealt: [id, spare[seat] as CharacterId],
      choice: null,
      changes: 0,
      ready: true,
      character: id,
      goods: spec.goods?.[seat] ?? goods(0, 0, 0, 0),
      buildings: [character(id).startingBuilding.id, ...(owns[seat] ?? [])],
      purchases: spec.purchases?.[seat] ?? (owns[seat] ?? []).filter(isTownBuildingId).length,
      pawn: spec.pawns?.[seat] ?? null,
    })),
  };
}

/** Applies untrusted input as the API does; throws on refusal. */
export const run = (state: SaltState, seat: Seat, input: unknown) => acted<SaltState>(saltmarket, state, seat, input);

export const play = (state: SaltState, seat: Seat, input: unknown): SaltState => run(state, seat, input).state;

/** The refusal of `input`, with the state untouched. */
export const refusal = (state: SaltState, seat: Seat, input: unknown) => refusalOf(saltmarket, state, seat, input);
