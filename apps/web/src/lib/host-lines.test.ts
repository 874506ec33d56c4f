import { describe, expect, it } from 'vitest';
import { withHostLines } from './host-lines.ts';

const line = (seq: number, round: number) => ({ seq, round, text: `move ${seq}` });
const host = (version: number, text: string) => ({ version, at: '2026-03-01T12:00:00.000Z', text });

describe('the host’s actions in the log', () => {
  it('go after the lines of the move they followed, in its round, in order', () => {
    const log = [line(0, 0), line(1, 1), line(2, 1), line(3, 2)];
    const merged = withHostLines(log, -1, [host(0, 'A'), host(2, 'B'), host(2, 'C'), host(9, 'D')]);
    expect(merged.map((l) => [l.seq, l.round, l.text, l.by ?? null])).toEqual([
      [0, 0, 'move 0', null],
      [0, 0, 'A', 'host'],
      [1, 1, 'move 1', null],
      [2, 1, 'move 2', null],
      [2, 1, 'B', 'host'],
      [2, 1, 'C', 'host'],
      [3, 2, 'move 3', null],
      [9, 2, 'D', 'host'],
    ]);
  });

  it('leaves out those before the lines held (they come with the earlier ones), and keeps the first round for one at the edge', () => {
    const merged = withHostLines([line(5, 3), line(6, 3)], 4, [host(2, 'old'), host(4, 'edge')]);
    expect(merged.map((l) => [l.seq, l.round, l.text])).toEqual([
      [4, 3, 'edge'],
      [5, 3, 'move 5'],
      [6, 3, 'move 6'],
    ]);
  });

  it('show a table event’s own line (round -1) in the round of the line before it, the first in the round after it', () => {
    const table = (seq: number) => ({ seq, round: -1, text: `table ${seq}`, by: 'host' as const });
    const merged = withHostLines([table(1), line(2, 1), line(3, 2), table(4)], -1, []);
    expect(merged.map((l) => [l.seq, l.round, l.by ?? null])).toEqual([
      [1, 1, 'host'],
      [2, 1, null],
      [3, 2, null],
      [4, 2, 'host'],
    ]);
  });
});
