/** How a bundle of goods is worded in the log: "2 fish, 1 wood", counts first, canonical order, zeros left out. */
import { describe, expect, it } from 'vitest';
import { goods } from './fixtures.ts';
import { goodsText } from './goods.ts';

describe('goodsText', () => {
  it('an empty bundle, or one of zeros only, is "nothing"', () => {
    expect(goodsText({})).toBe('nothing');
    expect(goodsText(goods(0, 0, 0, 0))).toBe('nothing');
  });

  it('one good alone has no separator', () => {
    expect(goodsText({ stone: 3 })).toBe('3 stone');
    expect(goodsText(goods(1, 0, 0, 0))).toBe('1 fish');
  });

  it('several goods are joined by ", " in the canonical order (fish, livestock, wood, stone), whatever the key order', () => {
    expect(goodsText({ wood: 1, fish: 2 })).toBe('2 fish, 1 wood');
    expect(goodsText({ stone: 6, livestock: 4 })).toBe('4 livestock, 6 stone');
    expect(goodsText(goods(1, 2, 3, 4))).toBe('1 fish, 2 livestock, 3 wood, 4 stone');
  });

  it('zeros between counted goods are left out', () => {
    expect(goodsText(goods(0, 1, 0, 2))).toBe('1 livestock, 2 stone');
    expect(goodsText({ fish: 0, wood: 5 })).toBe('5 wood');
  });
});
