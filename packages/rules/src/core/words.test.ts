import { describe, expect, it } from 'vitest';
import { listText } from './words.ts';

describe('listText', () => {
  it('says one, two and more items as a sentence does', () => {
    expect(listText(['Ann'])).toBe('Ann');
    expect(listText(['Ann', 'Bob'])).toBe('Ann and Bob');
    expect(listText(['Ann', 'Bob', 'Cy'])).toBe('Ann, Bob and Cy');
    expect(listText(['@0', '@1', '@2', '@3'])).toBe('@0, @1, @2 and @3');
  });

  it('says "nothing" for none, or what it is told', () => {
    expect(listText([])).toBe('nothing');
    expect(listText([], '')).toBe('');
    expect(listText([], 'nobody')).toBe('nobody');
  });
});
