/**
 * Scoring (spec §6 and §7): network VP (rule 5.1) plus each card's text VP, longest groups, and the ranking.
 * Everything here is derived from public cities, so provisional scores may be shown at any time.
 */
import type { Outcome, Seat } from '../core/engine.ts';
import { rankByKeys } from '../core/ranking.ts';
import type { Neighbour, NetworkType, Site } from './cards.ts';
import { type AvenueName, type City, type Longest, gridOf, groupSizes, typesOf } from './city.ts';
import { type CardId, cardOf } from './ids.ts';

/** The Castle as a neighbour: a building without a type (spec §6). */
const CASTLE: Neighbour = { types: [] };

export const KEY_NAMES = ['VP', 'longest Wall', 'longest Road', 'longest River'];

/** One built card's score. */
export interface CardScore {
  id: CardId;
  avenue: AvenueName;
  position: number;
  /** Network VP: +1 per type of this card that some neighbour shares. */
  networkVp: number;
  /** The card's text VP (0 for cards without text). */
  textVp: number;
}

export interface CityScore {
  vp: number;
  longest: Longest;
  /** Per built card, avenue by avenue (L, C, R), positions ascending. */
  cards: CardScore[];
}

/** Per-seat details of the final outcome. */
export type SeatDetails = CityScore;

/** Scores of cities already scored: states share unchanged cities, so a view rescores only what was built since. */
const scored = new WeakMap<City, CityScore>();

/** The score of `city`, shared (read it, never change it): views, which copy what they show. */
export function cachedCityScore(city: City): CityScore {
  let score = scored.get(city);
  if (!score) scored.set(city, (score = computeCityScore(city)));
  return score;
}

/** The score of `city`, a copy of its own. */
export function scoreCity(city: City): CityScore {
  const score = cachedCityScore(city);
  return { vp: score.vp, longest: { ...score.longest }, cards: score.cards.map((c) => ({ ...c })) };
}

/**
 * Where one card stands, for its text VP. A class, so that its two questions are methods shared by every card
 * rather than two closures made per card (bundlers that keep function names name every such closure at runtime).
 */
class CardSite implements Site {
  constructor(
    readonly position: number,
    readonly avenueLength: number,
    readonly neighbours: readonly Neighbour[],
    readonly avenueTypes: readonly (readonly NetworkType[])[],
    private readonly groups: Record<NetworkType, number[]>,
    private readonly index: number,
    private readonly adjacent: readonly number[],
  ) {}

  ownGroupSize(type: NetworkType): number {
    return this.groups[type][this.index] ?? 0;
  }

  largestNeighbourGroup(type: NetworkType): number {
    let largest = 0;
    for (const j of this.adjacent) largest = Math.max(largest, this.groups[type][j] ?? 0);
    return largest;
  }
}

function computeCityScore(city: City): CityScore {
  const grid = gridOf(city);
  const types = grid.buildings.map((b) => typesOf(b.id));
  const groups: Record<NetworkType, number[]> = {
    River: groupSizes(grid, types, 'River'),
    Road: groupSizes(grid, types, 'Road'),
    Wall: groupSizes(grid, types, 'Wall'),
  };
  const avenueTypes: Record<AvenueName, (readonly NetworkType[])[]> = {
    L: city.L.map(typesOf),
    C: city.C.map(typesOf),
    R: city.R.map(typesOf),
  };
  const cards = grid.buildings.map((b, i): CardScore => {
    const adjacent = grid.adjacent[i] ?? [];
    const neighbours: Neighbour[] = adjacent.map((j) => ({ types: types[j] ?? [] }));
    if (b.position === 1) neighbours.unshift(CASTLE);
    const networkVp = (types[i] ?? []).filter((t) => neighbours.some((n) => n.types.includes(t))).length;
    const textVp = cardOf(b.id).textVp;
    if (!textVp) return { id: b.id, avenue: b.avenue, position: b.position, networkVp, textVp: 0 };
    const site = new CardSite(b.position, city[b.avenue].length, neighbours, avenueTypes[b.avenue], groups, i, adjacent);
    return { id: b.id, avenue: b.avenue, position: b.position, networkVp, textVp: textVp(site) };
  });
  const vp = cards.reduce((sum, c) => sum + c.networkVp + c.textVp, 0);
  const longest: Longest = {
    Wall: Math.max(0, ...groups.Wall),
    Road: Math.max(0, ...groups.Road),
    River: Math.max(0, ...groups.River),
  };
  return { vp, longest, cards };
}

/** The §7 ranking key: (VP, longest Wall, longest Road, longest River), higher first. */
export function rankingKey(score: CityScore): number[] {
  return [score.vp, score.longest.Wall, score.longest.Road, score.longest.River];
}

/** The ranking of a set of cities (index = seat), with the per-card breakdown as each seat's details. */
export function rankCities(cities: readonly City[]): Outcome {
  const entries = cities.map((city, seat: Seat) => {
    const score = scoreCity(city);
    const details: SeatDetails = score;
    return { seat, score: score.vp, key: rankingKey(score), details };
  });
  return rankByKeys(entries, KEY_NAMES);
}

/** Each seat's provisional VP now (final at game over), for the score-over-time chart. */
export function cityScores(cities: readonly City[]): number[] {
  return cities.map((city) => scoreCity(city).vp);
}
