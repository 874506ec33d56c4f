/**
 * A view field by field (spec §5): what every viewer sees of the table (round, phase, deck count, each seat's hand
 * count, whether it has chosen, whether it is awaited, its city and provisional score), and what only a seat sees
 * (its hand, its own choice, its passes). Values worked by hand from spec E17 and the card rules of §6.
 */
import { describe, expect, it } from 'vitest';
import { CARDS } from './cards.ts';
import { avenueEmpires } from './index.ts';
import type { AvenueState } from './state.ts';
import { e17, submitAll, trade } from './test-fixtures.ts';

/** E17 after A (seat 0) has chosen its trade, B and C not yet. */
const oneChosen = (): AvenueState => submitAll(e17(), trade(0, 'wall-01', 'river-01')).state;

describe('the view of the table', () => {
  it('given E17 with A’s trade in, then everyone sees the round, phase, deck count and who has chosen', () => {
    for (const viewer of [0, 1, 2, null]) {
      const v = avenueEmpires.view(oneChosen(), viewer);
      expect(v).toMatchObject({ round: 1, rounds: 20, phase: 'trading', deckCount: 51 });
      expect(v.seats.map((s) => s.seat)).toEqual([0, 1, 2]);
      expect(v.seats.map((s) => s.handCount)).toEqual([3, 3, 3]);
      expect(v.seats.map((s) => s.hasSubmitted)).toEqual([true, false, false]);
      expect(v.seats.map((s) => s.awaited)).toEqual([false, true, true]);
      expect(v.outcome).toBeNull();
    }
  });

  it('given A’s choice, then A sees it and B sees only that A has chosen', () => {
    expect(avenueEmpires.view(oneChosen(), 0).myChoice).toEqual({ kind: 'trade', left: 'wall-01', right: 'river-01' });
    expect(avenueEmpires.view(oneChosen(), 1).myChoice).toBeNull();
    expect(avenueEmpires.view(oneChosen(), null).myChoice).toBeNull();
  });

  it('given a view’s own parts changed by its reader, then the state is not', () => {
    const state = oneChosen();
    const v = avenueEmpires.view(state, 0);
    v.hand?.push('road-01');
    if (v.myChoice?.kind === 'trade') v.myChoice.left = 'bastion-1';
    (v.seats[0]?.longest as { Wall: number }).Wall = 9;
    v.catalogue.river.types.push('Road');
    expect(state.hands[0]).toEqual(['river-01', 'wall-01', 'bastion-1']);
    expect(state.pending[0]).toEqual({ kind: 'trade', left: 'wall-01', right: 'river-01' });
    expect(avenueEmpires.view(state, 0).seats[0]?.longest).toEqual({ Wall: 0, Road: 0, River: 0 });
    expect(CARDS[0]?.types).toEqual(['River']);
    expect(avenueEmpires.view(state, 0).catalogue.river.types).toEqual(['River']);
  });

  it('given a seat that is not at the table, then it sees what a spectator sees', () => {
    const spectator = avenueEmpires.view(oneChosen(), null);
    for (const viewer of [3, -1, 0.5, 7]) {
      const v = avenueEmpires.view(oneChosen(), viewer);
      expect(v.viewer).toBeNull();
      expect(v.hand).toBeNull();
      expect(v.myChoice).toBeNull();
      expect(v.passedCards).toEqual([]);
      expect(v).toEqual(spectator);
    }
  });

  it('given Building with an empty hand, then that seat is not awaited (spec §3 "Awaited players")', () => {
    const state: AvenueState = { ...oneChosen(), phase: 'building', hands: [['wall-01'], [], ['dock-1']], pending: [null, null, null] };
    expect(avenueEmpires.view(state, 1).seats.map((s) => s.awaited)).toEqual([true, false, true]);
  });

  it('given E4’s city, then each building shows its network and text VP and the city its score and longest lines', () => {
    // E4: L:[Barracks,Wall] C:[Oubliette,Wall] R:[Wall,Oubliette], 7 VP
    const state: AvenueState = {
      ...e17(),
      cities: [
        { L: [], C: [], R: [] },
        { L: ['barracks-1', 'wall-03'], C: ['oubliette-1', 'wall-04'], R: ['wall-05', 'oubliette-2'] },
        { L: [], C: [], R: [] },
      ],
    };
    const seat = avenueEmpires.view(state, 0).seats[1];
    expect(seat?.city).toEqual({
      L: [
        { id: 'barracks-1', type: 'barracks', name: 'Barracks', position: 1, networkVp: 0, textVp: 2 },
        { id: 'wall-03', type: 'wall', name: 'Wall', position: 2, networkVp: 1, textVp: 0 },
      ],
      C: [
        { id: 'oubliette-1', type: 'oubliette', name: 'Oubliette', position: 1, networkVp: 0, textVp: 3 },
        { id: 'wall-04', type: 'wall', name: 'Wall', position: 2, networkVp: 1, textVp: 0 },
      ],
      R: [
        { id: 'wall-05', type: 'wall', name: 'Wall', position: 1, networkVp: 0, textVp: 0 },
        { id: 'oubliette-2', type: 'oubliette', name: 'Oubliette', position: 2, networkVp: 0, textVp: 0 },
      ],
    });
    expect(seat?.score).toBe(7);
    // the Walls L2–C2 are one group of 2; R1 touches neither
    expect(seat?.longest).toEqual({ Wall: 2, Road: 0, River: 0 });
  });

  it('carries every card type with its count, network types and rule text, as the spec lists them', () => {
    const { catalogue } = avenueEmpires.view(e17(), null);
    expect(catalogue.river).toEqual({
      name: 'River',
      count: 10,
      types: ['River'],
      text: 'No text: scores network VP only (+1 per network type shared with a neighbour).',
    });
    expect(catalogue.aqueduct).toMatchObject({ name: 'Aqueduct', count: 2, types: ['River', 'Wall'] });
    expect(catalogue.barracks).toEqual({
      name: 'Barracks',
      count: 2,
      types: [],
      text: '+1 VP for each Wall-type neighbour, and +1 more if it is adjacent to the Castle (position 1).',
    });
    expect(Object.values(catalogue).reduce((sum, c) => sum + c.count, 0)).toBe(60);
  });
});
