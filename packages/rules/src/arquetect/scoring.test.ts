import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardType } from './cards.ts';
import { CARD_TYPES } from './cards.ts';
import { table } from './fixtures.ts';
import { cardScores, handScore, rankHands } from './scoring.ts';
import type { Slot } from './state.ts';

const hand = (names: string[]): Slot[] => table({ hands: [names] }).hands[0] ?? [];
const scores = (names: string[]) => cardScores(hand(names));
const total = (names: string[]) => handScore(hand(names));

describe('card scores (spec §8)', () => {
  it('S1: given Cottage, Park, Cottage, Apartment, Apartment, Shop, then 2+3+2+3+3+4 = 17', () => {
    const h = ['Cottage', 'Park', 'Cottage', 'Apartment', 'Apartment', 'Shop'];
    expect(scores(h)).toEqual([2, 3, 2, 3, 3, 4]);
    expect(total(h)).toBe(17);
  });

  it('S2: given an industrial street, then 4+3+0+3+4+1+2 = 17', () => {
    const h = ['Factory', 'Workshop', 'Shop', 'Mine', 'Bank', 'Cottage', 'Factory'];
    expect(scores(h)).toEqual([4, 3, 0, 3, 4, 1, 2]);
    expect(total(h)).toBe(17);
  });

  it('S4: given a balanced Town Hall, then 2+2+5+1+3 = 13', () => {
    const h = ['Park', 'Cottage', 'Town Hall', 'Shop', 'Lake'];
    expect(scores(h)).toEqual([2, 2, 5, 1, 3]);
    expect(total(h)).toBe(13);
  });

  it('S5: given Fires near and far from a Lake, then 0+2+1+2+0+2+2−3 = 6', () => {
    const h = ['Fire', 'Cottage', 'Lake', 'Cottage', 'Fire', 'Shop', 'Shop', 'Fire'];
    expect(scores(h)).toEqual([0, 2, 1, 2, 0, 2, 2, -3]);
    expect(total(h)).toBe(6);
  });

  it('S6: given a Fire Station reaching only one Fire, then 3+0+1−3+1 = 2', () => {
    const h = ['Fire Station', 'Fire', 'Park', 'Fire', 'Cottage'];
    expect(scores(h)).toEqual([3, 0, 1, -3, 1]);
    expect(total(h)).toBe(2);
  });

  it('S9: given used and unused events, then 1+1+0+1+1+1 = 5', () => {
    const h = ['Heist*', 'Cottage', 'Renovation', 'Lake', 'Demolition*', 'Garden'];
    expect(scores(h)).toEqual([1, 1, 0, 1, 1, 1]);
    expect(total(h)).toBe(5);
  });

  it('S10: given four Apartments and a Skyscraper, then each Apartment is capped at 3 and the total is 16', () => {
    const h = ['Apartment', 'Apartment', 'Apartment', 'Apartment', 'Skyscraper'];
    expect(scores(h)).toEqual([3, 3, 3, 3, 4]);
    expect(total(h)).toBe(16);
  });

  it('F1 hands: a Fire gifted beside a Villa drops 11 to 3', () => {
    expect(total(['Cottage', 'Park', 'Villa', 'Shop'])).toBe(11);
    expect(scores(['Cottage', 'Park', 'Fire', 'Villa', 'Shop'])).toEqual([2, 2, -3, 0, 2]);
  });

  it('scores expansion buildings by their rules', () => {
    expect(scores(['Power Plant', 'Lake', 'Shop', 'Mall', 'Shop'])).toEqual([3, 1, 0, 4, 0]);
    expect(scores(['Museum', 'Fire', 'Heist'])).toEqual([3, -3, 0]);
    expect(scores(['Cottage', 'Garden', 'Villa', 'Garden'])).toEqual([2, 3, 4, 1]);
    expect(scores(['Market', 'Town Hall', 'Market'])).toEqual([2, 5, 2]);
  });
});

describe('ranking and tie-breaks (spec §7)', () => {
  it('T1: given equal scores, then more building categories wins', () => {
    const o = rankHands([hand(['Lake', 'Cottage', 'Factory']), hand(['Apartment', 'Apartment', 'Lake'])]);
    expect(o.seats.map((s) => [s.seat, s.score, s.place])).toEqual([[0, 7, 1], [1, 7, 2]]);
    expect(o.winners).toEqual([0]);
    expect(o.decidedBy).toBe('building categories');
  });

  it('T2: given equal scores and categories, then fewer cards wins', () => {
    const o = rankHands([hand(['Lake', 'Cottage', 'Factory']), hand(['Cottage', 'Cottage', 'Factory', 'Lake'])]);
    expect(o.seats.map((s) => s.score)).toEqual([7, 7]);
    expect(o.winners).toEqual([0]);
    expect(o.decidedBy).toBe('fewer cards');
  });

  it('T3: given everything equal, then the victory is shared', () => {
    const o = rankHands([hand(['Lake', 'Apartment', 'Apartment', 'Lake']), hand(['Lake', 'Workshop', 'Workshop', 'Lake'])]);
    expect(o.seats.map((s) => [s.score, s.place])).toEqual([[10, 1], [10, 1]]);
    expect(o.winners).toEqual([0, 1]);
    expect(o.decidedBy).toBeNull();
  });

  it('gives a place of 1 + the number of players strictly above, with per-card details left to right', () => {
    const o = rankHands([hand(['Fire']), hand(['Lake']), hand(['Lake']), hand([])]);
    expect(o.seats.map((s) => [s.seat, s.place])).toEqual([[1, 1], [2, 1], [3, 3], [0, 4]]);
    expect(o.seats[0]?.details).toMatchObject({ total: 3, cards: [{ name: 'Lake', points: 3 }] });
  });
});

/** Spec §9.9: the range of every card's score, whatever the hand. */
const RANGES: Record<CardType, [number, number] | number[]> = {
  villa: [0, 4], factory: [0, 2, 4], mall: [0, 2, 4], 'town-hall': [1, 5], lake: [1, 3], garden: [1, 3],
  fire: [-3, 0], heist: [0, 1], renovation: [0, 1], demolition: [0, 1], exchange: [0, 1], festival: [0, 1],
  salvage: [0, 1], cottage: [1, 2, 3], apartment: [1, 2, 3], workshop: [1, 2, 3], market: [1, 2, 3],
  park: [1, 2, 3], forest: [1, 2, 3, 4], mine: [0, 1, 2, 3], shop: [0, 1, 2, 3, 4], school: [0, 1, 2, 3, 4],
  'power-plant': [0, 1, 2, 3, 4], skyscraper: [0, 1, 2, 3, 4, 5], bank: [0, 1, 2, 3, 4, 5],
  'fire-station': [2, 3, 4, 5, 6], museum: [1, 2, 3, 4, 5, 6],
};

describe('score ranges (spec §9.9)', () => {
  it('keeps every card within its range and the total equal to the sum, for any hand', () => {
    const slot = fc.record({ type: fc.constantFrom(...CARD_TYPES), out: fc.boolean() });
    fc.assert(
      fc.property(fc.array(slot, { maxLength: 14 }), (cards) => {
        const h = cards.map((c, k) => ({ id: `${c.type}-${k + 1}`, out: c.out }));
        const points = cardScores(h);
        cards.forEach((c, i) => expect(RANGES[c.type]).toContain(points[i]));
        expect(handScore(h)).toBe(points.reduce((a, b) => a + b, 0));
        cards.forEach((c, i) => {
          if (['heist', 'renovation', 'demolition', 'exchange', 'festival', 'salvage'].includes(c.type))
            expect(points[i]).toBe(c.out ? 1 : 0);
        });
      }),
      { numRuns: 400 },
    );
  });
});
