import { engineFor, type Outcome } from '@turnpost/rules';
import { describe, expect, it } from 'vitest';
import { eachAlone, sidesOf } from './sides.ts';
import { outcomeShares, winShares } from './win-share.ts';

const civBuilder = engineFor('civ-builder');
const outcome = (winners: number[]): Outcome => ({ seats: [], winners, keyNames: [], decidedBy: null });

describe('a finished game’s shares of the win', () => {
  it('splits a win among the winning sides, partners each holding their side’s', () => {
    expect(outcomeShares(outcome([2]), 4, eachAlone(4))).toEqual([0, 0, 1, 0]);
    expect(outcomeShares(outcome([0, 3]), 4, eachAlone(4))).toEqual([0.5, 0, 0, 0.5]); // two tied rivals
    expect(outcomeShares(outcome([1, 3]), 4, [[0, 2], [1, 3]])).toEqual([0, 1, 0, 1]); // a winning team
    expect(outcomeShares(outcome([0, 1, 2, 3]), 4, [[0, 2], [1, 3]])).toEqual([0.5, 0.5, 0.5, 0.5]); // the teams tied
    expect(outcomeShares(outcome([]), 1, eachAlone(1))).toEqual([0]); // a solo game lost
  });
});

describe('the sides of a table', () => {
  it('are the partners of a team option that is on, else every seat alone', () => {
    expect(civBuilder).toBeDefined();
    if (!civBuilder) return;
    expect(sidesOf(civBuilder, 4, { teams: true })).toEqual([[0, 2], [1, 3]]);
    expect(sidesOf(civBuilder, 4, {})).toEqual([[0], [1], [2], [3]]);
    expect(sidesOf(civBuilder, 3, undefined)).toEqual([[0], [1], [2]]);
  });
});

describe('an unfinished state’s shares', () => {
  it('add up to one over the sides, the leader’s the largest', () => {
    const leading = { scores: () => [3, 9, 5] } as never;
    const engine = { outcome: () => null, estimate: (s: { scores(): number[] }) => s.scores() };
    const shares = winShares(engine as never, leading, 3, eachAlone(3));
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(Math.max(...shares)).toBe(shares[1]);
    const teams = winShares({ outcome: () => null, estimate: () => [8, 2, 8, 2] } as never, {}, 4, [[0, 2], [1, 3]]);
    expect((teams[0] ?? 0) + (teams[1] ?? 0)).toBeCloseTo(1, 9);
    expect(teams[0]).toBe(teams[2]);
    expect(teams[0]).toBeGreaterThan(0.5);
  });
});
