import { describe, expect, it } from 'vitest';
import { outcomeRewards, scoreRewards } from './reward.ts';

const outcome = (places: number[], winners: number[]) => ({
  seats: places.map((place, seat) => ({ seat, place, score: 0, key: [] })),
  winners,
  keyNames: [],
  decidedBy: null,
});

describe('rewards', () => {
  it('gives a sole winner 1, shared winners a split, and the others less by place', () => {
    expect(outcomeRewards(outcome([1, 2, 3], [0]), 3)).toEqual([1, 0.2, 0]);
    expect(outcomeRewards(outcome([1, 1, 3], [0, 1]), 3)).toEqual([0.5, 0.5, 0]);
    expect(outcomeRewards(outcome([2, 1], [1]), 2)).toEqual([0, 1]);
  });

  it('gives a lost solo game nothing, though its only seat ranks first', () => {
    expect(outcomeRewards(outcome([1], []), 1)).toEqual([0]);
    expect(outcomeRewards(outcome([1], [0]), 1)).toEqual([1]);
  });

  it('reads running scores as a lead: the leader above ½, the others below, all within (0, 1)', () => {
    const [a, b, c] = scoreRewards([10, 4, 4]);
    expect(a).toBeGreaterThan(0.5);
    expect(b).toBeLessThan(0.5);
    expect(b).toBe(c);
    for (const r of [a, b, c]) expect(r).toBeGreaterThan(0);
  });
});
