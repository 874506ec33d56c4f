import { describe, expect, it } from 'vitest';
import { StateCache } from './state-cache.ts';

describe('StateCache', () => {
  it('gives the latest state, or the nearest checkpoint below an older version', () => {
    const cache = new StateCache(10, 10);
    for (let v = 1; v <= 34; v++) cache.set('g', v, `s${v}`);
    expect(cache.get('g')).toEqual({ version: 34, state: 's34' });
    expect(cache.nearest('g', 40)).toEqual({ version: 34, state: 's34' });
    expect(cache.nearest('g', 27)).toEqual({ version: 20, state: 's20' });
    expect(cache.nearest('g', 30)).toEqual({ version: 30, state: 's30' });
    expect(cache.nearest('g', 9)).toBeUndefined();
    expect(cache.nearest('other', 5)).toBeUndefined();
  });

  it('never moves the latest state backwards and drops the least recently used game', () => {
    const cache = new StateCache(2, 10);
    cache.set('a', 5, 'a5');
    cache.set('a', 3, 'a3');
    expect(cache.get('a')?.version).toBe(5);
    cache.set('b', 1, 'b1');
    cache.get('a');
    cache.set('c', 1, 'c1');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.state).toBe('a5');
  });
});
