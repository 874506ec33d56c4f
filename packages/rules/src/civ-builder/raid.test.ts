/**
 * Spec §5 `raid`, as it is applied: 1 raid makes an opponent discard a chosen stored card, or a random hand card
 * (`hand[rng.nextInt(size)]`), revealed as it reaches the discard pile. Refusals are in errors.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { dealer, p, rngGiving, table } from './fixtures.ts';
import { civBuilder } from './index.ts';
import type { CivState } from './state.ts';

const spec = specFor<CivState>(civBuilder);

describe('a raid', () => {
  it('sends a chosen stored card to its owner’s discard pile and leaves the rest stored', () => {
    const d = dealer();
    const [harbour, merchant, soldier, worker] = d.many('harbour', 'merchant', 'soldier', 'worker');
    const s = table({
      players: [{ pools: { raid: 2 } }, { discard: [worker], constructs: [{ id: harbour, built: true, stored: [merchant, soldier] }] }],
    });
    spec.given(s).when(0, { type: 'raid', target: 1, card: soldier }).then(({ state, log, action }) => {
      expect(action).toEqual({ type: 'raid', player: 0, target: 1, card: soldier });
      expect(p(state, 1).constructs[0]?.stored).toEqual([merchant]);
      expect(p(state, 1).discard).toEqual([worker, soldier]);
      expect(p(state, 0).pools.raid).toBe(1);
      expect(log.map((e) => e.text)).toEqual(['@0 raids @1: the stored Soldier goes to their discard pile.']);
    });
  });

  it('makes the opponent discard the hand card the RNG picks, named for everyone', () => {
    const d = dealer();
    const hand = d.many('worker', 'trader', 'caravan', 'scribe', 'monk');
    // hand[rng.nextInt(5)] = hand[2], the Caravan
    const s = table({ players: [{ pools: { raid: 1 } }, { hand }], rng: rngGiving([5], [2]) });
    spec.given(s).when(0, { type: 'raid', target: 1 }).then(({ state, log, action }) => {
      expect(action).toEqual({ type: 'raid', player: 0, target: 1 });
      expect(p(state, 1).hand).toEqual([hand[0], hand[1], hand[3], hand[4]]);
      expect(p(state, 1).discard).toEqual([hand[2]]);
      expect(p(state, 0).pools.raid).toBe(0);
      expect(log.map((e) => e.text)).toEqual(['@0 raids @1, who discards a random card from hand: the Caravan.']);
    });
  });
});
