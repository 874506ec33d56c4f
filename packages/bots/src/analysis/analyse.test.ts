import { type AnyEngine, engineFor, randomPlayout } from '@turnpost/rules';
import { describe, expect, it } from 'vitest';
import { step } from '../step.ts';
import { board, ticTacToe } from '../testing/tic-tac-toe.ts';
import { analyseMoment } from './analyse.ts';
import { momentOf } from './moment.ts';
import { sidesOf } from './sides.ts';
import { QUICK_ANALYSIS } from './budget.ts';

const avenueEmpires = engineFor('avenue-empires');
const civBuilder = engineFor('civ-builder');
if (!avenueEmpires || !civBuilder) throw new Error('the kinds under test are registered');

/** The moment after a random game's `actions`-th move (a person's), and the game's seat count. */
function randomMoment(engine: AnyEngine, seats: number, actions: number, options: unknown = {}) {
  const game = randomPlayout<unknown>(engine, { seats, options, seed: `analyse:${seats}`, maxActions: actions });
  const before = randomPlayout<unknown>(engine, { seats, options, seed: `analyse:${seats}`, maxActions: actions - 1 }).state;
  const event = game.events.at(-1);
  if (!event) throw new Error('no move played');
  return momentOf(engine, seats, before, game.state, game.events.length, { ...event, byPerson: true });
}

describe('the analysis of a moment', () => {
  it('is the same for the same moment and seed, and another seed draws otherwise', () => {
    const moment = randomMoment(avenueEmpires, 3, 20);
    expect(moment.decision).toBeDefined();
    const first = analyseMoment(avenueEmpires, 3, moment, 'one', QUICK_ANALYSIS);
    expect(analyseMoment(avenueEmpires, 3, moment, 'one', QUICK_ANALYSIS)).toEqual(first);
    const line = { ...moment, decision: undefined };
    const others = ['two', 'three'].map((seed) => analyseMoment(avenueEmpires, 3, line, seed, QUICK_ANALYSIS).winChance);
    expect(others.some((chances) => JSON.stringify(chances) !== JSON.stringify(first.winChance))).toBe(true);
  }, 20_000);

  it('reads chances in [0, 1] from each seat’s view', () => {
    const moment = randomMoment(civBuilder, 4, 60);
    const { winChance } = analyseMoment(civBuilder, 4, { ...moment, decision: undefined }, 'range', QUICK_ANALYSIS);
    expect(winChance).toHaveLength(4);
    for (const p of winChance) expect(p >= 0 && p <= 1, `${p}`).toBe(true);
  }, 20_000);

  it('reads a finished game’s chances from its outcome exactly: the winner 1, the others 0', () => {
    const moment = randomMoment(avenueEmpires, 4, 100_000);
    const winners = moment.outcome?.winners ?? [];
    expect(winners).toHaveLength(1);
    expect(analyseMoment(avenueEmpires, 4, moment, 'end', QUICK_ANALYSIS).winChance).toEqual([0, 1, 2, 3].map((s) => (winners.includes(s) ? 1 : 0)));
  });

  it('gives both partners of a winning Civ Builder team 1', () => {
    const options = { teams: true };
    const moment = randomMoment(civBuilder, 4, 100_000, options);
    const winners = moment.outcome?.winners ?? [];
    expect([[0, 2], [1, 3]].map(String)).toContain(String(winners));
    const { winChance } = analyseMoment(civBuilder, 4, moment, 'end', QUICK_ANALYSIS, sidesOf(civBuilder, 4, options));
    expect(winChance).toEqual([0, 1, 2, 3].map((s) => (winners.includes(s) ? 1 : 0)));
  });
});

describe('turning points', () => {
  // X (seat 0) to move: X wins at cell 2; elsewhere O may win at cell 5 first
  const before = board('XX. OO. ...', 0);
  const after = (cell: number) => momentOf(ticTacToe, 2, before, step(ticTacToe, before, 0, { type: 'mark', player: 0, cell }), 5, {
    seat: 0,
    action: { type: 'mark', player: 0, cell },
    byPerson: true,
  });

  it('flag a move that lets a won game go, with the winning move as the better one', () => {
    const { turningPoint } = analyseMoment(ticTacToe, 2, after(8), 'ttt', { ...QUICK_ANALYSIS, pairs: 24 }); // enough pairs to tell the moves apart
    expect(turningPoint?.seat).toBe(0);
    expect(turningPoint?.better).toEqual({ type: 'mark', player: 0, cell: 2 });
    expect(turningPoint?.gain).toBeGreaterThan(0.2);
  });

  it('never flag the best move', () => {
    const analysis = analyseMoment(ticTacToe, 2, after(2), 'ttt', QUICK_ANALYSIS);
    expect(analysis.turningPoint).toBeUndefined();
    expect(analysis.winChance).toEqual([1, 0]);
  });
});

describe('a moment’s decision', () => {
  const before = board('XX. OO. ...', 0);
  const mark = { type: 'mark', player: 0, cell: 2 };
  const after = step(ticTacToe, before, 0, mark);

  it('is a person’s move with a choice, seen from the mover’s view before it', () => {
    expect(momentOf(ticTacToe, 2, before, after, 5, { seat: 0, action: mark, byPerson: true }).decision).toEqual({
      seat: 0,
      view: before,
      legalActions: ticTacToe.legalActions(before, 0),
      played: mark,
    });
  });

  it('is never a bot’s move, a table event, or a move without a choice', () => {
    expect(momentOf(ticTacToe, 2, before, after, 5, { seat: 0, action: mark, byPerson: false }).decision).toBeUndefined();
    expect(momentOf(ticTacToe, 2, before, before, 5, { seat: 0, action: { type: 'table.seatTakenBack', seat: 0 }, byPerson: true }).decision).toBeUndefined();
    const lastCell = board('XOX OXO OX.', 0);
    const only = { type: 'mark', player: 0, cell: 8 };
    expect(momentOf(ticTacToe, 2, lastCell, step(ticTacToe, lastCell, 0, only), 9, { seat: 0, action: only, byPerson: true }).decision).toBeUndefined();
  });
});
