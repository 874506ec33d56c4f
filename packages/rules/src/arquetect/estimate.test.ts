import { describe, expect, it } from 'vitest';
import { estimate, noviceEstimate, STILL_IN } from './estimate.ts';
import { table } from './fixtures.ts';

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

  it('the beginner’s estimate is the city as it scores now, done or not', () => {
    const state = table({ hands: [S4, S1, ['Fire']], done: [false, true, false] });
    expect(noviceEstimate(state)).toEqual([13, 17, -3]);
  });
});
