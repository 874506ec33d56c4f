/**
 * The 12 characters (spec §6.2) as one typed table: the starting building each prints, its gain, and the ability
 * as players read it. What each ability does lives where the rule it changes is (symbols.ts, market.ts, toll.ts,
 * resolve.ts, buy.ts, scoring.ts), keyed by the character's id.
 */
import type { Effect } from './effects.ts';

export type CharacterId =
  | 'drover'
  | 'fishwife'
  | 'forester'
  | 'mason'
  | 'alderman'
  | 'tallyman'
  | 'stevedore'
  | 'landlord'
  | 'speculator'
  | 'navigator'
  | 'collector'
  | 'quartermaster';

/** A starting building's id: `S-<characterId>`. */
export type StartingBuildingId = `S-${CharacterId}`;

export interface Character {
  id: CharacterId;
  name: string;
  startingBuilding: { id: StartingBuildingId; name: string; gain: Effect; text: string };
  ability: string;
  /** Left out of the solo pool (their abilities need other players). */
  notInSolo: boolean;
}

const row = (
  id: CharacterId,
  name: string,
  building: string,
  gain: Effect,
  gainText: string,
  ability: string,
  notInSolo = false,
): Character => ({
  id,
  name,
  startingBuilding: { id: `S-${id}`, name: building, gain, text: `${gainText} Then you may buy a building.` },
  ability,
  notInSolo,
});

/** In the spec's order, which is the order the pool is shuffled from (spec §3.2). */
export const CHARACTERS: readonly Character[] = [
  row('drover', 'Drover', 'Cattle Pen', { kind: 'GAIN', goods: { livestock: 1 } }, 'Gain 1 livestock.', 'Livestock you ship pays $1 more.'),
  row('fishwife', 'Fishwife', 'Smokehouse', { kind: 'GAIN', goods: { fish: 1 } }, 'Gain 1 fish.', 'Once per building action that gains fish: gain 1 more fish.'),
  row('forester', 'Forester', 'Sawpit', { kind: 'GAIN', goods: { wood: 1 } }, 'Gain 1 wood.', 'End of game: +1 VP per wood you hold (at most 4).'),
  row('mason', 'Mason', 'Stoneyard', { kind: 'GAIN', goods: { stone: 1 } }, 'Gain 1 stone.', 'When another player ships stone, gain 1 stone.', true),
  row('alderman', 'Alderman', 'Guild Office', { kind: 'GAIN', goods: { stone: 1 } }, 'Gain 1 stone.', 'Counts as owning a top hat: you never pay tolls.'),
  row('tallyman', 'Tallyman', 'Ledger Hall', { kind: 'GAIN', goods: { wood: 1 } }, 'Gain 1 wood.', 'Counts as 1 coin.'),
  row('stevedore', 'Stevedore', 'Loading Dock', { kind: 'GAIN', goods: { fish: 1 } }, 'Gain 1 fish.', 'Counts as 1 warehouse.'),
  row('landlord', 'Landlord', 'Rent Office', { kind: 'GAIN_CHOICE', n: 1 }, 'Gain 1 good of your choice.', 'Tolls paid to you: gain 1 more of that good.', true),
  row('speculator', 'Speculator', 'Bourse Booth', { kind: 'GAIN', goods: { livestock: 1 } }, 'Gain 1 livestock.', 'You may ship a good with 1 unit less than the market requires (at least 1); its price is unchanged.'),
  row('navigator', 'Navigator', 'Chart Room', { kind: 'GAIN', goods: { fish: 1 } }, 'Gain 1 fish.', 'Counts as 1 anchor. End of game: +1 VP per anchor symbol on your buildings.'),
  row('collector', 'Collector', 'Curio Shop', { kind: 'GAIN_CHOICE', n: 1 }, 'Gain 1 good of your choice.', 'End of game: +1 VP per kind of symbol on your buildings (at most 4).'),
  row('quartermaster', 'Quartermaster', 'Supply Depot', { kind: 'GAIN', goods: { wood: 1 } }, 'Gain 1 wood.', 'Start with 6 goods instead of 3.'),
];

export const CHARACTER_IDS: readonly CharacterId[] = CHARACTERS.map((c) => c.id);

const byId = new Map<string, Character>(CHARACTERS.map((c) => [c.id, c]));
const byBuilding = new Map<string, Character>(CHARACTERS.map((c) => [c.startingBuilding.id, c]));

export const isCharacterId = (id: unknown): id is CharacterId => typeof id === 'string' && byId.has(id);

export function character(id: CharacterId): Character {
  const c = byId.get(id);
  if (!c) throw new Error(`no character ${id}`);
  return c;
}

export const isStartingBuildingId = (id: string): id is StartingBuildingId => byBuilding.has(id);

export function characterOfBuilding(id: StartingBuildingId): Character {
  const c = byBuilding.get(id);
  if (!c) throw new Error(`no starting building ${id}`);
  return c;
}

/** Starting goods total: 3, or 6 for the Quartermaster (spec §3.5). */
export const startingGoodsTotal = (id: CharacterId): number => (id === 'quartermaster' ? 6 : 3);
