/**
 * The 28 town buildings (spec §6.3) as one typed table: cost, VP, printed symbols, the action as effects, and the
 * rule text players read (the web's card texts and rules page read this same table).
 */
import type { Effect } from './effects.ts';
import type { GoodsMap } from './goods.ts';

/** Coin (−$1 per purchase), anchor, top hat (no tolls), warehouse (keep a shipped unit). */
export type BuildingSymbol = 'coin' | 'anchor' | 'hat' | 'warehouse';

export const SYMBOLS: readonly BuildingSymbol[] = ['coin', 'anchor', 'hat', 'warehouse'];

export type TownBuildingId =
  | 'B01' | 'B02' | 'B03' | 'B04' | 'B05' | 'B06' | 'B07' | 'B08' | 'B09' | 'B10' | 'B11' | 'B12' | 'B13' | 'B14'
  | 'B15' | 'B16' | 'B17' | 'B18' | 'B19' | 'B20' | 'B21' | 'B22' | 'B23' | 'B24' | 'B25' | 'B26' | 'B27' | 'B28';

export interface TownBuilding {
  id: TownBuildingId;
  name: string;
  cost: number;
  vp: number;
  symbols: BuildingSymbol[];
  action: Effect[];
  /** The action as players read it. */
  text: string;
}

const gain = (goods: GoodsMap): Effect => ({ kind: 'GAIN', goods });

export const TOWN_BUILDINGS: readonly TownBuilding[] = [
  { id: 'B01', name: 'Crab Shack', cost: 3, vp: 1, symbols: ['anchor'], action: [gain({ fish: 2 })], text: 'Gain 2 fish.' },
  { id: 'B02', name: 'Goat Pasture', cost: 3, vp: 1, symbols: ['coin'], action: [gain({ livestock: 2 })], text: 'Gain 2 livestock.' },
  { id: 'B03', name: "Woodcutter's Hut", cost: 3, vp: 1, symbols: ['warehouse'], action: [gain({ wood: 2 })], text: 'Gain 2 wood.' },
  { id: 'B04', name: 'Rubble Pit', cost: 3, vp: 1, symbols: ['hat'], action: [gain({ stone: 2 })], text: 'Gain 2 stone.' },
  {
    id: 'B05', name: 'Bait & Tackle', cost: 4, vp: 2, symbols: ['anchor'],
    action: [{ kind: 'GAIN_PER', good: 'fish', base: 1, per: 'anchor' }],
    text: 'Gain 1 fish, +1 fish per anchor you have.',
  },
  {
    id: 'B06', name: "Drovers' Inn", cost: 4, vp: 2, symbols: ['hat'],
    action: [gain({ livestock: 1 }), { kind: 'GAIN_CHOICE', n: 1 }],
    text: 'Gain 1 livestock, then 1 good of your choice.',
  },
  {
    id: 'B07', name: 'Lumber Mill', cost: 5, vp: 3, symbols: ['warehouse'],
    action: [{ kind: 'GAIN_PER', good: 'wood', base: 1, per: 'warehouse' }],
    text: 'Gain 1 wood, +1 wood per warehouse you have.',
  },
  { id: 'B08', name: "Stonewright's Lodge", cost: 5, vp: 3, symbols: [], action: [gain({ wood: 1, stone: 2 })], text: 'Gain 2 stone and 1 wood.' },
  { id: 'B09', name: 'Fish Stalls', cost: 5, vp: 3, symbols: ['anchor'], action: [gain({ fish: 2, livestock: 1 })], text: 'Gain 2 fish and 1 livestock.' },
  {
    id: 'B10', name: 'Cattle Barge', cost: 5, vp: 3, symbols: ['anchor'],
    action: [{ kind: 'GAIN_PER', good: 'livestock', base: 1, per: 'anchor' }],
    text: 'Gain 1 livestock, +1 livestock per anchor you have.',
  },
  {
    id: 'B11', name: 'Chowder House', cost: 6, vp: 5, symbols: [],
    action: [{ kind: 'PAY', goods: { fish: 1 } }, gain({ livestock: 1, wood: 1, stone: 1 })],
    text: 'Pay 1 fish: gain 1 livestock, 1 wood and 1 stone.',
  },
  {
    id: 'B12', name: 'Tannery', cost: 6, vp: 4, symbols: ['warehouse'],
    action: [{ kind: 'PAY', goods: { livestock: 2 } }, gain({ wood: 2, stone: 2 })],
    text: 'Pay 2 livestock: gain 2 wood and 2 stone.',
  },
  {
    id: 'B13', name: "Shipwright's Slip", cost: 6, vp: 4, symbols: ['anchor'],
    action: [{ kind: 'PAY', goods: { wood: 1 } }, gain({ fish: 3 })],
    text: 'Pay 1 wood: gain 3 fish.',
  },
  { id: 'B14', name: 'Quarry', cost: 6, vp: 4, symbols: ['coin'], action: [gain({ stone: 3 })], text: 'Gain 3 stone.' },
  { id: 'B15', name: 'Farmstead', cost: 7, vp: 5, symbols: ['warehouse'], action: [gain({ livestock: 2, wood: 1 })], text: 'Gain 2 livestock and 1 wood.' },
  {
    id: 'B16', name: 'Trading Post', cost: 4, vp: 2, symbols: ['coin'], action: [{ kind: 'TRADE' }],
    text: 'Pay 2 of one good to gain 3 of a different good.',
  },
  {
    id: 'B17', name: 'Price Crier', cost: 5, vp: 3, symbols: ['hat'], action: [{ kind: 'MARKET_TOP' }],
    text: 'Move a good to the top of the market (the goods above it drop one slot), then gain 1 of it.',
  },
  {
    id: 'B18', name: 'Gossip Tavern', cost: 4, vp: 2, symbols: ['anchor'], action: [{ kind: 'MARKET_SWAP' }],
    text: 'Swap two goods on the market, then gain 1 of each.',
  },
  {
    id: 'B19', name: 'Auction House', cost: 6, vp: 3, symbols: ['coin'], action: [{ kind: 'BUY', discount: 'two', extraKeep: 0 }],
    text: 'Buy a building with a $2 discount.',
  },
  {
    id: 'B20', name: 'Customs House', cost: 5, vp: 2, symbols: ['warehouse'], action: [{ kind: 'BUY', discount: 'none', extraKeep: 1 }],
    text: 'Buy a building, keeping 1 more shipped good.',
  },
  {
    id: 'B21', name: 'Dry Dock', cost: 7, vp: 4, symbols: ['anchor'], action: [{ kind: 'BUY', discount: 'perAnchor', extraKeep: 0 }],
    text: 'Buy a building with a $1 discount per anchor you have.',
  },
  {
    id: 'B22', name: 'Counting House', cost: 8, vp: 6, symbols: ['coin'], action: [{ kind: 'GAIN_CHOICE', n: 2 }],
    text: 'Gain 2 goods of your choice.',
  },
  {
    id: 'B23', name: 'Bonded Warehouses', cost: 7, vp: 5, symbols: ['warehouse', 'warehouse'],
    action: [{ kind: 'GAIN_CHOICE', n: 1, plusWarehouses: true }],
    text: 'Gain 1 good of your choice, +1 per warehouse you have.',
  },
  { id: 'B24', name: 'Lighthouse', cost: 9, vp: 8, symbols: ['anchor'], action: [gain({ fish: 1, stone: 1 })], text: 'Gain 1 fish and 1 stone.' },
  { id: 'B25', name: "Seamen's Chapel", cost: 10, vp: 9, symbols: ['hat'], action: [{ kind: 'GAIN_CHOICE', n: 1 }], text: 'Gain 1 good of your choice.' },
  {
    id: 'B26', name: "Governor's Manor", cost: 11, vp: 10, symbols: ['coin', 'hat'], action: [gain({ livestock: 1, wood: 1 })],
    text: 'Gain 1 livestock and 1 wood.',
  },
  { id: 'B27', name: 'Opera House', cost: 12, vp: 12, symbols: [], action: [gain({ wood: 1 })], text: 'Gain 1 wood.' },
  {
    id: 'B28', name: 'Naval Academy', cost: 8, vp: 6, symbols: ['anchor', 'anchor'],
    action: [{ kind: 'GAIN_PER', good: 'stone', base: 1, per: 'anchor' }],
    text: 'Gain 1 stone, +1 stone per anchor you have.',
  },
];

/** B01–B28 in table order: the order the deck is shuffled from (spec §3.4). */
export const TOWN_BUILDING_IDS: readonly TownBuildingId[] = TOWN_BUILDINGS.map((b) => b.id);

const byId = new Map<string, TownBuilding>(TOWN_BUILDINGS.map((b) => [b.id, b]));

export const isTownBuildingId = (id: string): id is TownBuildingId => byId.has(id);

/** The row of a town building, or undefined for any other id (a starting building's): one lookup for both. */
export const townBuildingOrNone = (id: string): TownBuilding | undefined => byId.get(id);

export function townBuilding(id: TownBuildingId): TownBuilding {
  const row = byId.get(id);
  if (!row) throw new Error(`no town building ${id}`);
  return row;
}
