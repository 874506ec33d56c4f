/**
 * Spec §3 act and endTurn, §4 Pass: "`pass` is legal only with an empty hand" (`E_MUST_ACT` otherwise), and at
 * endTurn "`turnsTaken[active] += 1`; if `done` is true, or `turnsTaken[active] = 10`, mark the player done". The
 * log is what the table hears: who passed, who ended a turn, and who became done automatically on their 10th turn.
 */
import { describe, expect, it } from 'vitest';
import { refuse, run, seen, table } from './fixtures.ts';

const endTurn = (done: boolean) => ({ type: 'endTurn', done });

describe('pass and endTurn tell the table what happened (spec §3, §4)', () => {
  it('given Ana holds a card, when she passes, then E_MUST_ACT says passing needs an empty hand and what to do instead', () => {
    const e = refuse(table({ hands: [['Fire'], ['Shop']] }), 0, { type: 'pass' });
    expect(e.code).toBe('E_MUST_ACT');
    expect(e.message).toMatch(/only with an empty hand/);
    expect(e.message).toMatch(/gift a card, offer a trade or use an ability/);
  });

  it('given Ana has no cards, when she passes, then everyone reads that she has no cards and passes', () => {
    const { state, log } = run(table({ hands: [[], ['Shop'], ['Lake']] }), 0, { type: 'pass' });
    expect(state.step).toBe('endTurn');
    expect(seen(log, null)).toEqual(['@0 has no cards and passes.']);
  });

  it('given Ana ends her first turn without declaring done, then the one line says she ends her turn', () => {
    const passed = run(table({ hands: [[], ['Shop'], ['Lake']] }), 0, { type: 'pass' }).state;
    const { state, log } = run(passed, 0, endTurn(false));
    expect([state.done, state.turnsTaken, state.active]).toEqual([[false, false, false], [1, 0, 0], 1]);
    expect(seen(log, null)).toEqual(['@0 ends their turn.']);
  });

  it('given Ana ends her 10th turn without declaring done, then the line says she is done automatically', () => {
    const s = table({ hands: [[], ['Shop'], ['Lake']], turnsTaken: [9, 9, 9] });
    const passed = run(s, 0, { type: 'pass' }).state;
    const { state, log } = run(passed, 0, endTurn(false));
    // 9 + 1 = 10 turns: done automatically; Ben and Cai still play, so the game goes on with Ben.
    expect([state.done, state.turnsTaken, state.active, state.step]).toEqual([[true, false, false], [10, 9, 9], 1, 'act']);
    expect(seen(log, null)).toEqual(['@0 ends their 10th turn and is done automatically.']);
  });

  it('given Ana ends her 9th turn, then she is not done and the line is the ordinary one', () => {
    const s = table({ hands: [[], ['Shop'], ['Lake']], turnsTaken: [8, 9, 9] });
    const passed = run(s, 0, { type: 'pass' }).state;
    const { state, log } = run(passed, 0, endTurn(false));
    expect([state.done, state.turnsTaken]).toEqual([[false, false, false], [9, 9, 9]]);
    expect(seen(log, null)).toEqual(['@0 ends their turn.']);
  });
});
