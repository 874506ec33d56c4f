import { describe, expect, it } from 'vitest';
import { widthFor } from './ismcts.ts';

describe('progressive widening', () => {
  it('lets a node grow children with the square root of its visits, two at the least', () => {
    expect([0, 1, 4, 9, 100, 2500].map(widthFor)).toEqual([2, 2, 4, 6, 20, 100]);
  });
});
