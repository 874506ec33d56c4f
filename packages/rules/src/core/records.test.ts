import { describe, expect, it } from 'vitest';
import { overwrite } from './records.ts';

describe('overwrite', () => {
  it('writes defined changes (null included) over the copy and keeps the rest; the source is untouched', () => {
    const source: { a: number; b: string | null; c: number[] } = Object.freeze({ a: 1, b: 'x', c: [1] });
    const copy = { a: source.a, b: source.b, c: source.c };
    const out = overwrite(copy, { a: 2, b: null, c: undefined });
    expect(out).toBe(copy);
    expect(out).toEqual({ a: 2, b: null, c: [1] });
    expect(Object.keys(out)).toEqual(['a', 'b', 'c']);
    expect(source).toEqual({ a: 1, b: 'x', c: [1] });
  });
});
