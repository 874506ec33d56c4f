/**
 * Spec §5 `return`, as it is applied: 1 return per card puts cards of the discard pile on top of the deck, the first
 * listed on top; everyone saw them go, so the deck's known top grows by as many. Refusals are in errors.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { dealer, p, table } from './fixtures.ts';
import { civBuilder } from './index.ts';
import type { CivState, KnownCards } from './state.ts';

const spec = specFor<CivState>(civBuilder);

describe('a return', () => {
  it('puts the listed discards on top of the deck, first listed on top, and spends one return each', () => {
    const d = dealer();
    const [soldier, scribe, banker, worker] = d.many('soldier', 'scribe', 'banker', 'worker');
    const s = table({ players: [{ discard: [soldier, scribe, banker], deck: [worker], pools: { ret: 3 } }, {}] });
    spec.given(s).when(0, { type: 'return', cards: [banker, soldier] }).then(({ state, log }) => {
      expect(p(state, 0)).toMatchObject({ deck: [banker, soldier, worker], discard: [scribe] });
      expect(p(state, 0).pools.ret).toBe(1);
      expect(p(state, 0).known).toEqual({ top: 2, hand: [] });
      expect(log.map((e) => e.text)).toEqual(['@0 puts Banker and Soldier on top of their deck.']);
    });
  });

  it('adds to a deck top already known, and keeps the known hand cards', () => {
    const d = dealer();
    const [soldier, trader, worker, scribe] = d.many('soldier', 'trader', 'worker', 'scribe');
    const s = table({ players: [{ hand: [scribe], discard: [soldier], deck: [trader, worker], pools: { ret: 1 } }, {}] });
    (s.players[0] as { known?: KnownCards }).known = { top: 1, hand: [scribe] };
    spec.given(s).when(0, { type: 'return', cards: [soldier] }).then(({ state }) => {
      expect(p(state, 0).deck).toEqual([soldier, trader, worker]);
      expect(p(state, 0).known).toEqual({ top: 2, hand: [scribe] });
    });
  });
});
