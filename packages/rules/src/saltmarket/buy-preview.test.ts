import { describe, expect, it } from 'vitest';
import { buyPreview, buyTermsOf, shippingTerms } from './buy-preview.ts';
import { noGoods } from './goods.ts';

describe('the buy preview the table shows before a buy', () => {
  it('spec E2: ships fish and wood at the old values, the shipped goods fall in their old order', () => {
    const buyer = { character: null, goods: { ...noGoods(), fish: 4, wood: 3, stone: 2 }, buildings: [] };
    const p = buyPreview(['wood', 'stone', 'fish', 'livestock'], buyer, buyTermsOf([{ kind: 'MAY_BUY' }]), 'B08', ['fish', 'wood'], []);
    expect(p).toMatchObject({ money: 8, printedCost: 5, coins: 0, discount: 0, cost: 5, moneyLost: 3, keepLimit: 0 });
    expect(p.marketAfter).toEqual(['stone', 'livestock', 'wood', 'fish']);
    expect(p.goodsLost).toEqual({ fish: 4, wood: 3 });
    expect(p.goodsAfter).toEqual({ fish: 0, livestock: 0, wood: 0, stone: 2 });
  });

  it('takes coins and the Dry Dock’s anchors off, and keeps warehoused units', () => {
    // Quarry (coin), Lumber Mill (warehouse), Naval Academy (2 anchors); the Navigator counts as one more anchor
    const buyer = { character: 'navigator' as const, goods: { ...noGoods(), stone: 5 }, buildings: ['S-navigator' as const, 'B14' as const, 'B07' as const, 'B28' as const] };
    const terms = buyTermsOf([{ kind: 'BUY', discount: 'perAnchor', extraKeep: 0 }]);
    const p = buyPreview(['stone', 'fish', 'wood', 'livestock'], buyer, terms, 'B27', ['stone'], ['stone']);
    expect(p).toMatchObject({ money: 5, printedCost: 12, coins: 1, discount: 3, cost: 8, moneyLost: 0, keepLimit: 1 });
    expect(p.goodsLost).toEqual({ stone: 4 });
    expect(p.goodsAfter.stone).toBe(1);
  });

  it('gives the Speculator’s lower requirement and the Drover’s livestock price', () => {
    const market = ['livestock', 'fish', 'wood', 'stone'] as const;
    const base = { goods: noGoods(), buildings: [] };
    expect(shippingTerms(market, { ...base, character: 'speculator' }, 'livestock')).toEqual({ requirement: 4, price: 5 });
    expect(shippingTerms(market, { ...base, character: 'drover' }, 'livestock')).toEqual({ requirement: 5, price: 6 });
    expect(shippingTerms(market, { ...base, character: 'speculator' }, 'stone')).toEqual({ requirement: 1, price: 2 });
  });
});
