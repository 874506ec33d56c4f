/**
 * Builders for tests: cities from card names (`{ L: ['tunnel', 'tunnel'] }`) and hand-made trading states.
 * Not used by the rules.
 */
import type { CardType } from './cards.ts';
import { type AvenueName, type City, emptyCity } from './city.ts';
import { CANONICAL_IDS, type CardId, cardTypeOf, sortCanonical } from './ids.ts';
import type { AvenueState } from './state.ts';

export type Layout = Partial<Record<AvenueName, CardType[]>>;

/** Hands out the lowest unused id of each card type, so a city never holds the same id twice. */
export function idAllocator(): (type: CardType) => CardId {
  const used: Record<string, true> = {};
  return (type) => {
    const id = CANONICAL_IDS.find((candidate) => !used[candidate] && cardTypeOf(candidate) === type);
    if (id === undefined) throw new Error(`no ${type} card left`);
    used[id] = true;
    return id;
  };
}

export function cityFrom(layout: Layout, allocate = idAllocator()): City {
  const city = emptyCity();
  for (const avenue of ['L', 'C', 'R'] as const) city[avenue] = (layout[avenue] ?? []).map(allocate);
  return city;
}

/** A state in round 1's Trading phase with the given hands; every other id is in the deck. */
export function tradingState(hands: CardId[][]): AvenueState {
  const held = new Set(hands.flat());
  return {
    seats: hands.length,
    startHand: 2,
    rounds: 20,
    round: 1,
    phase: 'trading',
    productions: 1,
    deck: CANONICAL_IDS.filter((id) => !held.has(id)),
    hands: hands.map(sortCanonical),
    cities: hands.map(() => emptyCity()),
    pending: hands.map(() => null),
    result: null,
    log: [],
  };
}
