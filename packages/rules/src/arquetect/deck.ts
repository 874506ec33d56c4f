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

export function cardId(type: CardType, copy: number): CardId {
  return `${type}-${copy}`;
}

/** The type of a card id (the id without its copy number). */
export function typeOf(id: CardId): CardType {
  return id.slice(0, id.lastIndexOf('-')) as CardType;
}

export function cardName(id: CardId): string {
  return CARDS[typeOf(id)].name;
}

export function emptyCounts(): DeckCounts {
  return Object.fromEntries(CARD_TYPES.map((t) => [t, 0])) as DeckCounts;
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
  return CARD_TYPES.flatMap((type) => Array.from({ length: counts[type] }, (_, k) => cardId(type, k + 1)));
}

export function deckSize(counts: DeckCounts): number {
  return CARD_TYPES.reduce((sum, type) => sum + counts[type], 0);
}
