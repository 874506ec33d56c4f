import { describe, expect, it } from 'vitest';
import { chooseMove, randomAction } from './choose-move.ts';
import { LEVELS } from './level.ts';
import { type Board, board, ticTacToe } from './testing/tic-tac-toe.ts';

const ask = (picture: string, turn: 0 | 1, level: 'easy' | 'medium' | 'hard', seed = 's') => {
  const view = board(picture, turn);
  return chooseMove({ engine: ticTacToe, seat: turn, seats: 2, view, legalActions: ticTacToe.legalActions(view, turn), level, seed });
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
    expect(chooseMove({ engine: ticTacToe, seat: 0, seats: 2, view, legalActions: legal, level: 'hard', seed: 'x' })).toBe(legal[0]);
    expect(() => chooseMove({ engine: ticTacToe, seat: 0, seats: 2, view, legalActions: [], level: 'easy', seed: 'x' })).toThrow();
  });
});

describe('how a level judges a position', () => {
  // two guesses that disagree on an empty board: the kind's estimate likes X in the centre, its novice one in a corner
  const holds = (cell: number) => (b: Board) => (b.cells[cell] === 0 ? [1, 0] : [0, 1]);
  const judged = { ...ticTacToe, estimate: holds(4), noviceEstimate: holds(0) };
  // a search that judges each move by the guess right after it (no playout to reach the game's end)
  const shallow = { iterations: 30, playoutDepth: 0, samples: 0 };
  const first = (level: 'easy' | 'hard', engine: typeof judged | typeof ticTacToe = judged, budget = level === 'hard' ? shallow : undefined) => {
    const view = board('... ... ...', 0);
    return chooseMove({ engine, seat: 0, seats: 2, view, legalActions: ticTacToe.legalActions(view, 0), level, seed: 'j', budget });
  };

  it('the easy bot judges by the kind’s novice estimate where there is one', () => {
    expect(first('easy')).toMatchObject({ cell: 0 });
    const { noviceEstimate: _, ...tunedOnly } = judged;
    expect(first('easy', tunedOnly)).toMatchObject({ cell: 4 });
  });

  it('the searching bots judge by the kind’s estimate, even on a one-step budget (a trial of easy’s look with it)', () => {
    expect(first('hard')).toMatchObject({ cell: 4 });
    expect(first('hard', { ...judged, estimate: holds(8) })).toMatchObject({ cell: 8 });
    expect(first('hard', judged, { iterations: 0, playoutDepth: 0, samples: 1 })).toMatchObject({ cell: 4 });
  });
});

describe('a search’s options (a kind’s searchBudgets may ask for them)', () => {
  const base = { iterations: 300, playoutDepth: 9, samples: 0 };
  const options = {
    'a root seeded by the one-step look': { rootPrior: 3 },
    'rollouts of the best one-step move': { greedyPlayouts: true },
    'playouts that stop at the turn’s end': { playoutToTurnEnd: true },
    'playouts that stop after the reply': { horizonTurns: 2 },
    'a smaller exploration constant': { exploration: 0.1 },
  };
  const decideWith = (picture: string, budget: object, seed: string, pause?: () => void) => {
    const view = board(picture, 0);
    const legalActions = ticTacToe.legalActions(view, 0);
    return chooseMove({ engine: ticTacToe, seat: 0, seats: 2, view, legalActions, level: 'hard', seed, budget: { ...base, ...budget }, pause });
  };

  it('each still takes the winning move and blocks the opponent’s line', () => {
    for (const [name, budget] of Object.entries(options))
      for (const seed of ['a', 'b']) {
        expect(decideWith('XX. OO. ...', budget, seed), `${name}: win`).toMatchObject({ cell: 2 });
        expect(decideWith('OO. X.. ..X', budget, seed), `${name}: block`).toMatchObject({ cell: 2 });
      }
  });

  it('a pause between iterations changes nothing decided, and is asked before each iteration', () => {
    let pauses = 0;
    const budget = { playoutDepth: 9 };
    expect(decideWith('... .X. ...', budget, 'p', () => pauses++)).toEqual(decideWith('... .X. ...', budget, 'p'));
    expect(pauses).toBeGreaterThan(10);
    expect(pauses).toBeLessThanOrEqual(base.iterations);
  });
});

describe('a search that knows the others play at random (othersAtRandom, the ceiling tool)', () => {
  // O to move. O at 2 or 8 makes 2-5-8 a threat, but a rival blocks it and then wins by a fork of its own; a random X
  // blocks it only one time in five, so each of those wins 14 games in 15. O at 0 or 6 holds a rival to a draw and wins
  // 11 in 15 or 4 in 5 against a random X. (Each move's value against both players worked out over the whole game
  // tree by a brute-force expectimax and minimax written apart from the search.)
  const view = board('.X. X.O ...', 1);
  const legalActions = ticTacToe.legalActions(view, 1);
  const budget = { iterations: 3000, playoutDepth: 9, samples: 0 };
  const cellChosen = (othersAtRandom: boolean, seed: string) =>
    (chooseMove({ engine: ticTacToe, seat: 1, seats: 2, view, legalActions, level: 'hard', seed, budget, othersAtRandom }) as { cell: number }).cell;

  it('takes a move that is best against a random player, which a search against a rival avoids', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      expect([2, 8], seed).toContain(cellChosen(true, seed));
      expect([0, 6], seed).toContain(cellChosen(false, seed));
    }
  });
});
