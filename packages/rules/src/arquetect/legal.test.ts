import { describe, expect, it } from 'vitest';
import { applyAction } from './actions.ts';
import { play, table } from './fixtures.ts';
import { cardSubsets, legalActions, placements } from './legal.ts';

describe('legalActions (spec §4)', () => {
  it('lists 1–3-card subsets in hand order and k-permutations as placements', () => {
    const hand = table({ hands: [['Lake', 'Park', 'Shop', 'Fire']] }).hands[0] ?? [];
    expect(cardSubsets(hand)).toHaveLength(4 + 6 + 4);
    expect(cardSubsets(hand)).toContainEqual(['lake-1', 'shop-1', 'fire-1']);
    expect(placements(2, 3)).toEqual([[0, 1], [0, 2], [1, 0], [1, 2], [2, 0], [2, 1]]);
  });

  it('given the act step, then it lists every gift, offer and ability, each accepted', () => {
    const s = table({ hands: [['Lake', 'Heist', 'Salvage'], ['Shop', 'Fire'], [], ['Park']], done: [false, false, false, true], rubble: ['cottage-1'] });
    const legal = legalActions(s, 0);
    const count = (type: string) => legal.filter((a) => a.type === type).length;
    // gifts: 3 cards × (seat 1: 3 positions + seat 2: 1 position)
    expect(count('gift')).toBe(12);
    // offers: 7 subsets × 2 targets
    expect(count('offerTrade')).toBe(14);
    // Heist: seat 1 only (seat 2 empty, seat 3 done): 2 indices × 4 insertAt; Salvage: 1 rubble card × 4 insertAt
    expect(count('useAbility')).toBe(8 + 4);
    expect(legal.every((a) => applyAction(s, 0, a).ok)).toBe(true);
    expect(legalActions(s, 1)).toEqual([]);
  });

  it('given the respond, decide and place steps, then it lists declines, counters and placements', () => {
    let s = table({ hands: [['Lake', 'Park'], ['Shop', 'Fire', 'Bank']] });
    s = play(s, 0, { type: 'offerTrade', cards: ['lake-1'], to: 1 });
    expect(legalActions(s, 1)).toHaveLength(1 + 7);
    s = play(s, 1, { type: 'counterOffer', cards: ['shop-1', 'bank-1'] });
    // offerer: m = 2 − 1 + 2 = 3, 2 received cards: 6 placements, plus reject
    expect(legalActions(s, 0)).toHaveLength(1 + 6);
    s = play(s, 0, { type: 'acceptCounter', placement: [2, 0] });
    // counter-offerer: m = 3 − 2 + 1 = 2
    expect(legalActions(s, 1)).toEqual([
      { type: 'placeReceived', player: 1, placement: [0] },
      { type: 'placeReceived', player: 1, placement: [1] },
    ]);
  });
});
