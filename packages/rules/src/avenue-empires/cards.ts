/**
 * The 18 Building Card types (spec §1 and §6), one row each: count, network types, the exact rule text for people,
 * and the text-VP function that implements that text. Rows are in canonical order (River, Road, Wall, then the
 * specials alphabetically), which also fixes the canonical order of card ids (ids.ts).
 */

export type NetworkType = 'River' | 'Road' | 'Wall';
export const NETWORK_TYPES: readonly NetworkType[] = ['River', 'Road', 'Wall'];

export type CardType =
  | 'river'
  | 'road'
  | 'wall'
  | 'aqueduct'
  | 'barracks'
  | 'bastion'
  | 'bridge'
  | 'dock'
  | 'gatehouse'
  | 'harbor'
  | 'house'
  | 'islet'
  | 'oubliette'
  | 'patio'
  | 'plaza'
  | 'tunnel'
  | 'vista'
  | 'warehouse';

/** One building adjacent to the card being scored. The Castle is a neighbour with no types. */
export interface Neighbour {
  types: readonly NetworkType[];
}

/** Everything a card's text needs to know about where it stands in its city (built by scoring.ts). */
export interface Site {
  /** 1-based position in its avenue. */
  position: number;
  avenueLength: number;
  /** All adjacent buildings, the Castle included when position is 1. */
  neighbours: readonly Neighbour[];
  /** The types of every building in the same avenue, this one included (the Castle excluded). */
  avenueTypes: readonly (readonly NetworkType[])[];
  /** Size of the X-group containing this building (0 when it is not X-type). */
  ownGroupSize(type: NetworkType): number;
  /** Size of the largest X-group containing at least one neighbour (0 when no neighbour is X-type). */
  largestNeighbourGroup(type: NetworkType): number;
}

export interface CardRow {
  type: CardType;
  name: string;
  count: number;
  types: readonly NetworkType[];
  /** The card's rule as printed for people (network VP, rule 5.1, applies to every card on top of this). */
  text: string;
  /** Text VP added to the network VP at game end; null for cards without text. */
  textVp: ((site: Site) => number) | null;
}

const has = (n: Neighbour, type: NetworkType): boolean => n.types.includes(type);
const countWith = (ns: readonly Neighbour[], type: NetworkType): number => ns.filter((n) => has(n, type)).length;

const NETWORK_ONLY = 'No text: scores network VP only (+1 per network type shared with a neighbour).';

export const CARDS: readonly CardRow[] = [
  { type: 'river', name: 'River', count: 10, types: ['River'], text: NETWORK_ONLY, textVp: null },
  { type: 'road', name: 'Road', count: 10, types: ['Road'], text: NETWORK_ONLY, textVp: null },
  { type: 'wall', name: 'Wall', count: 10, types: ['Wall'], text: NETWORK_ONLY, textVp: null },
  {
    type: 'aqueduct',
    name: 'Aqueduct',
    count: 2,
    types: ['River', 'Wall'],
    text: 'Dual piece: connects and scores in both the River and the Wall network.',
    textVp: null,
  },
  {
    type: 'barracks',
    name: 'Barracks',
    count: 2,
    types: [],
    text: '+1 VP for each Wall-type neighbour, and +1 more if it is adjacent to the Castle (position 1).',
    textVp: (s) => countWith(s.neighbours, 'Wall') + (s.position === 1 ? 1 : 0),
  },
  {
    type: 'bastion',
    name: 'Bastion',
    count: 2,
    types: ['Wall'],
    text: '+1 VP per 2 buildings (rounded down) in the Wall-group containing this Bastion, up to 4.',
    textVp: (s) => Math.min(4, Math.floor(s.ownGroupSize('Wall') / 2)),
  },
  {
    type: 'bridge',
    name: 'Bridge',
    count: 2,
    types: ['River', 'Road'],
    text: 'Dual piece: connects and scores in both the River and the Road network.',
    textVp: null,
  },
  {
    type: 'dock',
    name: 'Dock',
    count: 2,
    types: ['Road'],
    text: '+2 VP if at least one neighbour is River-type.',
    textVp: (s) => (s.neighbours.some((n) => has(n, 'River')) ? 2 : 0),
  },
  {
    type: 'gatehouse',
    name: 'Gatehouse',
    count: 2,
    types: ['Wall'],
    text: '+1 VP for each Road-type neighbour.',
    textVp: (s) => countWith(s.neighbours, 'Road'),
  },
  {
    type: 'harbor',
    name: 'Harbor',
    count: 2,
    types: [],
    text:
      '+VP equal to the size of the largest River-group containing a neighbour of this Harbor, up to 5 ' +
      '(0 without a River-type neighbour).',
    textVp: (s) => Math.min(5, s.largestNeighbourGroup('River')),
  },
  {
    type: 'house',
    name: 'House',
    count: 2,
    types: [],
    text: '+1 VP for each network type (River, Road, Wall) found on at least one neighbour (0 to 3).',
    textVp: (s) => NETWORK_TYPES.filter((t) => s.neighbours.some((n) => has(n, t))).length,
  },
  {
    type: 'islet',
    name: 'Islet',
    count: 2,
    types: [],
    text: '+4 VP if it has at least 2 neighbours and every neighbour is River-type (the Castle is not).',
    textVp: (s) => (s.neighbours.length >= 2 && s.neighbours.every((n) => has(n, 'River')) ? 4 : 0),
  },
  {
    type: 'oubliette',
    name: 'Oubliette',
    count: 2,
    types: [],
    text: '+3 VP if it is adjacent to the Castle (position 1).',
    textVp: (s) => (s.position === 1 ? 3 : 0),
  },
  {
    type: 'patio',
    name: 'Patio',
    count: 2,
    types: [],
    text: '+3 VP if it has at least 2 neighbours and no neighbour has a network type (the Castle counts, untyped).',
    textVp: (s) => (s.neighbours.length >= 2 && s.neighbours.every((n) => n.types.length === 0) ? 3 : 0),
  },
  {
    type: 'plaza',
    name: 'Plaza',
    count: 2,
    types: [],
    text: '+1 VP for each neighbour, the Castle included (0 to 4).',
    textVp: (s) => s.neighbours.length,
  },
  {
    type: 'tunnel',
    name: 'Tunnel',
    count: 2,
    types: ['Road', 'Wall'],
    text: 'Dual piece: connects and scores in both the Road and the Wall network.',
    textVp: null,
  },
  {
    type: 'vista',
    name: 'Vista',
    count: 2,
    types: [],
    text: 'If it is the last building in its avenue: +VP equal to its position, up to 5. Otherwise 0.',
    textVp: (s) => (s.position === s.avenueLength ? Math.min(5, s.position) : 0),
  },
  {
    type: 'warehouse',
    name: 'Warehouse',
    count: 2,
    types: [],
    text: '+1 VP for each Road-type building in the same avenue, up to 4.',
    textVp: (s) => Math.min(4, s.avenueTypes.filter((ts) => ts.includes('Road')).length),
  },
];
