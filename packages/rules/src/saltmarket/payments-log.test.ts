/**
 * Spec §4.4 PAY and TRADE, as the log tells them: what is paid, then what is gained.
 */
import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { goods, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import type { SaltState } from './state.ts';

const spec = specFor<SaltState>(saltmarket);
const texts = (log: { text: string }[]) => log.map((l) => l.text);

describe('payments, told', () => {
  it("the Shipwright's Slip (B13): pays 1 wood, then gains 3 fish", () => {
    const s = table({ characters: ['forester', 'drover'], goods: [goods(0, 0, 2, 0), goods(0, 0, 0, 0)], display: ['B13', 'B01', 'B02', 'B03', 'B04'] });
    spec.given(s).when(0, { type: 'move', building: 'B13' }).then(({ state, log }) => {
      expect(texts(log).slice(0, 3)).toEqual(["@0 moves to the Shipwright's Slip.", '@0 pays 1 wood.', '@0 gains 3 fish.']);
      expect(state.players[0]?.goods).toEqual(goods(3, 0, 1, 0));
    });
  });

  it('a trade: 2 wood for 3 stone, then the 3 stone gained', () => {
    const s = table({ characters: ['forester', 'drover'], goods: [goods(0, 0, 3, 0), goods(0, 0, 0, 0)], step: 'TRADE', pending: [{ kind: 'TRADE' }] });
    spec.given(s).when(0, { type: 'trade', give: 'wood', get: 'stone' }).then(({ state, log }) => {
      expect(texts(log).slice(0, 2)).toEqual(['@0 trades 2 wood for 3 stone.', '@0 gains 3 stone.']);
      expect(state.players[0]?.goods).toEqual(goods(0, 0, 1, 3));
    });
  });
});
