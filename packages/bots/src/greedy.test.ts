import { Rng } from '@turnpost/rules';
import { describe, expect, it } from 'vitest';
import { bestOf } from './greedy.ts';

const picks = (values: number[], tolerance?: number) =>
  new Set(Array.from({ length: 60 }, (_, i) => bestOf(values, Rng.fromSeed(`pick-${i}`), tolerance)));

describe('the easy bot’s pick among its one-step values', () => {
  it('takes the best; among equal best ones, any of them', () => {
    expect(picks([0.2, 0.7, 0.69])).toEqual(new Set([1]));
    expect(picks([0.7, 0.2, 0.7])).toEqual(new Set([0, 2]));
  });

  it('with a tolerance, any action within it of the best, never one further below', () => {
    expect(picks([0.5, 0.46, 0.3, 0.45], 0.05)).toEqual(new Set([0, 1, 3]));
    expect(picks([0.5, 0.44, 0.3], 0.05)).toEqual(new Set([0]));
  });

  it('a winning move (reward 1) is taken over a merely good one, even with a tolerance', () => {
    expect(picks([0.6, 1, 0.9], 0.05)).toEqual(new Set([1]));
  });
});
