import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { namesIn, table } from './fixtures.ts';
import { arquetect } from './index.ts';
import { cardScores, handScore } from './scoring.ts';
import type { ArquetectState, Slot } from './state.ts';

/**
 * Spec §6.2, Fire Station: "2 + the number of Fire cards within distance 2", and a Fire scores "0 instead if a Lake
 * or Fire Station is within distance 2". The reach is 2: a Fire two places away is inside it, three places away
 * outside. No Cottage below has a Nature neighbour, so each scores 1.
 */
const spec = specFor<ArquetectState>(arquetect);
const hand = (names: string[]): Slot[] => table({ hands: [names] }).hands[0] ?? [];
const scores = (names: string[]) => cardScores(hand(names));

describe('Fire Station: its reach is distance 2 (spec §6.2)', () => {
  it('given a Fire two places to its right, then the Station counts it and the Fire scores 0', () => {
    // Fire Station 2 + 1 (Fire at distance 2) = 3; Cottage 1; Fire 0 (Station at distance 2). Total 4.
    const h = ['Fire Station', 'Cottage', 'Fire'];
    expect(scores(h)).toEqual([3, 1, 0]);
    expect(handScore(hand(h))).toBe(4);
  });

  it('given a Fire three places to its right, then the Station does not count it and the Fire scores −3', () => {
    // Fire Station 2 + 0 (Fire at distance 3) = 2; Cottage 1; Cottage 1; Fire −3 (within 2: two Cottages). Total 1.
    const h = ['Fire Station', 'Cottage', 'Cottage', 'Fire'];
    expect(scores(h)).toEqual([2, 1, 1, -3]);
    expect(handScore(hand(h))).toBe(1);
  });

  it('given Fires two places to its left and three places to its left, then only the nearer one is reached', () => {
    // Fire at 0 (distance 3) −3: within 2 are Fire and Cottage. Fire at 1 (distance 2) 0. Cottage 1.
    // Fire Station 2 + 1 (only the Fire at 1) = 3. Total −3 + 0 + 1 + 3 = 1.
    const h = ['Fire', 'Fire', 'Cottage', 'Fire Station'];
    expect(scores(h)).toEqual([-3, 0, 1, 3]);
    expect(handScore(hand(h))).toBe(1);
  });

  it('given a Fire two places away on each side, then the Station counts both', () => {
    // Fire 0; Cottage 1; Fire Station 2 + 2 = 4; Cottage 1; Fire 0. Total 6.
    expect(scores(['Fire', 'Cottage', 'Fire Station', 'Cottage', 'Fire'])).toEqual([0, 1, 4, 1, 0]);
  });

  it('when a Fire is gifted just inside the reach, then Ben scores 7; just outside, then 3', () => {
    const given = () => table({ hands: [['Fire'], ['Fire Station', 'Cottage', 'Cottage', 'Shop']] });
    spec
      .given(given())
      .when(0, { type: 'gift', card: 'fire-1', to: 1, position: 2 })
      .then(({ state }) => {
        expect(namesIn(state, 1)).toEqual(['Fire Station', 'Cottage', 'Fire', 'Cottage', 'Shop']);
        // Station 2 + 1 = 3; Cottage 1; Fire 0 (Station at distance 2); Cottage 1; Shop 2 (two Cottages to its left).
        // 3 + 1 + 0 + 1 + 2 = 7.
        expect(cardScores(state.hands[1] ?? [])).toEqual([3, 1, 0, 1, 2]);
        expect(handScore(state.hands[1] ?? [])).toBe(7);
      });
    spec
      .given(given())
      .when(0, { type: 'gift', card: 'fire-1', to: 1, position: 3 })
      .then(({ state }) => {
        expect(namesIn(state, 1)).toEqual(['Fire Station', 'Cottage', 'Cottage', 'Fire', 'Shop']);
        // Station 2 (Fire at distance 3); Cottage 1; Cottage 1; Fire −3 (within 2: Cottage, Cottage, Shop); Shop 2.
        // 2 + 1 + 1 − 3 + 2 = 3.
        expect(cardScores(state.hands[1] ?? [])).toEqual([2, 1, 1, -3, 2]);
        expect(handScore(state.hands[1] ?? [])).toBe(3);
      });
  });
});
