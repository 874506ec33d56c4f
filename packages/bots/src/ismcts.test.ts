import { describe, expect, it } from 'vitest';
import { Rng } from '@turnpost/rules';
import { playout, widthFor } from './ismcts.ts';
import { turnBegins } from './step.ts';
import { board, ticTacToe } from './testing/tic-tac-toe.ts';

describe('progressive widening', () => {
  it('lets a node grow children with the square root of its visits, two at the least', () => {
    expect([0, 1, 4, 9, 100, 2500].map(widthFor)).toEqual([2, 2, 4, 6, 20, 100]);
  });
});

describe('a playout’s horizon in turns', () => {
  it('counts a turn begun only where a seat is awaited that was not', () => {
    expect(turnBegins([0], [1])).toBe(true);
    expect(turnBegins([0, 2], [2])).toBe(false); // a teammate finished first: the same team turn
    expect(turnBegins([2], [1, 3])).toBe(true);
    expect(turnBegins([0], [0])).toBe(false);
    expect(turnBegins([0], [])).toBe(false);
  });

  it('stops where that many turns have ended: one move each in tic-tac-toe', () => {
    const marks = (b: unknown) => (b as { cells: unknown[] }).cells.filter((c) => c !== null).length;
    const empty = board('... ... ...', 0);
    for (const turnsLeft of [1, 2, 3, 5])
      expect(marks(playout(ticTacToe, empty, 0, 9, Rng.fromSeed('h'), { turnsLeft })), `${turnsLeft}`).toBe(turnsLeft);
    expect(marks(playout(ticTacToe, empty, 0, 9, Rng.fromSeed('h'), { turnsLeft: 0 }))).toBe(0);
    expect(marks(playout(ticTacToe, empty, 0, 4, Rng.fromSeed('h'), { turnsLeft: 8 }))).toBe(4); // the depth still caps it
  });
});
