import { describe, expect, it } from 'vitest';
import { nextIndex } from './roving.ts';

describe('arrow keys within a hand', () => {
  it('move one card on, stopping at the ends', () => {
    expect(nextIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextIndex('ArrowDown', 2, 3)).toBe(2);
    expect(nextIndex('ArrowLeft', 0, 3)).toBe(0);
    expect(nextIndex('ArrowUp', 2, 3)).toBe(1);
  });
  it('jump to the first and last with Home and End', () => {
    expect(nextIndex('Home', 2, 5)).toBe(0);
    expect(nextIndex('End', 0, 5)).toBe(4);
  });
  it('leave other keys alone', () => {
    expect(nextIndex('Enter', 1, 3)).toBeNull();
    expect(nextIndex('Tab', 1, 3)).toBeNull();
    expect(nextIndex('ArrowRight', 0, 0)).toBeNull();
  });
});
