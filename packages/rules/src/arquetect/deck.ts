import type { CardType } from './cards.ts';
import { CARD_TYPES, CARDS } from './cards.ts';

/** A card id, `<type>-<k>` with copy number k ≥ 1 (for example `fire-station-2`). */
export type CardId = string;

/** How many copies of each card type a deck holds. */
export type DeckCounts = Record<CardType, number>;

/** The starter blocks of spec §2: B1…BN for N players, plus X1…XN with the expansion. */
export const BASE_BLOCKS: readonly (readonly CardType[])[] = [
  ['cottage', 'apartment', 'factory', 'shop', 'market', 'school', 'park', 'lake'],
  ['cottage', 'apartment', 'workshop', 'shop', 'bank', 'town-hall', 'forest', 'fire'],
  ['villa', 'apartment', 'mine', 'shop', 'market', 'fire-station', 'park', 'forest'],
  ['cottage', 'apartment', 'factory', 'shop', 'bank', 'school', 'lake', 'fire'],
  ['villa', 'cottage', 'workshop', 'market', 'shop', 'town-hall', 'park', 'forest'],
  ['apartment', 'villa', 'mine', 'workshop', 'bank', 'fire-station', 'lake', 'fire'],
];

export const EXPANSION_BLOCKS: readonly (readonly CardType[])[] = [
  ['heist', 'renovation', 'skyscraper'],
  ['demolition', 'exchange', 'museum'],
  ['festival', 'salvage', 'garden'],
  ['heist', 'renovation', 'power-plant'],
  ['demolition', 'exchange', 'mall'],
  ['festival', 'salvage', 'skyscraper'],
];

/** Ids already spelled, by type then copy: a deal spells the same few dozen ids every game. */
const IDS = new Map<CardType, CardId[]>();
/** Types of ids already read (ids are few, and every log line and score reads them). */
const TYPES = new Map<CardId, CardType>();

export function cardId(type: CardType, copy: number): CardId {
  let ids = IDS.get(type);
  if (!ids) IDS.set(type, (ids = []));
  let id = ids[copy];
  if (id === undefined) {
    id = `${type}-${copy}`;
    if (copy >= 0 && copy <= 64 && Number.isInteger(copy)) ids[copy] = id;
  }
  return id;
}

/** The type of a card id (the id without its copy number). */
export function typeOf(id: CardId): CardType {
  let type = TYPES.get(id);
  if (type === undefined) {
    type = id.slice(0, id.lastIndexOf('-')) as CardType;
    if (TYPES.size < 4096) TYPES.set(id, type);
  }
  return type;
}

export function cardName(id: CardId): string {
  return CARDS[typeOf(id)].name;
}

export function emptyCounts(): DeckCounts {
  const counts = {} as DeckCounts;
  for (const t of CARD_TYPES) counts[t] = 0;
  return counts;
}

/** The counts of the starter deck for `seats` players (each block takes the lowest unused copy of each card). */
export function starterCounts(seats: number, expansion: boolean): DeckCounts {
  const counts = emptyCounts();
  const blocks = [...BASE_BLOCKS.slice(0, seats), ...(expansion ? EXPANSION_BLOCKS.slice(0, seats) : [])];
  for (const block of blocks) for (const type of block) counts[type] += 1;
  return counts;
}

/** The deck in canonical order: card types in table order, copies 1…count of each. */
export function deckFromCounts(counts: DeckCounts): CardId[] {
  const deck: CardId[] = [];
  for (const type of CARD_TYPES) for (let k = 1; k <= counts[type]; k++) deck.push(cardId(type, k));
  return deck;
}

export function deckSize(counts: DeckCounts): number {
  return CARD_TYPES.reduce((sum, type) => sum + counts[type], 0);
}

/** A card in a city: face down (only its holder knows it) or turned outward. */
export interface Slot {
  id: CardId;
  out: boolean;
}
