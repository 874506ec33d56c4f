/**
 * The rules' array builders: `arrayOf(length, element)` is `Array.from({ length }, element)` (each element from its
 * index, in order, no holes), and `indices(n)` is 0, 1, …, n − 1, none for n ≤ 0.
 */
import { describe, expect, it } from 'vitest';
import { arrayOf, indices } from './arrays.ts';

describe('arrayOf', () => {
  it('builds each element from its index, in index order, like Array.from', () => {
    const asked: number[] = [];
    const squares = arrayOf(4, (i) => {
      asked.push(i);
      return i * i;
    });
    expect(squares).toEqual([0, 1, 4, 9]);
    expect(asked).toEqual([0, 1, 2, 3]);
    expect(squares).toEqual(Array.from({ length: 4 }, (_, i) => i * i));
  });

  it('leaves no holes, and is empty for length 0', () => {
    expect(Object.keys(arrayOf(3, () => undefined))).toEqual(['0', '1', '2']);
    expect(arrayOf(0, () => 'never')).toEqual([]);
  });
});

describe('indices', () => {
  it('counts from 0 to n - 1', () => {
    expect(indices(4)).toEqual([0, 1, 2, 3]);
    expect(indices(1)).toEqual([0]);
  });

  it('is empty for 0 and for a negative count', () => {
    expect(indices(0)).toEqual([]);
    expect(indices(-2)).toEqual([]);
  });
});
