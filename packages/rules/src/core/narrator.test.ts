import { describe, expect, it } from 'vitest';
import { UNSAID, aloud, silent } from './narrator.ts';

describe('narrator', () => {
  it('aloud words lines; silent gives UNSAID and calls no wording function', () => {
    let worded = 0;
    const word = () => {
      worded++;
      return '@0 drew Wall (wall-03)';
    };
    expect(aloud.public(2, word)).toEqual({ round: 2, text: '@0 drew Wall (wall-03)' });
    expect(aloud.private(2, word, [3, 1, 3])).toEqual({ round: 2, text: '@0 drew Wall (wall-03)', visibleTo: [1, 3] });
    expect(worded).toBe(2);
    expect(silent.public(2, word)).toBe(UNSAID);
    expect(silent.private(2, word, [0])).toBe(UNSAID);
    expect(worded).toBe(2);
  });

  it('shows a private entry to its one seat, and UNSAID is an empty entry of round 0', () => {
    expect(aloud.private(4, 'You drew Wall', [2])).toEqual({ round: 4, text: 'You drew Wall', visibleTo: [2] });
    expect(UNSAID).toEqual({ round: 0, text: '' });
  });

  it('is immutable', () => {
    expect(Object.isFrozen(aloud)).toBe(true);
    expect(Object.isFrozen(silent)).toBe(true);
    expect(Object.isFrozen(UNSAID)).toBe(true);
  });

  it('andThen joins both logs in order aloud, and keeps only the first silently', () => {
    const next = (n: number) => ({ state: n + 1, log: [aloud.public(1, 'b')] });
    const first = { state: 1, log: [aloud.public(1, 'a')] };
    expect(aloud.andThen(first, next)).toEqual({ state: 2, log: [{ round: 1, text: 'a' }, { round: 1, text: 'b' }] });
    const quiet = { state: 1, log: [silent.public(1, 'a')] };
    const after = silent.andThen(quiet, next);
    expect(after.state).toBe(2);
    expect(after.log).toBe(quiet.log);
  });

  it('join takes the later state, with both logs in order aloud and only the first silently', () => {
    const first = { state: 1, log: [aloud.public(1, 'a')] };
    const next = { state: 5, log: [aloud.public(2, 'b')] };
    expect(aloud.join(first, next)).toEqual({ state: 5, log: [{ round: 1, text: 'a' }, { round: 2, text: 'b' }] });
    const quiet = silent.join(first, next);
    expect(quiet.state).toBe(5);
    expect(quiet.log).toBe(first.log);
  });
});
