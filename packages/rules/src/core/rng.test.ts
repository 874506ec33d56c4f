/**
 * The seeded RNG every game draws from: the same seed gives the same draws in every replay, so its numbers are
 * pinned exactly (a change to them is a rules change of every game); ranges are unbiased and shuffles are
 * Fisher–Yates.
 */
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from './rng.ts';

describe('Rng', () => {
  it('given the same seed, then it draws the same sequence', () => {
    const a = Rng.fromSeed('turnpost');
    const b = Rng.fromSeed('turnpost');
    const xs = Array.from({ length: 50 }, () => a.int(0, 1000));
    expect(Array.from({ length: 50 }, () => b.int(0, 1000))).toEqual(xs);
    expect(Rng.fromSeed('other').int(0, 1_000_000)).not.toBe(Rng.fromSeed('turnpost').int(0, 1_000_000));
  });

  it('resumes exactly from a saved state', () => {
    const a = Rng.fromSeed('s');
    a.next();
    const resumed = new Rng(a.state);
    expect(resumed.next()).toBe(a.next());
  });

  it('keeps int within bounds, inclusive, and roughly uniform', () => {
    const r = new Rng(seedRng('bounds'));
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[r.int(0, 5)]! += 1;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
    expect(() => r.int(3, 2)).toThrow(RangeError);
  });

  it('shuffles into a permutation without touching the input', () => {
    const input = Array.from({ length: 60 }, (_, i) => i);
    const out = Rng.fromSeed('x').shuffle(input);
    expect(out).not.toEqual(input);
    expect([...out].sort((a, b) => a - b)).toEqual(input);
    expect(input[0]).toBe(0);
  });
});

describe('the seeded draws, exactly', () => {
  it('hashes a seed into the four words of its first state', () => {
    expect(seedRng('turnpost')).toEqual([2498071863, 3765987011, 566525154, 1331984615]);
    expect(seedRng('')).toEqual([41608494, 3485963809, 1435736333, 1262568316]);
  });

  it('draws the same 32-bit numbers from a seed in every replay', () => {
    const rng = Rng.fromSeed('turnpost');
    expect(Array.from({ length: 4 }, () => rng.next())).toEqual([3301076193, 1599420362, 3902792092, 819979152]);
  });

  it('draws the same dice from a seed in every replay', () => {
    const rng = Rng.fromSeed('turnpost');
    expect(Array.from({ length: 8 }, () => rng.int(1, 6))).toEqual([4, 3, 5, 1, 3, 6, 6, 5]);
  });
});

describe('a range', () => {
  // a state whose next draw is `x` exactly (sfc32 draws a + b + d first)
  const drawing = (x: number) => new Rng([x, 0, 0, 0]);
  const LIMIT_OF_SIX = 2 ** 32 - (2 ** 32 % 6);

  it('draws again rather than fold the last few 32-bit numbers onto the low faces (no modulo bias)', () => {
    expect(drawing(LIMIT_OF_SIX - 1).int(0, 5)).toBe(5);
    const atLimit = drawing(LIMIT_OF_SIX);
    expect(atLimit.int(0, 5)).toBe(1);
    expect(atLimit.state[3]).toBe(2);
  });

  it('takes the whole 32-bit range, where every draw is kept as it is', () => {
    expect(Rng.fromSeed('turnpost').int(0, 2 ** 32 - 1)).toBe(3301076193);
  });

  it('refuses an empty, fractional or wider than 32-bit range, saying which', () => {
    const rng = Rng.fromSeed('ranges');
    expect(() => rng.int(3, 2)).toThrow(new RangeError('bad range 3..2'));
    expect(() => rng.int(0, 1.5)).toThrow(new RangeError('bad range 0..1.5'));
    expect(() => rng.int(0, 2 ** 32)).toThrow(new RangeError('bad range 0..4294967296'));
  });
});

describe('a shuffle', () => {
  it('swaps down to the first two items', () => {
    expect(Rng.fromSeed('a').shuffle(['x', 'y'])).toEqual(['y', 'x']);
    expect(Rng.fromSeed('a').shuffle([1, 2, 3, 4, 5])).toEqual([2, 1, 4, 3, 5]);
  });

  it('draws one number per item but the first: int(0, i) for i from the last down to 1', () => {
    const shuffled = Rng.fromSeed('turnpost');
    shuffled.shuffle([1, 2, 3, 4]);
    const drawn = Rng.fromSeed('turnpost');
    for (const i of [3, 2, 1]) drawn.int(0, i);
    expect(shuffled.state).toEqual(drawn.state);
  });
});
