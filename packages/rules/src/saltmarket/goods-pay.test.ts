/**
 * Spec §2 "Nothing goes below 0" and §4.4 PAY: a payment subtracts each good of the bundle in full; one the holder
 * cannot cover is a bug of its caller (moves are checked first), so it throws instead of leaving a count below 0.
 */
import { describe, expect, it } from 'vitest';
import { goods } from './fixtures.ts';
import { pay } from './goods.ts';

describe('pay', () => {
  it('subtracts each good of the bundle, missing goods count as 0', () => {
    expect(pay(goods(1, 2, 3, 4), { stone: 3 })).toEqual(goods(1, 2, 3, 1));
    expect(pay(goods(1, 2, 3, 4), { fish: 1, wood: 2 })).toEqual(goods(0, 2, 1, 4));
    expect(pay(goods(2, 2, 2, 2), { fish: 1, livestock: 2, wood: 1, stone: 2 })).toEqual(goods(1, 0, 1, 0));
  });

  it('paying everything held leaves zeros, not an error', () => {
    expect(pay(goods(1, 2, 3, 4), { fish: 1, livestock: 2, wood: 3, stone: 4 })).toEqual(goods(0, 0, 0, 0));
  });

  it('a payment one good short throws, naming the bundle, for each of the four goods', () => {
    expect(() => pay(goods(1, 6, 6, 6), { fish: 2 })).toThrow('payment of {"fish":2} below zero');
    expect(() => pay(goods(6, 1, 6, 6), { livestock: 2 })).toThrow('payment of {"livestock":2} below zero');
    expect(() => pay(goods(6, 6, 1, 6), { wood: 2 })).toThrow('payment of {"wood":2} below zero');
    expect(() => pay(goods(6, 6, 6, 1), { stone: 2 })).toThrow('payment of {"stone":2} below zero');
  });
});
