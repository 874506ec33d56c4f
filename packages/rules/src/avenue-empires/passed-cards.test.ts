/**
 * What a seat remembers of the cards it passed (spec §5: the giver sees its passes), as its view shows it: the
 * receiver holds the card until its own next Trading, and each Trading after that may move it one seat further from
 * the giver. A card that comes back to the giver, or is built, is seen again and forgotten. Played from spec E17.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../core/engine.ts';
import { avenueEmpires } from './index.ts';
import { forgetBuilt, holdersOf, passedCardsView, rememberPasses, tradedThrough } from './passed-cards.ts';
import type { AvenueState, PassedCard } from './state.ts';
import { e17, submitAll, trade, tradingState } from './test-fixtures.ts';

const build = (player: Seat, card: string, avenue = 'L'): [Seat, unknown] => [
  player,
  { type: 'chooseBuild', player, card, avenue },
];
const passed = (state: AvenueState, seat: Seat) => avenueEmpires.view(state, seat).passedCards;

/** E17's Trading, then round 1's Building: A builds bastion-1, B builds wall-01 (from A), C builds plaza-1 (from B). */
function afterRoundOne(): { traded: AvenueState; built: AvenueState } {
  const traded = submitAll(
    e17(),
    trade(0, 'wall-01', 'river-01'),
    trade(1, 'plaza-1', 'road-01'),
    trade(2, 'islet-1', 'dock-1'),
  ).state;
  const built = submitAll(traded, build(0, 'bastion-1'), build(1, 'wall-01'), build(2, 'plaza-1')).state;
  return { traded, built };
}

describe('passed cards in a seat’s view (spec §5)', () => {
  it('given E17’s Trading, then each giver sees its two passes with their receivers, and nobody else’s', () => {
    const { traded } = afterRoundOne();
    expect(passed(traded, 0)).toEqual([
      { card: 'wall-01', holders: [1] },
      { card: 'river-01', holders: [2] },
    ]);
    expect(passed(traded, 1)).toEqual([
      { card: 'plaza-1', holders: [2] },
      { card: 'road-01', holders: [0] },
    ]);
    expect(passed(traded, 2)).toEqual([
      { card: 'islet-1', holders: [0] },
      { card: 'dock-1', holders: [1] },
    ]);
    expect(avenueEmpires.view(traded, null).passedCards).toEqual([]);
  });

  it('given a passed card is built, then its giver forgets it; the others stay where they were', () => {
    const { built } = afterRoundOne();
    // round 2 has begun: its Trading is open, so no Trading since round 1's has moved anything
    expect(built).toMatchObject({ round: 2, phase: 'trading' });
    expect(passed(built, 0)).toEqual([{ card: 'river-01', holders: [2] }]);
    expect(passed(built, 1)).toEqual([{ card: 'road-01', holders: [0] }]);
    expect(passed(built, 2)).toEqual([
      { card: 'islet-1', holders: [0] },
      { card: 'dock-1', holders: [1] },
    ]);
  });

  it('given round 2’s Trading, then a card passed back is forgotten and a round-1 pass may be one seat further', () => {
    const { built } = afterRoundOne();
    // Production dealt river-02, -05, -08 to A, river-03, -06, -09 to B and river-04, -07, -10 to C
    expect(built.hands).toEqual([
      ['river-02', 'river-05', 'river-08', 'road-01', 'islet-1'],
      ['river-03', 'river-06', 'river-09', 'road-02', 'dock-1'],
      ['river-01', 'river-04', 'river-07', 'river-10', 'wall-02'],
    ]);
    // A passes islet-1 to B and river-02 to C; B dock-1 back to C and road-02 to A; C river-01 back to A, wall-02 to B
    const { state } = submitAll(
      built,
      trade(0, 'islet-1', 'river-02'),
      trade(1, 'dock-1', 'road-02'),
      trade(2, 'river-01', 'wall-02'),
    );
    expect(state).toMatchObject({ round: 2, phase: 'building' });
    expect(passed(state, 0)).toEqual([
      { card: 'islet-1', holders: [1] },
      { card: 'river-02', holders: [2] },
    ]);
    // B still remembers road-01 with A, whose Trading since may have passed it on to C; it never comes back to B
    expect(passed(state, 1)).toEqual([
      { card: 'road-01', holders: [0, 2] },
      { card: 'dock-1', holders: [2] },
      { card: 'road-02', holders: [0] },
    ]);
    // C gave islet-1 to A, who passed it on: it may be with A or B; dock-1 came back to C and is forgotten
    expect(passed(state, 2)).toEqual([
      { card: 'islet-1', holders: [0, 1] },
      { card: 'river-01', holders: [0] },
      { card: 'wall-02', holders: [1] },
    ]);
  });
});

describe('the rounds a remembered pass has travelled', () => {
  it('given the phase, then the last Trading resolved is the previous round’s, this round’s, or R−1 in the last', () => {
    expect(tradedThrough('trading', 5, 20)).toBe(4);
    expect(tradedThrough('building', 5, 20)).toBe(5);
    // round R has no Trading: its Building follows round R−1's
    expect(tradedThrough('building', 20, 20)).toBe(19);
    expect(tradedThrough('gameOver', 20, 20)).toBe(19);
  });

  it('given the last round’s Building, then a pass of round R−1 is still with its receiver', () => {
    const state: AvenueState = {
      ...tradingState([['wall-01'], ['road-01'], ['river-01']]),
      round: 20,
      phase: 'building',
      deck: [],
      passedCards: [[{ card: 'road-01', to: 1, round: 19 }], [], []],
    };
    expect(passedCardsView(state, 0)).toEqual([{ card: 'road-01', holders: [1] }]);
  });

  it('given moves since the pass, then the holders run from the receiver away from the giver, never back to it', () => {
    expect(holdersOf(0, 1, 0, 4)).toEqual([1]);
    expect(holdersOf(0, 1, 1, 4)).toEqual([1, 2]);
    expect(holdersOf(0, 3, 1, 4)).toEqual([2, 3]);
    expect(holdersOf(0, 3, 2, 6)).toEqual([1, 2, 3]);
    // passed right from seat 2 to seat 1, it moves on to 0 and then 4 (five seats)
    expect(holdersOf(2, 1, 2, 5)).toEqual([0, 1, 4]);
    // at most every other seat: never the giver, however many Tradings have passed
    expect(holdersOf(0, 1, 5, 4)).toEqual([1, 2, 3]);
    expect(holdersOf(1, 0, 9, 3)).toEqual([0, 2]);
  });
});

describe('memories, step by step', () => {
  it('given a Trading, then each seat forgets the cards it gets back and remembers its two passes', () => {
    const memories: PassedCard[][] = [[{ card: 'road-01', to: 1, round: 1 }, { card: 'dock-1', to: 2, round: 1 }], [], []];
    // seat 1 passes road-01 right, back to seat 0; seat 2 passes wall-03 left to seat 0
    const choices = [
      { kind: 'trade', left: 'river-01', right: 'river-02' },
      { kind: 'trade', left: 'wall-01', right: 'road-01' },
      { kind: 'trade', left: 'wall-03', right: 'wall-02' },
    ] as const;
    expect(rememberPasses(memories, choices, 2)).toEqual([
      [
        { card: 'dock-1', to: 2, round: 1 },
        { card: 'river-01', to: 1, round: 2 },
        { card: 'river-02', to: 2, round: 2 },
      ],
      [
        { card: 'wall-01', to: 2, round: 2 },
        { card: 'road-01', to: 0, round: 2 },
      ],
      [
        { card: 'wall-03', to: 0, round: 2 },
        { card: 'wall-02', to: 1, round: 2 },
      ],
    ]);
  });

  it('given a Building, then every seat forgets every built card it remembers, whoever built it', () => {
    const memories: PassedCard[][] = [
      [{ card: 'road-01', to: 1, round: 1 }, { card: 'dock-1', to: 2, round: 1 }, { card: 'wall-05', to: 1, round: 1 }],
      [{ card: 'river-01', to: 2, round: 1 }, { card: 'islet-1', to: 0, round: 1 }],
      [{ card: 'river-02', to: 0, round: 1 }],
    ];
    const out = forgetBuilt(memories, [
      { kind: 'build', card: 'islet-1', avenue: 'L' },
      { kind: 'build', card: 'road-01', avenue: 'C' },
      { kind: 'build', card: 'wall-05', avenue: 'R' },
    ]);
    expect(out).toEqual([[{ card: 'dock-1', to: 2, round: 1 }], [{ card: 'river-01', to: 2, round: 1 }], [{ card: 'river-02', to: 0, round: 1 }]]);
    // the memories it was given are left as they were
    expect(memories.map((m) => m.length)).toEqual([3, 2, 1]);
  });

  it('given a Building where a seat did not build, then its null build forgets nothing', () => {
    const memories: PassedCard[][] = [[{ card: 'road-01', to: 1, round: 1 }], [], []];
    expect(forgetBuilt(memories, [null, { kind: 'build', card: 'road-02', avenue: 'L' }, null])).toEqual(memories);
  });
});
