/**
 * Spec §5 `attack`: "the construct goes to its owner's discard pile, its stored cards then follow (in stored order)".
 * A discard pile is listed oldest first, each card put on it appended (§4.4.2), so the destroyed construct lies
 * right on what was there before and its stored cards lie on it, in the order they were stored.
 */
import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { dealer, p, table } from './fixtures.ts';
import { civBuilder } from './index.ts';
import type { CivState } from './state.ts';

const spec = specFor<CivState>(civBuilder);

describe('a destroyed construct and its stored cards (spec §5 attack)', () => {
  it('go to the owner\'s discard pile: the construct first, then its stored cards in stored order', () => {
    const d = dealer();
    const [market0, market1, harbour, labourer, caravan, smuggler] = d.many('market', 'market', 'harbour', 'labourer', 'caravan', 'smuggler');
    const s = table({
      players: [
        { constructs: [{ id: market0, built: true }], pools: { warfare: 6 } },
        { discard: [labourer], constructs: [{ id: market1, built: true }, { id: harbour, built: true, stored: [caravan, smuggler] }] },
      ],
    });
    spec.given(s).when(0, { type: 'attack', target: 1, card: harbour }).then(({ state }) => {
      // the pile before: [Labourer]; then the Harbour; then Caravan, Smuggler as they were stored
      expect(p(state, 1).discard).toEqual([labourer, harbour, caravan, smuggler]);
      expect(p(state, 1).constructs.map((c) => c.id)).toEqual([market1]);
      // Harbour strength 5, no Walls: 6 − 5 = 1 warfare left, one trophy
      expect(p(state, 0).pools.warfare).toBe(1);
      expect(p(state, 0).trophies).toBe(1);
    });
    spec.given(s).when(0, { type: 'attack', target: 1, card: harbour }).then(({ log }) => {
      expect(log.map((e) => e.text)).toEqual(["@0 destroys @1's Harbour with 5 warfare."]);
    });
  });
});
