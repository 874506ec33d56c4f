/**
 * Spec §5 `assign`, as it is applied: an alt-mode person tucked from hand gives its build value instead of its
 * effects; a plus-mode person from hand is played too (its effects resolve, then it is tucked); one from the play
 * area just moves. The log names the construct's progress against its build cost. Refusals are in errors.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { dealer, p, table } from './fixtures.ts';
import { civBuilder } from './index.ts';
import type { CivState } from './state.ts';

const spec = specFor<CivState>(civBuilder);

describe('an assignment', () => {
  const d = dealer();
  // Workshop: build cost 3. Merchant: money 2, build +1. Worker: build 1 instead of money 1.
  const [workshop, merchant, worker, played] = d.many('workshop', 'merchant', 'worker', 'merchant');
  const s = table({ players: [{ hand: [merchant, worker], play: [played], constructs: [{ id: workshop }] }, {}] });
  const assigned = (card: number, check: (after: CivState, texts: string[]) => void) =>
    spec.given(s).when(0, { type: 'assign', card, construct: workshop }).then(({ state, log }) => check(state, log.map((e) => e.text)));

  it('plays a plus-mode person from hand, then tucks it: its money and its build value both count', () => {
    assigned(merchant, (after, texts) => {
      expect(texts).toEqual(['@0 plays the Merchant.', '@0 assigns the Merchant to the Workshop (1 of 3).']);
      expect(p(after, 0).pools.money).toBe(2);
      expect(p(after, 0).hand).toEqual([worker]);
      expect(p(after, 0).constructs[0]?.assigned).toEqual([merchant]);
    });
  });

  it('tucks an alt-mode person from hand for its build value alone', () => {
    assigned(worker, (after, texts) => {
      expect(texts).toEqual(['@0 assigns the Worker to the Workshop (1 of 3).']);
      expect(p(after, 0).pools.money).toBe(0);
    });
  });

  it('moves a plus-mode person from the play area without playing it again', () => {
    assigned(played, (after, texts) => {
      expect(texts).toEqual(['@0 assigns the Merchant to the Workshop (1 of 3).']);
      expect([p(after, 0).play, p(after, 0).pools.money]).toEqual([[], 0]);
    });
  });
});
