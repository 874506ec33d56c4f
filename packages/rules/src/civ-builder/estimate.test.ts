import { describe, expect, it } from 'vitest';
import { estimate } from './estimate.ts';
import { dealer, table } from './fixtures.ts';

describe('estimate (how each seat stands, for the bots)', () => {
  it('counts a built landmark at its VP, an unbuilt one by its progress, and a tenth of a VP per point of cost owned', () => {
    const d = dealer();
    const [colossus, worker] = d.many('colossus', 'worker');
    const [halfway, builder, idle] = d.many('palace', 'builder', 'worker');
    const state = table({
      players: [
        { constructs: [{ id: colossus, built: true }], hand: [worker] },
        { constructs: [{ id: halfway, assigned: [builder], bonus: 2 }], hand: [idle] },
      ],
    });
    // seat 0: Colossus built, 9 VP, + cost 9 owned; seat 1: Palace (3 VP base) at 5 of 10 progress + cost 8 owned
    // (basic cards cost nothing)
    const [built, halfwayThere] = estimate(state);
    expect(built).toBeCloseTo(9 + 0.9);
    expect(halfwayThere).toBeCloseTo(1.5 + 0.8);
  });

  it('gives each seat of a team game its team’s sum', () => {
    const d = dealer();
    const [colossus] = d.many('colossus');
    const state = table({ teams: true, players: [{ constructs: [{ id: colossus, built: true }] }, {}, {}, {}] });
    expect(estimate(state).map((v) => Number(v.toFixed(6)))).toEqual([9.9, 0, 9.9, 0]);
  });
});
