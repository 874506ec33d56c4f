import { describe, expect, it } from 'vitest';
import { listText } from './words.ts';

describe('names in a sentence', () => {
  it('joins one, two and more names the way people write them', () => {
    expect(listText([])).toBe('');
    expect(listText(['Ann'])).toBe('Ann');
    expect(listText(['Ann', 'Bob'])).toBe('Ann and Bob');
    expect(listText(['Ann', 'Bob', 'Cy'])).toBe('Ann, Bob and Cy');
  });
});
