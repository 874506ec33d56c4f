/**
 * The view's `deck`: how many cards of each kind the game holds (public, spec §5 "deck option"; every card is in a
 * hand or the rubble, §9.1), listing only the kinds with at least one card; worked out once per state, as a hand's
 * score sheet is once per hand, and shared by every view.
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

  it('is worked out once per state: every seat\'s view of it shares one, frozen (a view that changed it would throw)', () => {
    const s = table({ hands: [['Lake', 'Park'], ['Lake', 'Shop']], rubble: ['fire-3'] });
    const decks = [view(s, null), view(s, 0), view(s, 1)].map((v) => v.deck);
    expect(decks.every((d) => d === decks[0])).toBe(true);
    expect(Object.isFrozen(decks[0])).toBe(true);
    // another state, even an equal one, counts its own
    expect(view(structuredClone(s), null).deck).not.toBe(decks[0]);
    expect(view(structuredClone(s), null).deck).toStrictEqual(decks[0]);
  });

  it('shares each hand\'s score sheet the same way: every view that shows the hand, frozen, until the hand changes', () => {
    const s = table({ hands: [['Lake', 'Park'], ['Lake', 'Shop']], rubble: ['fire-3'], step: 'gameOver' });
    const sheets = [view(s, null), view(s, 0), view(s, 1)].map((v) => v.players[0]?.score);
    expect(sheets[0]).not.toBeNull();
    expect(sheets.every((sheet) => sheet === sheets[0]) && Object.isFrozen(sheets[0]) && Object.isFrozen(sheets[0]?.cards)).toBe(true);
    expect(view(structuredClone(s), null).players[0]?.score).toStrictEqual(sheets[0]);
  });
});
