import { describe, expect, it } from 'vitest';
import { byRound, spokenParts } from './log-text.ts';

const names = ['Ann', 'Ben'];
const read = (text: string, me: number | null) =>
  spokenParts(text, names, me)
    .map((p) => (p.kind === 'me' ? `[${p.text}]` : p.kind === 'seat' ? p.name : p.kind === 'card' ? p.name : p.text))
    .join('');

describe('a log line as a seat reads it', () => {
  it('names me as "(you)", and says "your" for my possessive', () => {
    expect(read("@0's turn.", 0)).toBe('[Your] turn.');
    expect(read("It is @0's turn.", 0)).toBe('It is [your] turn.');
    expect(read('@0 builds a Wall (wall-03).', 0)).toBe('[Ann (you)] builds a Wall.');
    expect(read("@1's turn.", 0)).toBe("Ben's turn.");
    expect(read("@0's turn.", null)).toBe("Ann's turn.");
    expect(read("Round over. @0's turn.", 0)).toBe('Round over. [Your] turn.');
  });
});

describe('the log by round', () => {
  it('reads from the newest line down, across rounds and within one', () => {
    const entries = [
      { round: 1, n: 1 },
      { round: 1, n: 2 },
      { round: 2, n: 3 },
      { round: 2, n: 4 },
    ];
    expect(byRound(entries).map((g) => [g.round, g.entries.map((e) => e.n)])).toEqual([
      [2, [4, 3]],
      [1, [2, 1]],
    ]);
  });
});
