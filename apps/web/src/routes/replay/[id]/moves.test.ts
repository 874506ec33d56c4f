import { describe, expect, it } from 'vitest';
import type { LogLine, LogPage } from '$lib/api-types.ts';
import { headingBefore, movesOf, plainText, readWholeLog } from './moves.ts';

const line = (seq: number, round: number, text: string): LogLine => ({ seq, round, text });

const LOG: LogLine[] = [
  line(0, 0, 'The cards are dealt.'),
  line(0, 1, 'Round 1 begins.'),
  line(1, 1, '@0 chose to pass Tunnel (tunnel-1) to @1 and Market (market-2) to @2.'),
  line(3, 1, '@1 chose to build Wall (wall-03) in the Left avenue.'),
  line(3, 2, 'Round 2 begins.'),
];

describe('movesOf', () => {
  it('groups the lines by the step they belong to, one move per step', () => {
    const moves = movesOf({ log: LOG, logAfter: -1 }, 3);
    expect(moves.map((m) => m.step)).toEqual([0, 1, 2, 3]);
    expect(moves.map((m) => m.lines.length)).toEqual([2, 1, 0, 2]);
    expect(moves.map((m) => m.round)).toEqual([0, 1, null, 1]);
  });

  it('lists only the steps whose lines are held', () => {
    const moves = movesOf({ log: LOG.filter((l) => l.seq > 1), logAfter: 1 }, 3);
    expect(moves.map((m) => m.step)).toEqual([2, 3]);
  });

  it('heads each round once, skipping moves without lines', () => {
    const moves = movesOf({ log: LOG, logAfter: -1 }, 3);
    expect(moves.map((_, i) => headingBefore(moves, i))).toEqual(['Setup', 'Round 1', null, null]);
  });

  it('reads a move with names and card names', () => {
    const [, first, silent] = movesOf({ log: LOG, logAfter: -1 }, 3);
    const names = ['Ann', 'Bob', 'Cy'];
    expect(first && plainText(first, names)).toBe('Ann chose to pass Tunnel to Bob and Market to Cy.');
    expect(silent && plainText(silent, names)).toBe('Nothing of this move shows from here.');
    const [setup] = movesOf({ log: LOG, logAfter: -1 }, 3);
    expect(setup && plainText(setup, names)).toBe('The cards are dealt. · Round 1 begins.');
  });
});

describe('readWholeLog', () => {
  /** A server holding LOG at version 3 that answers at most `limit` lines, in whole events. */
  const server = (limit: number) => {
    const asked: number[] = [];
    const page = async (before: number): Promise<LogPage> => {
      asked.push(before);
      const older = LOG.filter((l) => l.seq < before);
      if (older.length <= limit) return { log: older, logAfter: -1 };
      const cut = (older[older.length - limit] as LogLine).seq;
      return { log: older.filter((l) => l.seq >= cut), logAfter: cut - 1 };
    };
    return { asked, page };
  };

  it('pages back from the end until the start', async () => {
    const { asked, page } = server(1);
    const seen: number[] = [];
    const whole = await readWholeLog(page, 3, (held) => seen.push(held.logAfter));
    expect(whole).toEqual({ log: LOG, logAfter: -1 });
    expect(asked).toEqual([4, 3, 1]);
    expect(seen).toEqual([2, 0, -1]);
  });

  it('takes one page when it holds everything', async () => {
    const { asked, page } = server(500);
    expect(await readWholeLog(page, 3)).toEqual({ log: LOG, logAfter: -1 });
    expect(asked).toEqual([4]);
  });

  it('stops on a page that does not go back', async () => {
    await expect(readWholeLog(async () => ({ log: [], logAfter: 3 }), 3)).rejects.toThrow(/did not go back/);
  });
});
