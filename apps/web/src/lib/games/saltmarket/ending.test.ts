import { describe, expect, it } from 'vitest';
import type { Outcome } from '$lib/api-types.ts';
import { soloEnding } from './ending.ts';

const solo = (won: boolean, score = 9): Outcome =>
  ({ seats: [{ seat: 0, score, place: 1, key: [score, 4, 2] }], winners: won ? [0] : [], keyNames: ['VP', 'buildings', 'goods'], decidedBy: null }) as unknown as Outcome;

describe('a solo game’s end, in words', () => {
  it('a loss reads as a loss: the buildings bought of 4, in the turns played', () => {
    expect(soloEnding(solo(false), { bought: 3, turns: 20 }, 'You')).toEqual({
      headline: 'You lost: 3 of 4 buildings bought in 20 turns',
      decided: 'A solo win takes 4 buildings bought within 20 turns. The score stands: 9 VP.',
    });
  });

  it('a win says how fast, and a replay names the player', () => {
    expect(soloEnding(solo(true, 23), { bought: 4, turns: 14 }, 'Ann')).toEqual({
      headline: 'Ann won: 4 buildings bought in 14 turns',
      decided: 'Four buildings bought within 20 turns: a solo win, with 23 VP.',
    });
  });

  it('says nothing of its own with more players (the ranking speaks)', () => {
    const two = { ...solo(true), seats: [...solo(true).seats, { seat: 1, score: 3, place: 2, key: [3, 2, 0] }] } as unknown as Outcome;
    expect(soloEnding(two, { bought: 4, turns: 30 }, 'You')).toBeNull();
  });
});
