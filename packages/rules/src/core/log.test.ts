import { describe, expect, it } from 'vitest';
import { UNSAID, andThen, narrating, privateTo, publicEntry, silently } from './log.ts';

describe('narration', () => {
  it('words lines while on; gives UNSAID and calls no wording function while silent', () => {
    let worded = 0;
    const word = () => {
      worded++;
      return '@0 drew Wall (wall-03)';
    };
    expect(publicEntry(2, word)).toEqual({ round: 2, text: '@0 drew Wall (wall-03)' });
    expect(privateTo(2, word, [3, 1, 3])).toEqual({ round: 2, text: '@0 drew Wall (wall-03)', visibleTo: [1, 3] });
    expect(worded).toBe(2);
    silently(() => {
      expect(narrating()).toBe(false);
      expect(publicEntry(2, word)).toBe(UNSAID);
      expect(privateTo(2, word, [0])).toBe(UNSAID);
    });
    expect(worded).toBe(2);
    expect(narrating()).toBe(true);
  });

  it('is back on after a step that throws, and nests', () => {
    expect(() =>
      silently(() => {
        silently(() => undefined);
        expect(narrating()).toBe(false);
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(narrating()).toBe(true);
  });

  it('andThen joins both logs in order, and keeps only the first while silent', () => {
    const first = { state: 1, log: [publicEntry(1, 'a')] };
    const next = (n: number) => ({ state: n + 1, log: [publicEntry(1, 'b')] });
    expect(andThen(first, next)).toEqual({ state: 2, log: [{ round: 1, text: 'a' }, { round: 1, text: 'b' }] });
    expect(silently(() => andThen(first, next)).state).toBe(2);
  });
});
