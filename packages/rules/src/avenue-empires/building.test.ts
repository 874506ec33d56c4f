import { describe, expect, it } from 'vitest';
import type { Seat } from '../core/engine.ts';
import { specFor } from '../core/testing/spec.ts';
import { avenueEmpires } from './index.ts';
import type { AvenueState } from './state.ts';
import { submitAll, textsFor, tradingState } from './test-fixtures.ts';

const spec = specFor<AvenueState>(avenueEmpires);

/** Round 1's Building with three cards per hand. */
const building = (): AvenueState => ({
  ...tradingState([
    ['road-01', 'bastion-1', 'islet-1'],
    ['road-02', 'wall-01', 'dock-1'],
    ['river-01', 'wall-02', 'plaza-1'],
  ]),
  phase: 'building',
});

const build = (player: Seat, card: string, avenue: string): [Seat, unknown] => [
  player,
  { type: 'chooseBuild', player, card, avenue },
];

describe('Building (spec §3 step 3)', () => {
  it('given a build, then it is narrated to the builder only and the city does not change yet', () => {
    spec
      .given(building())
      .when(0, { type: 'chooseBuild', card: 'road-01', avenue: 'L' })
      .then(({ state, log }) => {
        expect(log).toEqual([
          { round: 1, text: '@0 chose to build Road (road-01) in the Left avenue', visibleTo: [0] },
        ]);
        expect(state.cities[0]).toEqual({ L: [], C: [], R: [] });
        expect(avenueEmpires.awaiting(state)).toEqual([1, 2]);
      });
  });

  it('given a changed build, then the builder’s log says so', () => {
    const { log } = submitAll(building(), build(0, 'road-01', 'L'), build(0, 'islet-1', 'C'), build(0, 'islet-1', 'C'));
    expect(textsFor(log, 0)).toEqual([
      '@0 chose to build Road (road-01) in the Left avenue',
      '@0 changed their build: Islet (islet-1) in the Center avenue',
      '@0 kept their build: Islet (islet-1) in the Center avenue',
    ]);
    expect(textsFor(log, 1)).toEqual([]);
  });

  it('given the last build, then every placement is revealed at once and the next round starts', () => {
    const builds = [build(0, 'road-01', 'L'), build(1, 'road-02', 'R'), build(2, 'river-01', 'L')];
    const { state, log } = submitAll(building(), ...builds);
    expect(state.cities.map((c) => [c.L, c.C, c.R])).toEqual([
      [['road-01'], [], []],
      [[], [], ['road-02']],
      [['river-01'], [], []],
    ]);
    expect(state).toMatchObject({ round: 2, phase: 'trading' });
    expect(textsFor(log, null)).toEqual([
      '@0 built Road (road-01) in the Left avenue at L1',
      '@1 built Road (road-02) in the Right avenue at R1',
      '@2 built River (river-01) in the Left avenue at L1',
      'Round 2: everyone draws 3 cards',
    ]);
    expect(textsFor(log, 2).filter((t) => t.startsWith('@2 drew'))).toHaveLength(1);
  });
});
