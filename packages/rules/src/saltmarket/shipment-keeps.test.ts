/**
 * Spec §4.5.6 and §5 legalActions: the buys listed for a shipment carry every keep K with |K| ≤ W, each good of K
 * shipped and kept no more often than it was held, K non-decreasing, K = [] included: each exactly once.
 */
import { describe, expect, it } from 'vitest';
import { goods, table } from './fixtures.ts';
import { saltmarket } from './index.ts';

// The Speculator owns the Woodcutter's Hut (B03) and the Lumber Mill (B07): two warehouses, so W = 2, no coins.
// Market livestock 5, wood 4, fish 3, stone 2; the Speculator's requirement is value − 1: fish 2, stone 1. She holds
// 5 fish and 1 stone, so both can ship: fish pays $3, stone $2. The Crab Shack (B01) costs $3 at an optional buy.
const state = table({
  characters: ['speculator', 'forester'],
  goods: [goods(5, 0, 0, 1), goods(0, 0, 0, 0)],
  owns: [['B03', 'B07'], []],
  market: ['livestock', 'wood', 'fish', 'stone'],
  display: ['B01', 'B02', 'B04', 'B05', 'B06'],
  step: 'MAY_BUY',
  pending: [{ kind: 'MAY_BUY' }],
});

const keepsListed = (ship: string[]) =>
  saltmarket
    .legalActions(state, 0)
    .filter((a) => a.type === 'buy' && a.building === 'B01' && JSON.stringify(a.ship) === JSON.stringify(ship))
    .map((a) => (a.type === 'buy' ? a.keep : []));
// a keep left out (undefined) would not match: the canonical listing writes K = [] out
const sorted = (lists: (readonly string[] | undefined)[]) => lists.map((k) => JSON.stringify(k)).sort();

describe('the keeps listed with a shipment', () => {
  it('shipping fish and stone ($5 ≥ $3): up to 2 kept, never more than the 1 stone held', () => {
    const keeps = keepsListed(['fish', 'stone']);
    expect(keeps).toHaveLength(5);
    expect(sorted(keeps)).toEqual(sorted([[], ['fish'], ['stone'], ['fish', 'fish'], ['fish', 'stone']]));
  });

  it('shipping fish alone ($3 ≥ $3): up to 2 fish kept', () => {
    const keeps = keepsListed(['fish']);
    expect(keeps).toHaveLength(3);
    expect(sorted(keeps)).toEqual(sorted([[], ['fish'], ['fish', 'fish']]));
  });

  it('stone alone ($2) or nothing ($0) does not pay for the Crab Shack, so no such buy is listed', () => {
    expect(keepsListed(['stone'])).toEqual([]);
    expect(keepsListed([])).toEqual([]);
  });
});
