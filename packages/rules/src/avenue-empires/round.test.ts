import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { aloud } from '../core/narrator.ts';
import { citySize, emptyCity } from './city.ts';
import { avenueEmpires } from './index.ts';
import { dealRoundRobin, startRound } from './round.ts';
import type { AvenueState } from './state.ts';
import { submitAll, textsFor, tradingState } from './test-fixtures.ts';

const spec = specFor<AvenueState>(avenueEmpires);

/** Plays the first legal action of the first awaited seat until the game ends, recording each phase's hand size. */
function playFirstLegal(state: AvenueState) {
  const phases: { round: number; phase: string; hand: number; deck: number }[] = [];
  let actions = 0;
  let s = state;
  const record = () =>
    phases.push({ round: s.round, phase: s.phase, hand: s.hands[0]?.length ?? 0, deck: s.deck.length });
  record();
  while (avenueEmpires.awaiting(s).length > 0) {
    const seat = avenueEmpires.awaiting(s)[0] ?? 0;
    const next = spec.given(s).when(seat, avenueEmpires.legalActions(s, seat)[0]).then(() => {});
    const phaseChanged = next.phase !== s.phase || next.round !== s.round;
    s = next;
    actions += 1;
    if (phaseChanged) record();
  }
  return { phases, actions, final: s };
}

describe('E20: hand sizes over a 6-player game', () => {
  const { phases, actions, final } = playFirstLegal(avenueEmpires.setup(6, {}, 'e20', aloud).state);

  it('given rounds 1–3, then hands of 4, 6, 8 trade and build down to 3, 5, 7, and the deck empties', () => {
    const trading = phases.filter((p) => p.phase === 'trading');
    expect(trading.slice(0, 3).map((p) => [p.round, p.hand])).toEqual([
      [1, 4],
      [2, 6],
      [3, 8],
    ]);
    expect(trading.find((p) => p.round === 3)?.deck).toBe(0);
    expect(phases.filter((p) => p.phase === 'building').map((p) => p.hand)).toEqual([4, 6, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('given rounds 4–9, then Trading happens with 7 down to 2 cards; round 10 has no Trading', () => {
    const trading = phases.filter((p) => p.phase === 'trading');
    expect(trading.map((p) => p.hand)).toEqual([4, 6, 8, 7, 6, 5, 4, 3, 2]);
    expect(trading.map((p) => p.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('given the end, then every city holds 10 buildings after 114 actions', () => {
    expect(final.phase).toBe('gameOver');
    expect(final.round).toBe(10);
    expect(final.cities.map(citySize)).toEqual([10, 10, 10, 10, 10, 10]);
    expect(actions).toBe(114);
    expect(avenueEmpires.outcome(final)?.seats).toHaveLength(6);
    expect(final.result?.map((r) => r.place).sort()).toEqual(avenueEmpires.outcome(final)?.seats.map((s) => s.place).sort());
  });
});

describe('robustness when the deck runs out mid-Production (spec §3 [decision])', () => {
  it('deals one card at a time, lower seats first', () => {
    const { deck, drawn } = dealRoundRobin(['river-01', 'river-02', 'river-03', 'river-04', 'river-05'], 3, 3);
    expect(drawn).toEqual([['river-01', 'river-04'], ['river-02', 'river-05'], ['river-03']]);
    expect(deck).toEqual([]);
  });

  it('given a short deck, when a round starts, then Trading is skipped and only card holders are awaited', () => {
    const base = tradingState([[], [], []]);
    const state: AvenueState = {
      ...base,
      deck: ['wall-01', 'wall-02'],
      cities: [emptyCity(), emptyCity(), emptyCity()],
    };
    const { state: s, log } = startRound(state, 2, aloud);
    expect(s.phase).toBe('building');
    expect(s.hands).toEqual([['wall-01'], ['wall-02'], []]);
    expect(textsFor(log, null)).toEqual([
      'Round 2: the deck runs out; @0 draws 1, @1 draws 1, @2 draws 0',
      'Round 2: a hand holds fewer than 2 cards, so there is no Trading',
    ]);
    expect(avenueEmpires.awaiting(s)).toEqual([0, 1]);
    expect(avenueEmpires.legalActions(s, 2)).toEqual([]);
    spec.given(s).when(2, { type: 'chooseBuild', card: 'wall-01', avenue: 'L' }).thenFails('E_NO_CARDS');
    const end = submitAll(
      s,
      [0, { type: 'chooseBuild', card: 'wall-01', avenue: 'L' }],
      [1, { type: 'chooseBuild', card: 'wall-02', avenue: 'C' }],
    );
    expect(end.state.phase).toBe('gameOver');
    expect(end.state.cities.map(citySize)).toEqual([1, 1, 0]);
    expect(avenueEmpires.outcome(end.state)?.winners).toEqual([0, 1]);
    expect(textsFor(end.log, null).slice(-4)).toEqual([
      'Game over: @0 and @1 share the victory with 0 VP',
      'Place 1: @0 with 0 VP (longest Wall 1, Road 0, River 0)',
      'Place 1: @1 with 0 VP (longest Wall 1, Road 0, River 0)',
      'Place 3: @2 with 0 VP (longest Wall 0, Road 0, River 0)',
    ]);
  });

  it('names three who share the victory as a sentence does ("@0, @1 and @2")', () => {
    const base = tradingState([[], [], []]);
    const state: AvenueState = { ...base, deck: ['wall-01', 'wall-02', 'wall-03'], cities: [emptyCity(), emptyCity(), emptyCity()] };
    const { state: s } = startRound(state, 2, aloud);
    // one Wall each, in the same avenue: 0 VP and the same longest lines, tied on every key
    const end = submitAll(
      s,
      [0, { type: 'chooseBuild', card: 'wall-01', avenue: 'L' }],
      [1, { type: 'chooseBuild', card: 'wall-02', avenue: 'L' }],
      [2, { type: 'chooseBuild', card: 'wall-03', avenue: 'L' }],
    );
    expect(end.state.phase).toBe('gameOver');
    expect(textsFor(end.log, null).slice(-4)[0]).toBe('Game over: @0, @1 and @2 share the victory with 0 VP');
  });
});
