/**
 * The automatic steps of a round (spec §3 steps 1 and 4, §7): Production, whether Trading happens, the end check
 * and the final ranking, with the lines the log tells. Every state is written out by hand; the scores and places
 * are worked from the spec's card rules (network VP, §6) and its tie-break order (§7).
 */
import { describe, expect, it } from 'vitest';
import { aloud } from '../core/narrator.ts';
import type { City } from './city.ts';
import { avenueEmpires } from './index.ts';
import { finishRound, startRound } from './round.ts';
import type { AvenueState } from './state.ts';
import { textsFor, tradingState } from './test-fixtures.ts';

/** Round `round` of 20 (three seats), with these hands and this deck, between two phases. */
function between(hands: string[][], deck: string[], changes: Partial<AvenueState> = {}): AvenueState {
  return { ...tradingState(hands), deck, productions: 4, phase: 'building', ...changes };
}

describe('Production (spec §3 step 1)', () => {
  it('given a deck, then each seat draws 3, one card at a time in seat order, and only it is told which', () => {
    const deck = ['river-01', 'river-02', 'river-03', 'road-01', 'road-02', 'road-03', 'wall-01', 'wall-02', 'wall-03', 'dock-1'];
    const state = between([['tunnel-1', 'vista-1'], ['house-1', 'plaza-1'], ['islet-1', 'patio-1']], deck);
    const { state: s, log } = startRound(state, 5, aloud);
    // seat 0 takes the 1st, 4th and 7th cards from the top, seat 1 the 2nd, 5th and 8th, seat 2 the 3rd, 6th, 9th
    expect(s.hands).toEqual([
      ['river-01', 'road-01', 'wall-01', 'tunnel-1', 'vista-1'],
      ['river-02', 'road-02', 'wall-02', 'house-1', 'plaza-1'],
      ['river-03', 'road-03', 'wall-03', 'islet-1', 'patio-1'],
    ]);
    expect(s.deck).toEqual(['dock-1']);
    expect(s.productions).toBe(5);
    expect(s.round).toBe(5);
    expect(s.phase).toBe('trading');
    expect(log).toEqual([
      { round: 5, text: 'Round 5: everyone draws 3 cards' },
      { round: 5, text: '@0 drew River (river-01), Road (road-01), Wall (wall-01)', visibleTo: [0] },
      { round: 5, text: '@1 drew River (river-02), Road (road-02), Wall (wall-02)', visibleTo: [1] },
      { round: 5, text: '@2 drew River (river-03), Road (road-03), Wall (wall-03)', visibleTo: [2] },
    ]);
  });

  it('given an empty deck and hands of 2 or more, then there is no Production and Trading starts', () => {
    const state = between([['river-01', 'river-02'], ['road-01', 'road-02'], ['wall-01', 'wall-02']], []);
    const { state: s, log } = startRound(state, 19, aloud);
    expect(s.hands).toEqual(state.hands);
    expect(s.productions).toBe(4);
    expect(s).toMatchObject({ round: 19, phase: 'trading' });
    expect(log).toEqual([{ round: 19, text: 'Round 19: the deck is empty, so there is no Production' }]);
  });

  it('given the last round, then there is no Trading and the log says to build the last card', () => {
    const state = between([['river-01'], ['road-01'], ['wall-01']], []);
    const { state: s, log } = startRound(state, 20, aloud);
    expect(s).toMatchObject({ round: 20, phase: 'building', productions: 4 });
    expect(textsFor(log, null)).toEqual([
      'Round 20: the deck is empty, so there is no Production',
      'Round 20: every player holds one card, so there is no Trading; build your last card',
    ]);
  });

  it('given a deck of 7 for three seats, then seat 0 draws 3 and the others 2, and the log says so', () => {
    const deck = ['river-01', 'river-02', 'river-03', 'road-01', 'road-02', 'road-03', 'wall-01'];
    const { state: s, log } = startRound(between([[], [], []], deck), 2, aloud);
    expect(s.hands).toEqual([['river-01', 'road-01', 'wall-01'], ['river-02', 'road-02'], ['river-03', 'road-03']]);
    expect(s.phase).toBe('trading');
    expect(textsFor(log, null)).toEqual(['Round 2: the deck runs out; @0 draws 3, @1 draws 2, @2 draws 2']);
  });

  it('given one hand of a single card, then there is no Trading though the others hold 2', () => {
    const state = between([['river-01', 'river-02'], ['road-01', 'road-02'], ['wall-01']], []);
    const { state: s, log } = startRound(state, 19, aloud);
    expect(s.phase).toBe('building');
    expect(textsFor(log, null)).toEqual([
      'Round 19: the deck is empty, so there is no Production',
      'Round 19: a hand holds fewer than 2 cards, so there is no Trading',
    ]);
  });

  it('given a new round, then nobody has chosen yet and no change is counted', () => {
    const state = between([['river-01', 'river-02'], ['road-01', 'road-02'], ['wall-01', 'wall-02']], [], {
      pending: [{ kind: 'build', card: 'river-01', avenue: 'L' }, null, null],
      changes: [3, 0, 1],
    });
    const { state: s } = startRound(state, 19, aloud);
    expect(s.pending).toEqual([null, null, null]);
    expect(s.changes).toEqual([0, 0, 0]);
  });
});

describe('the end check (spec §3 step 4)', () => {
  it('given an empty deck but cards in hand, then the next round starts, without Production', () => {
    const state = between([['river-01', 'river-02'], ['road-01', 'road-02'], ['wall-01', 'wall-02']], [], { round: 18 });
    const { state: s, log } = finishRound(state, aloud);
    expect(s).toMatchObject({ round: 19, phase: 'trading' });
    expect(textsFor(log, null)).toEqual(['Round 19: the deck is empty, so there is no Production']);
  });

  it('given an empty deck and one empty hand while others hold cards, then the game goes on', () => {
    const { state: s } = finishRound(between([['river-01'], [], ['road-01']], [], { round: 18 }), aloud);
    expect(s).toMatchObject({ round: 19, phase: 'building', result: null });
    expect(avenueEmpires.awaiting(s)).toEqual([0, 2]);
  });

  it('given empty hands but a deck, then the next round starts with a Production', () => {
    const deck = ['river-01', 'river-02', 'river-03', 'road-01', 'road-02', 'road-03', 'wall-01', 'wall-02', 'wall-03'];
    const { state: s } = finishRound(between([[], [], []], deck, { round: 7 }), aloud);
    expect(s).toMatchObject({ round: 8, phase: 'trading', deck: [], productions: 5 });
    expect(s.hands.map((h) => h.length)).toEqual([3, 3, 3]);
  });
});

describe('the end of the game and its ranking (spec §7)', () => {
  /** Round 20 after its Building: every card built, the deck and the hands empty. */
  const over = (cities: City[]): AvenueState => ({ ...between([[], [], []], [], { round: 20 }), cities });

  it('given E13 (a tie on VP broken by the longest Wall), then the log names the winner and why', () => {
    // X: three Walls in a line, 1 VP each, Wall 3. Y: three Roads, 3 VP, Road 3. Z: a lone River, 0 VP, River 1.
    const cities: City[] = [
      { L: ['wall-01', 'wall-02', 'wall-03'], C: [], R: [] },
      { L: ['road-01', 'road-02', 'road-03'], C: [], R: [] },
      { L: [], C: ['river-01'], R: [] },
    ];
    const { state, log } = finishRound(over(cities), aloud);
    expect(state.phase).toBe('gameOver');
    expect(state.result).toEqual([
      { score: 3, key: [3, 3, 0, 0], place: 1 },
      { score: 3, key: [3, 0, 3, 0], place: 2 },
      { score: 0, key: [0, 0, 0, 1], place: 3 },
    ]);
    expect(textsFor(log, null)).toEqual([
      'Game over: @0 wins with 3 VP (tie broken by longest Wall)',
      'Place 1: @0 with 3 VP (longest Wall 3, Road 0, River 0)',
      'Place 2: @1 with 3 VP (longest Wall 0, Road 3, River 0)',
      'Place 3: @2 with 0 VP (longest Wall 0, Road 0, River 1)',
    ]);
  });

  it('given a winner on VP alone, then the log names no tie-break', () => {
    // E1's two Tunnels score 4 for seat 2; seats 0 and 1 as in E13
    const cities: City[] = [
      { L: ['wall-01', 'wall-02', 'wall-03'], C: [], R: [] },
      { L: ['road-01', 'road-02', 'road-03'], C: [], R: [] },
      { L: ['tunnel-1', 'tunnel-2'], C: [], R: [] },
    ];
    const { state, log } = finishRound(over(cities), aloud);
    expect(state.result?.map((r) => r.place)).toEqual([2, 3, 1]);
    expect(textsFor(log, null)).toEqual([
      'Game over: @2 wins with 4 VP',
      'Place 1: @2 with 4 VP (longest Wall 2, Road 2, River 0)',
      'Place 2: @0 with 3 VP (longest Wall 3, Road 0, River 0)',
      'Place 3: @1 with 3 VP (longest Wall 0, Road 3, River 0)',
    ]);
  });

  it('given E16 (equal keys), then two winners share the victory with their VP and the next is 3rd', () => {
    // X L:[Road,Road] C:[Wall] and Y L:[Wall] R:[Road,Road]: key (2, 1, 2, 0) each; Z a lone Wall: (0, 1, 0, 0)
    const cities: City[] = [
      { L: ['road-01', 'road-02'], C: ['wall-01'], R: [] },
      { L: ['wall-02'], C: [], R: ['road-03', 'road-04'] },
      { L: ['wall-03'], C: [], R: [] },
    ];
    const { state, log } = finishRound(over(cities), aloud);
    expect(state.result?.map((r) => r.place)).toEqual([1, 1, 3]);
    expect(textsFor(log, null)).toEqual([
      'Game over: @0 and @1 share the victory with 2 VP',
      'Place 1: @0 with 2 VP (longest Wall 1, Road 2, River 0)',
      'Place 1: @1 with 2 VP (longest Wall 1, Road 2, River 0)',
      'Place 3: @2 with 0 VP (longest Wall 1, Road 0, River 0)',
    ]);
  });
});
