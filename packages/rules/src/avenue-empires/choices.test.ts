import { describe, expect, it } from 'vitest';
import { compactChoices } from '../core/choices.ts';
import { randomPlayout } from '../core/playout.ts';
import { choices } from './choices.ts';
import { avenueEmpires } from './index.ts';
import { legalActions } from './legal.ts';
import type { AvenueState } from './state.ts';

describe('compact choices written from the hand', () => {
  it('are exactly the tree the generic compaction builds of the legal actions, for every seat at every step', () => {
    for (const seats of [3, 4, 5, 6]) {
      let states = 0;
      randomPlayout(avenueEmpires, {
        seats,
        seed: `choices-${seats}`,
        resubmitRate: 0.2,
        onStep: (state) => {
          states++;
          for (let seat = 0; seat < seats; seat++) {
            const s = state as AvenueState;
            expect(choices(s, seat)).toEqual(compactChoices(legalActions(s, seat)));
          }
        },
      });
      expect(states).toBeGreaterThan(100);
    }
  });
});
