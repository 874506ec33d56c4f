import { describe, expect, it } from 'vitest';
import { compareKeys, rankByKeys } from './ranking.ts';

const names = ['VP', 'a', 'b', 'c'];

describe('rankByKeys', () => {
  it('ranks by key left to right (spec E16 key-only vector)', () => {
    const o = rankByKeys(
      [
        { seat: 0, score: 12, key: [12, 3, 1, 2] },
        { seat: 1, score: 12, key: [12, 3, 2, 0] },
        { seat: 2, score: 12, key: [12, 3, 2, 1] },
        { seat: 3, score: 14, key: [14, 0, 0, 0] },
      ],
      names,
    );
    expect(o.seats.map((s) => [s.seat, s.place])).toEqual([[3, 1], [2, 2], [1, 3], [0, 4]]);
    expect(o.winners).toEqual([3]);
    expect(o.decidedBy).toBe('VP');
  });

  it('shares places for equal keys and skips the next place', () => {
    const o = rankByKeys(
      [
        { seat: 0, score: 5, key: [5, 1] },
        { seat: 1, score: 5, key: [5, 1] },
        { seat: 2, score: 4, key: [4, 9] },
      ],
      names,
    );
    expect(o.seats.map((s) => s.place)).toEqual([1, 1, 3]);
    expect(o.winners).toEqual([0, 1]);
    expect(o.decidedBy).toBeNull();
  });

  it('names the tie-break that decided first place', () => {
    const o = rankByKeys(
      [
        { seat: 0, score: 3, key: [3, 0, 3, 0] },
        { seat: 1, score: 3, key: [3, 3, 0, 0] },
      ],
      names,
    );
    expect(o.winners).toEqual([1]);
    expect(o.decidedBy).toBe('a');
  });

  it('lists seats sharing a place in seat order, whatever order they came in', () => {
    const o = rankByKeys(
      [
        { seat: 2, score: 7, key: [7] },
        { seat: 1, score: 7, key: [7] },
        { seat: 3, score: 2, key: [2] },
        { seat: 0, score: 7, key: [7] },
      ],
      names,
    );
    expect(o.seats.map((s) => [s.seat, s.place])).toEqual([[0, 1], [1, 1], [2, 1], [3, 4]]);
    expect(o.winners).toEqual([0, 1, 2]);
  });
});

describe('compareKeys', () => {
  it('is negative when the first key ranks before, positive when after, and 0 for equal keys', () => {
    expect(compareKeys([5, 1], [5, 0])).toBe(-1);
    expect(compareKeys([4, 9], [5, 0])).toBe(1);
    expect(compareKeys([5, 1], [5, 1])).toBe(0);
  });

  it('counts a field one key lacks as 0', () => {
    expect(compareKeys([3], [3, 2])).toBe(2);
    expect(compareKeys([3, -1], [3])).toBe(1);
    expect(compareKeys([3, 0, 0], [3])).toBe(0);
  });
});
