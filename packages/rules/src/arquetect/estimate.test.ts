import { describe, expect, it } from 'vitest';
import { bestPlaced, estimate, noviceEstimate, STILL_IN } from './estimate.ts';
import { f2Countered, play, runAll, table } from './fixtures.ts';

// spec §8 S4: Park 2, Cottage 2, Town Hall 5, Shop 1, Lake 3 = 13; S1 = 17
const S4 = ['Park', 'Cottage', 'Town Hall', 'Shop', 'Lake'];
const S1 = ['Cottage', 'Park', 'Cottage', 'Apartment', 'Apartment', 'Shop'];

describe('estimate (how each seat stands, for the bots)', () => {
  it('counts a city as it scores now, and the turns to come of a seat still in the game', () => {
    const state = table({ hands: [S4, S1, ['Fire']], done: [false, true, false] });
    expect(estimate(state)).toEqual([13 + STILL_IN, 17, -3 + STILL_IN]);
  });

  it('counts no turns to come once the game is over', () => {
    const state = table({ hands: [S4, S1], done: [false, true], step: 'gameOver' });
    expect(estimate(state)).toEqual([13, 17]);
  });

  it('counts a counter-offer the offerer gains by as taken, each side placing what it gets where it scores most', () => {
    // Ana [Shop, Fire, Park, Apartment] (0) offers Fire and Park; Ben [Lake, Cottage, Mine] (5) counters with Cottage.
    // Ana keeps [Shop, Apartment] and places the Cottage anywhere for 3. Ben keeps [Lake, Mine]: the Fire goes last,
    // 2 from the Lake (Lake 3, Mine 1, Fire 0), then the Park after it (1 more): 5. Cai [Villa, Forest] 5; Dee done, 0.
    const state = f2Countered();
    expect(state.step).toBe('decide');
    expect(noviceEstimate(state)).toEqual([0, 5, 5, 0]);
    expect(estimate(state)).toEqual([3 + STILL_IN, 5 + STILL_IN, 5 + STILL_IN, 0]);
  });

  it('once the offerer has accepted, counts its placement as it chose it', () => {
    // the Cottage at Ana's left end: [Cottage, Shop, Apartment] scores 1 + 1 + 1 = 3, as every place would here
    const accepted = play(f2Countered(), 0, { type: 'acceptCounter', placement: [0] });
    expect(accepted.step).toBe('place');
    expect(estimate(accepted).slice(0, 2)).toEqual([3 + STILL_IN, 5 + STILL_IN]);
  });

  it('counts a counter-offer the offerer would lose by as refused: nothing moves', () => {
    // Ana (S4, 13) offers her Lake; Ben counters with a Fire, which costs her 3 wherever it goes
    const state = runAll(table({ hands: [S4, ['Fire', 'Shop']] }), [
      [0, { type: 'offerTrade', cards: ['lake-1'], to: 1 }],
      [1, { type: 'counterOffer', cards: ['fire-1'] }],
    ]).state;
    expect(state.step).toBe('decide');
    expect(estimate(state)).toEqual([13 + STILL_IN, -3 + STILL_IN]);
  });

  it('places received cards one at a time where each scores most', () => {
    // a Lake scores 3 only at an end (the Mine keeps its 1); a Cottage beside a Lake scores 2
    const kept = table({ hands: [['Shop', 'Mine', 'Shop']] }).hands[0] ?? [];
    expect(bestPlaced(kept, ['lake-1'])).toBe(3 + 1);
    expect(bestPlaced([], ['lake-1', 'cottage-1'])).toBe(3 + 2);
    // between a Lake and a Shop, a Cottage keeps the Lake at its end and counts for the Shop: 3 + 2 + 1 (4 at either end)
    const lakeShop = table({ hands: [['Lake', 'Shop']] }).hands[0] ?? [];
    expect(bestPlaced(lakeShop, ['cottage-1'])).toBe(6);
  });
});
