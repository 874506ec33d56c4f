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
