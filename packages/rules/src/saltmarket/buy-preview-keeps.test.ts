/**
 * Spec §4.5 steps 5–7, as the buy preview shows them: kept units counted good by good, a good kept in full is not
 * lost; with nothing shipped the market stays as it is; with nothing awaited the terms are an optional buy's.
 */
import { describe, expect, it } from 'vitest';
import { buyPreview, buyTermsOf } from './buy-preview.ts';
import { goods } from './fixtures.ts';

const market = ['fish', 'livestock', 'wood', 'stone'] as const;

describe('the buy preview, kept units and empty shipments', () => {
  it('ships fish and stone keeping 1 of each: 1 fish and 1 stone left, 4 fish lost, no stone lost', () => {
    // The Stevedore counts as 1 warehouse, the Woodcutter's Hut has 1: W = 2. Fish $5 + stone $2 = $7 for the
    // Crab Shack at $3: $4 lost. Shipped goods fall in their old order.
    const buyer = { character: 'stevedore' as const, goods: goods(5, 0, 2, 1), buildings: ['S-stevedore' as const, 'B03' as const] };
    const p = buyPreview(market, buyer, buyTermsOf([{ kind: 'MAY_BUY' }]), 'B01', ['fish', 'stone'], ['fish', 'stone']);
    expect(p).toMatchObject({ money: 7, cost: 3, moneyLost: 4, keepLimit: 2 });
    expect(p.goodsAfter).toEqual(goods(1, 0, 2, 1));
    expect(p.goodsLost).toEqual({ fish: 4 });
    expect(p.marketAfter).toEqual(['livestock', 'wood', 'fish', 'stone']);
  });

  it('ships nothing for a building that costs $0: goods and market unchanged', () => {
    // The Tallyman counts as 1 coin; at the Auction House ($2 off) the Crab Shack costs max(0, 3 − 1 − 2) = $0.
    const buyer = { character: 'tallyman' as const, goods: goods(1, 2, 0, 0), buildings: ['S-tallyman' as const] };
    const p = buyPreview(market, buyer, buyTermsOf([{ kind: 'BUY', discount: 'two', extraKeep: 0 }]), 'B01', [], []);
    expect(p).toMatchObject({ money: 0, coins: 1, discount: 2, cost: 0, moneyLost: 0 });
    expect(p.goodsAfter).toEqual(goods(1, 2, 0, 0));
    expect(p.goodsLost).toEqual({});
    expect(p.marketAfter).toEqual(['fish', 'livestock', 'wood', 'stone']);
  });

  it('with nothing awaited, the terms are an optional buy’s: no discount, no extra keep', () => {
    expect(buyTermsOf([])).toEqual({ discount: 'none', extraKeep: 0 });
  });
});
