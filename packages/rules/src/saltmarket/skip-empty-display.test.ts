/**
 * Spec §4.4 MAY_BUY and §4.5 "purchase possible": with no building on display nothing can be bought, whatever is held;
 * the reason given is the empty display, and it reads back from its log line.
 */
import { describe, expect, it } from 'vitest';
import { goods, table } from './fixtures.ts';
import { MAY_BUY_TERMS, purchasePossible } from './purchase.ts';
import { skipReason, skippedBuyOf, skippedBuyText } from './skipped-buy.ts';

// 6 fish in the top slot ship for $5, and 6 stone for $2: enough for any cheap building, were one on display.
const rich = table({ characters: ['forester', 'drover'], goods: [goods(6, 0, 0, 6), goods(0, 0, 0, 0)] }).players[0]!;
const market = ['fish', 'livestock', 'wood', 'stone'] as const;

describe('an empty display', () => {
  it('makes no purchase possible, for the reason of the empty display', () => {
    expect(purchasePossible(rich, market, ['B01'], MAY_BUY_TERMS)).toBe(true);
    expect(purchasePossible(rich, market, [], MAY_BUY_TERMS)).toBe(false);
    expect(skipReason(rich, market, [], MAY_BUY_TERMS)).toEqual({ kind: 'emptyDisplay' });
  });

  it('is told and read back', () => {
    const text = skippedBuyText({ seat: 1, reason: { kind: 'emptyDisplay' } });
    expect(text).toBe('@1 cannot afford a building (no building is on display), so the optional buy is skipped.');
    expect(skippedBuyOf(text)).toEqual({ seat: 1, reason: { kind: 'emptyDisplay' } });
  });
});
