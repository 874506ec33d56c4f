import { describe, expect, it } from 'vitest';
import { decide, randomAction } from './decide.ts';
import { LEVELS } from './level.ts';
import { board, ticTacToe } from './testing/tic-tac-toe.ts';

const ask = (picture: string, turn: 0 | 1, level: 'easy' | 'medium' | 'hard', seed = 's') => {
  const view = board(picture, turn);
  return decide({ engine: ticTacToe, seat: turn, seats: 2, view, legalActions: ticTacToe.legalActions(view, turn), level, seed });
};

describe('a bot decision', () => {
  it('takes a winning move at every level', () => {
    for (const level of LEVELS)
      for (const seed of ['a', 'b', 'c']) expect(ask('XX. OO. ...', 0, level, seed), `${level} ${seed}`).toMatchObject({ cell: 2 });
  });

  it('blocks the opponent’s winning line when searching (medium and hard)', () => {
    for (const level of ['medium', 'hard'] as const)
      for (const seed of ['a', 'b', 'c']) expect(ask('OO. X.. ..X', 0, level, seed), `${level} ${seed}`).toMatchObject({ cell: 2 });
  });

  it('is a pure function of its inputs: the same request gives the same action, another seed may not', () => {
    const first = ask('... .X. ...', 1, 'medium', 'seed-1');
    for (let i = 0; i < 3; i++) expect(ask('... .X. ...', 1, 'medium', 'seed-1')).toEqual(first);
    const seen = new Set(['s1', 's2', 's3', 's4', 's5', 's6'].map((s) => JSON.stringify(randomAction([1, 2, 3, 4], s))));
    expect(seen.size).toBeGreaterThan(1);
  });

  it('always answers one of the legal actions it was given, and the only one when there is one', () => {
    const view = board('XOX OX. OXO', 0);
    const legal = ticTacToe.legalActions(view, 0);
    expect(legal).toHaveLength(1);
    expect(decide({ engine: ticTacToe, seat: 0, seats: 2, view, legalActions: legal, level: 'hard', seed: 'x' })).toBe(legal[0]);
    expect(() => decide({ engine: ticTacToe, seat: 0, seats: 2, view, legalActions: [], level: 'easy', seed: 'x' })).toThrow();
  });
});
