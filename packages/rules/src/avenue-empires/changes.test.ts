import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { avenueEmpires } from './index.ts';
import { MAX_CHANGES } from './state.ts';
import type { AvenueState } from './state.ts';
import { submitAll, tradingState } from './test-fixtures.ts';

const spec = specFor<AvenueState>(avenueEmpires);
const hands = [
  ['river-01', 'wall-01', 'bastion-1'],
  ['road-01', 'road-02', 'plaza-1'],
  ['islet-1', 'wall-02', 'dock-1'],
];
const trade = (left: string, right: string) => ({ type: 'chooseTrade', left, right });

describe('changing a secret choice', () => {
  it(`given a seat changed its choice ${MAX_CHANGES} times this phase, then one more change is refused and it may no longer choose`, () => {
    const choices = Array.from({ length: MAX_CHANGES + 1 }, (_, i) => [0, { ...trade(i % 2 ? 'river-01' : 'wall-01', 'bastion-1'), player: 0 }] as [number, unknown]);
    const state = submitAll(tradingState(hands), ...choices).state;
    expect(state.changes[0]).toBe(MAX_CHANGES);
    spec.given(state).when(0, trade('river-01', 'wall-01')).thenFails('E_TOO_MANY_CHANGES', /changed your choice 10 times/);
    expect(avenueEmpires.legalActions(state, 0)).toEqual([]);
    // the others still choose, and the phase resolves with seat 0's last choice
    const after = submitAll(state, [1, { ...trade('road-01', 'plaza-1'), player: 1 }], [2, { ...trade('islet-1', 'dock-1'), player: 2 }]).state;
    expect(after.phase).toBe('building');
    expect(after.changes).toEqual([0, 0, 0]);
    expect(avenueEmpires.legalActions(after, 0).length).toBeGreaterThan(0);
  });
});
