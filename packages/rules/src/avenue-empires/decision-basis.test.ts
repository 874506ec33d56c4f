import { describe, expect, it } from 'vitest';
import { stillValid } from '../core/conflicts.ts';
import { avenueEmpires } from './index.ts';
import { e17, submitAll, trade } from './test-fixtures.ts';

const [A, B, C] = [0, 1, 2];

describe('stale submits (decisionBasis)', () => {
  it('given only other seats chose or changed their choice since, then A’s stale submit still stands', () => {
    const then = e17();
    const others = [trade(B, 'plaza-1', 'road-01'), trade(C, 'islet-1', 'dock-1'), trade(C, 'wall-02', 'dock-1')];
    const now = submitAll(then, ...others).state;
    expect(stillValid(avenueEmpires, then, now, A)).toBe(true);
    expect(JSON.stringify(avenueEmpires.decisionBasis?.(now, A))).not.toContain('plaza-1');
  });

  it('given A’s own choice changed since (another tab), then it is a conflict', () => {
    const then = submitAll(e17(), trade(A, 'wall-01', 'river-01')).state;
    const now = submitAll(then, trade(A, 'bastion-1', 'river-01')).state;
    expect(stillValid(avenueEmpires, then, now, A)).toBe(false);
    expect(stillValid(avenueEmpires, then, now, B)).toBe(true);
  });

  it('given the phase resolved since, then it is a conflict for everyone', () => {
    const then = submitAll(e17(), trade(A, 'wall-01', 'river-01'), trade(B, 'plaza-1', 'road-01')).state;
    const now = submitAll(then, trade(C, 'islet-1', 'dock-1')).state;
    for (const seat of [A, B, C]) expect(stillValid(avenueEmpires, then, now, seat)).toBe(false);
  });
});
