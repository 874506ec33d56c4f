/**
 * The view's `deck`: how many cards of each kind the game holds (public, spec §5 "deck option"; every card is in a
 * hand or the rubble, §9.1), listing only the kinds with at least one card.
 */
import { describe, expect, it } from 'vitest';
import { table } from './fixtures.ts';
import { view } from './view.ts';

describe('the deck in the view lists only the kinds in the game', () => {
  it('given hands Lake, Park, Lake and Shop, and Fire in the rubble, then the deck is Lake 2, Park 1, Shop 1, Fire 1', () => {
    const s = table({ hands: [['Lake', 'Park'], ['Lake', 'Shop']], rubble: ['fire-3'] });
    const deck = view(s, null).deck;
    expect(deck).toStrictEqual({ lake: 2, park: 1, shop: 1, fire: 1 });
    expect(Object.keys(deck).sort()).toEqual(['fire', 'lake', 'park', 'shop']);
  });
});
