import { describe, expect, it } from 'vitest';
import { gapWhere, swapWhere } from './choices.ts';

/** Places in a row are read out counting from 1, like the numbers drawn above the cards. */
describe('places in a row of cards, in words', () => {
  const row = ['Park', 'Fire', 'face down'];

  it('names a gap by the cards on either side, counted from 1', () => {
    expect(gapWhere(row, 0)).toBe('at the left end, before card 1 (Park)');
    expect(gapWhere(row, 1)).toBe('between card 1 (Park) and card 2 (Fire)');
    expect(gapWhere(row, 3)).toBe('at the right end, after card 3 (face down)');
    expect(gapWhere([], 0)).toBe('as the only card');
  });

  it('names a swap point by its two cards', () => {
    expect(swapWhere(row, 0)).toBe('card 1 (Park) with card 2 (Fire)');
  });
});
