import { describe, expect, it } from 'vitest';
import { stopIndex } from './one-stop.ts';

describe('one Tab stop in a trade row', () => {
  it('is the picked card, else the one last focused, else the first', () => {
    expect(stopIndex(3, 1, 5)).toBe(3);
    expect(stopIndex(-1, 1, 5)).toBe(1);
    expect(stopIndex(-1, -1, 5)).toBe(0);
    expect(stopIndex(-1, 7, 5), 'a card bought since').toBe(0);
    expect(stopIndex(-1, -1, 0)).toBe(-1);
  });
});
