import { describe, expect, it } from 'vitest';
import { median, quantile, wilson } from './statistics.ts';

describe('statistics', () => {
  it('gives the Wilson interval of a proportion at 95%', () => {
    const [low, high] = wilson(90, 100);
    expect(low).toBeCloseTo(0.8256, 3);
    expect(high).toBeCloseTo(0.9448, 3);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(10, 10)[1]).toBe(1);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('takes medians and nearest-rank quantiles', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95)).toBe(10);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.5)).toBe(5);
    expect(median([])).toBeNaN();
  });
});
