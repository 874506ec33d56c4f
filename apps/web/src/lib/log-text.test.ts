import { describe, expect, it } from 'vitest';
import { byRound, spokenParts, withLineKeys } from './log-text.ts';

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

describe('a log line’s key', () => {
  const line = (seq: number, text: string) => ({ seq, round: 1, text });
  it('is its move’s seq and its place among that move’s lines, unique in the log', () => {
    const keys = withLineKeys([line(0, 'a'), line(3, 'b'), line(3, 'c'), line(4, 'd')]).map((l) => l.key);
    expect(keys).toEqual(['0.0', '3.0', '3.1', '4.0']);
  });

  it('stays the same for every line already shown when newer lines come, and when earlier ones are loaded', () => {
    const shown = [line(5, 'e'), line(5, 'f'), line(6, 'g')];
    const keyOf = (lines: ReturnType<typeof line>[]) => new Map(withLineKeys(lines).map((l) => [l.text, l.key]));
    const before = keyOf(shown);
    const after = keyOf([line(2, 'older'), ...shown, line(7, 'h'), line(7, 'i')]);
    for (const [text, key] of before) expect(after.get(text)).toBe(key);
    expect(new Set(after.values()).size).toBe(after.size);
  });
});
