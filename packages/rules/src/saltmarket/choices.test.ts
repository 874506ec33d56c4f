/** The compact buy tree (choices.ts): exactly the legal buys, and small in the largest buy step spec §5 allows. */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../core/canonical.ts';
import { expandChoices } from '../core/choices.ts';
import { VIEW_BYTES_LIMIT, seatPayload } from '../core/seat-payload.ts';
import { goods, table } from './fixtures.ts';
import { saltmarket } from './index.ts';

describe('compact buy choices', () => {
  it('stand for exactly the legal buys at W = 6 with 6 of every good and 7 buildings on display, far under the bound', () => {
    // Stevedore + B23 (2) + B03 + B07 = 5 warehouses, +1 at the Customs House terms: W = 6
    const s = table({
      characters: ['stevedore', 'drover', 'tallyman', 'mason'],
      goods: [goods(6, 6, 6, 6), goods(0, 0, 0, 0), goods(0, 0, 0, 0), goods(0, 0, 0, 0)],
      owns: [['B23', 'B03', 'B07'], [], [], []],
      step: 'BUY',
      pending: [{ kind: 'BUY', discount: 'none', extraKeep: 1 }],
      display: ['B01', 'B02', 'B04', 'B05', 'B06', 'B08', 'B27'],
    });
    const legal = saltmarket.legalActions(s, 0);
    expect(legal.length).toBeGreaterThan(4000);
    const expanded = expandChoices(saltmarket.choices?.(s, 0) ?? []).map(canonicalJson).sort();
    expect(expanded).toEqual(legal.map(canonicalJson).sort());
    expect(JSON.stringify(seatPayload(saltmarket, s, 0)).length).toBeLessThan(VIEW_BYTES_LIMIT / 4);
  });
});
