/**
 * Who reads which log line: a public line is for everyone, spectators included; a private one only for the seats it
 * names until the game is over, and then for everyone. A seat's lines keep their order and the event that told them
 * (`seq`), and no longer say who else may read them.
 */
import { describe, expect, it } from 'vitest';
import type { LogEntry } from './engine.ts';
import { canSee, linesFor, stamp } from './log.ts';

const played: LogEntry = { round: 2, text: '@0 played Wall.' };
const drew: LogEntry = { round: 2, text: '@0 drew Road (road-03).', visibleTo: [0, 2] };

describe('canSee', () => {
  it('shows a public line to every seat and to a spectator', () => {
    for (const viewer of [0, 1, null]) expect(canSee(played, viewer, false)).toBe(true);
  });

  it('shows a private line only to the seats it names while the game is played', () => {
    expect([0, 1, 2, null].map((viewer) => canSee(drew, viewer, false))).toEqual([true, false, true, false]);
  });

  it('shows every line to everyone once the game is over', () => {
    expect([0, 1, 2, null].map((viewer) => canSee(drew, viewer, true))).toEqual([true, true, true, true]);
    expect(canSee(played, null, true)).toBe(true);
  });
});

describe('a seat’s lines', () => {
  const entries = [...stamp([played, drew], 4), ...stamp([{ round: 3, text: '@1 passed.' }], 5)];

  it('stamps each entry with the version its event reached, keeping who may see it', () => {
    expect(entries).toEqual([
      { seq: 4, round: 2, text: '@0 played Wall.' },
      { seq: 4, round: 2, text: '@0 drew Road (road-03).', visibleTo: [0, 2] },
      { seq: 5, round: 3, text: '@1 passed.' },
    ]);
  });

  it('keeps the lines a seat may see, in order, without visibleTo', () => {
    const seen = [
      { seq: 4, round: 2, text: '@0 played Wall.' },
      { seq: 4, round: 2, text: '@0 drew Road (road-03).' },
      { seq: 5, round: 3, text: '@1 passed.' },
    ];
    expect(linesFor(entries, 0, false)).toEqual(seen);
    expect(linesFor(entries, 1, false)).toEqual([seen[0], seen[2]]);
    expect(linesFor(entries, null, false)).toEqual([seen[0], seen[2]]);
    expect(linesFor(entries, 1, true)).toEqual(seen);
  });
});
