/**
 * Spec §5 `steal`, as it is applied: the chosen sources (each used once a turn) together reach the card's cost; the
 * card moves from the opponent's discard pile to the thief's; the event lists the sources in registration order.
 * Refusals are in errors.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { dealer, p, table } from './fixtures.ts';
import { civBuilder } from './index.ts';
import type { CivState } from './state.ts';

const spec = specFor<CivState>(civBuilder);

describe('a steal', () => {
  it('uses the named sources, moves the card to the thief’s discard pile and says what paid for it', () => {
    const d = dealer();
    // Thief: steal 3, Smuggler: steal 2, together 5 for a Caravan (cost 5); the Thieves' Den's 3 is left unused
    const [thief, smuggler, den, caravan, worker, own] = d.many('thief', 'smuggler', 'thieves-den', 'caravan', 'worker', 'scribe');
    const sources = [
      { id: den, value: 3, used: false },
      { id: thief, value: 3, used: false },
      { id: smuggler, value: 2, used: false },
    ];
    const s = table({ players: [{ play: [thief, smuggler], discard: [own], stealSources: sources }, { discard: [worker, caravan] }] });
    spec.given(s).when(0, { type: 'steal', from: 1, card: caravan, using: [smuggler, thief] }).then(({ state, log, action }) => {
      expect(action).toEqual({ type: 'steal', player: 0, from: 1, card: caravan, using: [thief, smuggler] });
      expect(p(state, 0).stealSources.map((x) => x.used)).toEqual([false, true, true]);
      expect(p(state, 0).discard).toEqual([own, caravan]);
      expect(p(state, 1).discard).toEqual([worker]);
      expect(log.map((e) => e.text)).toEqual(["@0 steals the Caravan from @1's discard pile (steal 5, cost 5)."]);
    });
  });
});
