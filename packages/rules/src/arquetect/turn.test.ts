import { describe, expect, it } from 'vitest';
import { decide } from '../core/actions.ts';
import { specFor } from '../core/testing/spec.ts';
import { play, refuse, run, table } from './fixtures.ts';
import { arquetect } from './index.ts';
import type { ArquetectState } from './state.ts';

const spec = specFor<ArquetectState>(arquetect);

const endTurn = (done: boolean) => ({ type: 'endTurn', done });
const giftFirst = (state: ReturnType<typeof table>, seat: number, to: number) =>
  play(state, seat, { type: 'gift', card: state.hands[seat]?.[0]?.id, to, position: 0 });

describe('ending turns and the game (spec §3)', () => {
  it('F10: when Ben and then Cai declare done, then only Ana remains and the game is over', () => {
    let s = table({ hands: [['Lake', 'Park'], ['Shop', 'Fire'], ['Cottage', 'Villa']], active: 1 });
    s = giftFirst(s, 1, 0);
    s = play(s, 1, endTurn(true));
    expect([s.step, s.active, s.done]).toEqual(['act', 2, [false, true, false]]);
    s = giftFirst(s, 2, 0);
    const { state: over, log } = run(s, 2, endTurn(true));
    s = over;
    expect([s.step, s.endReason, s.done]).toEqual(['gameOver', 'allDone', [false, true, true]]);
    expect(log.map((e) => e.text)).toEqual([
      '@2 ends their turn and is done.',
      'At most one player is still playing: the game is over.',
      'Final scores: @0 4, @1 -3, @2 4.',
    ]);
    expect(arquetect.scores?.(s)).toEqual([4, -3, 4]);
    expect(arquetect.awaiting(s)).toEqual([]);
    expect(arquetect.outcome(s)?.seats).toHaveLength(3);
  });

  it('F10: a player who ends their 10th turn becomes done automatically', () => {
    let s = table({ hands: [['Lake', 'Park'], ['Shop', 'Fire'], ['Cottage']], turnsTaken: [9, 9, 9] });
    s = giftFirst(s, 0, 1);
    s = play(s, 0, endTurn(false));
    expect([s.done, s.turnsTaken, s.active]).toEqual([[true, false, false], [10, 9, 9], 1]);
  });

  it('given two players, when one declares done, then the game ends at once', () => {
    let s = table({ hands: [['Lake'], ['Shop']] });
    s = giftFirst(s, 0, 1);
    expect(play(s, 0, endTurn(true)).step).toBe('gameOver');
  });

  it('skips done players when passing the turn clockwise', () => {
    let s = table({ hands: [['Lake'], ['Shop'], ['Park'], ['Fire']], done: [false, true, true, false], active: 3 });
    s = giftFirst(s, 3, 0);
    expect(play(s, 3, endTurn(false)).active).toBe(0);
  });

  it('allows pass only with an empty hand', () => {
    const s = table({ hands: [[], ['Shop'], ['Lake']] });
    const passed = play(s, 0, { type: 'pass' });
    expect(passed.step).toBe('endTurn');
    expect(arquetect.legalActions(s, 0)).toEqual([{ type: 'pass', player: 0 }]);
    const t = table({ hands: [['Fire'], ['Shop']] });
    spec.given(t).when(0, { type: 'pass' }).thenFails('E_MUST_ACT');
  });

  it('offers exactly endTurn with done false and true in the endTurn step', () => {
    const s = giftFirst(table({ hands: [['Lake'], ['Shop']] }), 0, 1);
    expect(arquetect.legalActions(s, 0)).toEqual([
      { type: 'endTurn', player: 0, done: false },
      { type: 'endTurn', player: 0, done: true },
    ]);
    expect(arquetect.legalActions(s, 1)).toEqual([]);
    spec.given(s).when(0, { type: 'endTurn' }).thenFails('E_BAD_PAYLOAD');
    spec.given(s).when(0, { type: 'endTurn', done: 'yes' }).thenFails('E_BAD_PAYLOAD');
  });
});

describe('common checks, in order (spec §4)', () => {
  const s = () => table({ hands: [['Lake'], ['Shop'], ['Park']] });

  it('checks E_GAME_OVER first', () => {
    const over = { ...s(), step: 'gameOver' as const };
    spec.given(over).when(9, 'nonsense').thenFails('E_GAME_OVER');
  });

  it('then E_UNKNOWN_PLAYER', () => {
    spec.given(s()).when(3, 'nonsense').thenFails('E_UNKNOWN_PLAYER');
    spec.given(s()).when(-1, { type: 'pass' }).thenFails('E_UNKNOWN_PLAYER');
  });

  it.each([
    ['nonsense'],
    [null],
    [[{ type: 'pass' }]],
    [{}],
    [{ type: 'steal' }],
    [{ type: 'gift', card: 'lake-1', to: 1 }],
    [{ type: 'gift', card: 5, to: 1, position: 0 }],
    [{ type: 'gift', card: 'lake-1', to: '1', position: 0 }],
    [{ type: 'gift', player: '0', card: 'lake-1', to: 1, position: 0 }],
  ])('then E_BAD_PAYLOAD for %j (even in the wrong step or from the wrong seat)', (action) => {
    spec.given(s()).when(0, action).thenFails('E_BAD_PAYLOAD');
  });

  it.each([[{ type: 'gift', player: 1, card: 'lake-1', to: 1, position: 0 }], [{ type: 'declineOffer', player: 2 }]])(
    'then E_NOT_YOUR_SEAT for %j, which names another player',
    (action) => {
      spec.given(s()).when(0, action).thenFails('E_NOT_YOUR_SEAT');
    },
  );

  it('then E_WRONG_STEP, then E_NOT_YOUR_TURN', () => {
    spec.given(s()).when(1, { type: 'endTurn', done: true }).thenFails('E_WRONG_STEP');
    spec.given(s()).when(1, { type: 'gift', card: 'shop-1', to: 0, position: 0 }).thenFails('E_NOT_YOUR_TURN');
  });

  it('fills a missing player from the seat, accepts a matching one, and ignores unused fields', () => {
    const a = decide<ArquetectState>(arquetect, s(), 0, { type: 'gift', card: 'lake-1', to: 1, position: 0, note: 'hi' });
    const b = play(s(), 0, { type: 'gift', player: 0, card: 'lake-1', to: 1, position: 0 });
    expect(a.ok && a.value.state).toEqual(b);
    expect(a.ok && a.value.action).toEqual({ type: 'gift', player: 0, card: 'lake-1', to: 1, position: 0 });
  });

  it('gives every error a message for people', () => {
    const e = refuse(s(), 1, { type: 'gift', card: 'shop-1', to: 0, position: 0 });
    expect(e.message).toMatch(/player 0/);
  });
});
