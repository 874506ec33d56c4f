/**
 * Builders for tests: cities from card names (`{ L: ['tunnel', 'tunnel'] }`), hand-made trading states, and a
 * series of submissions with the log they produce. Not used by the rules.
 */
import type { LogEntry, Seat, Viewer } from '../core/engine.ts';
import { canSee } from '../core/log.ts';
import { specFor } from '../core/testing/spec.ts';
import type { CardType } from './cards.ts';
import { type AvenueName, type City, emptyCity } from './city.ts';
import { CANONICAL_IDS, type CardId, cardTypeOf, sortCanonical } from './ids.ts';
import { avenueEmpires } from './index.ts';
import type { AvenueState, AvenueTransition } from './state.ts';

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
    changes: hands.map(() => 0),
    result: null,
    passedCards: hands.map(() => []),
  };
}

/** Submits untrusted inputs one after the other through the spec helper: the last state and every entry logged. */
export function submitAll(start: AvenueState, ...moves: [Seat, unknown][]): AvenueTransition {
  const spec = specFor<AvenueState>(avenueEmpires);
  const log: LogEntry[] = [];
  let state = start;
  for (const [seat, input] of moves) state = spec.given(state).when(seat, input).then((next) => log.push(...next.log));
  return { state, log };
}

/** The texts of `log` that `viewer` may see before the game is over. */
export function textsFor(log: readonly LogEntry[], viewer: Viewer): string[] {
  return log.filter((e) => canSee(e, viewer, false)).map((e) => e.text);
}

/** Spec E17's hands: seats A0, B1, C2 in round 1's Trading. */
export const e17 = (): AvenueState =>
  tradingState([
    ['river-01', 'wall-01', 'bastion-1'],
    ['road-01', 'road-02', 'plaza-1'],
    ['islet-1', 'wall-02', 'dock-1'],
  ]);

/** A seat's chooseTrade, as `submitAll` takes it. */
export const trade = (player: Seat, left: string, right: string): [Seat, unknown] => [
  player,
  { type: 'chooseTrade', player, left, right },
];
