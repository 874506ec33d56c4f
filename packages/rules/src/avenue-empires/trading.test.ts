import { describe, expect, it } from 'vitest';
import type { Result } from '../core/result.ts';
import { avenueEmpires as game } from './index.ts';
import type { AvenueState } from './state.ts';
import { tradingState } from './test-fixtures.ts';

const [A, B, C] = [0, 1, 2];

/** E17's hands: seats A0, B1, C2. */
const e17 = (): AvenueState =>
  tradingState([
    ['river-01', 'wall-01', 'bastion-1'],
    ['road-01', 'road-02', 'plaza-1'],
    ['islet-1', 'wall-02', 'dock-1'],
  ]);

function value(result: Result<AvenueState>): AvenueState {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

const trade = (player: number, left: string, right: string) => ({ type: 'chooseTrade', player, left, right });

function afterE17(): AvenueState {
  let s = e17();
  s = value(game.apply(s, A, trade(A, 'wall-01', 'river-01')));
  s = value(game.apply(s, B, trade(B, 'plaza-1', 'road-01')));
  return value(game.apply(s, C, trade(C, 'islet-1', 'dock-1')));
}

describe('E17: trading resolution with three seats', () => {
  it('given everyone submits, then left cards go to seat+1 and right cards to seat−1, all at once', () => {
    const s = afterE17();
    expect(s.phase).toBe('building');
    expect(s.hands).toEqual([
      ['road-01', 'bastion-1', 'islet-1'],
      ['road-02', 'wall-01', 'dock-1'],
      ['river-01', 'wall-02', 'plaza-1'],
    ]);
    expect(s.pending).toEqual([null, null, null]);
  });

  it('given the phase resolved, then A’s log tells what A passed and received, and B and C see none of it', () => {
    const s = afterE17();
    const forA = game.log(s, A).map((e) => e.text);
    expect(forA).toContain(
      '@0 passed Wall (wall-01) to @1 and River (river-01) to @2; received Road (road-01) from @1 and Islet (islet-1) from @2',
    );
    for (const viewer of [B, C, null]) {
      const texts = game.log(s, viewer).map((e) => e.text).join('\n');
      expect(texts).not.toContain('@0 passed');
    }
    expect(game.view(s, B).seats[A]?.handCount).toBe(3);
    expect(game.view(s, B).hand).toEqual(['road-02', 'wall-01', 'dock-1']);
  });

  it('given trading resolved, then B learns only what it received from A, in its own entry', () => {
    const s = afterE17();
    const forB = game.log(s, B);
    expect(forB.filter((e) => e.visibleTo)).toEqual([
      {
        round: 1,
        text: '@1 passed Plaza (plaza-1) to @2 and Road (road-01) to @0; received Dock (dock-1) from @2 and Wall (wall-01) from @0',
        visibleTo: [B],
      },
    ]);
  });

  it('given a submission, then other players see only "submitted" and nothing is logged', () => {
    const s = value(game.apply(e17(), A, trade(A, 'wall-01', 'river-01')));
    expect(s.log).toEqual([]);
    const bView = game.view(s, B);
    expect(bView.seats.map((x) => x.hasSubmitted)).toEqual([true, false, false]);
    expect(bView.myChoice).toBeNull();
    expect(JSON.stringify(bView)).not.toContain('wall-01');
    expect(game.view(s, A).myChoice).toEqual({ kind: 'trade', left: 'wall-01', right: 'river-01' });
    expect(game.awaiting(s)).toEqual([B, C]);
  });
});

describe('E18: changing a choice', () => {
  it('given A resubmits before C submits, then the new choice counts and B receives bastion-1', () => {
    let s = e17();
    s = value(game.apply(s, A, trade(A, 'wall-01', 'river-01')));
    s = value(game.apply(s, B, trade(B, 'plaza-1', 'road-01')));
    const before = s;
    s = value(game.apply(s, A, trade(A, 'bastion-1', 'river-01')));
    expect({ ...s, pending: before.pending }).toEqual(before);
    expect(game.awaiting(s)).toEqual([C]);
    s = value(game.apply(s, C, trade(C, 'islet-1', 'dock-1')));
    expect(s.hands[B]).toContain('bastion-1');
    expect(s.hands[A]).toContain('wall-01');
  });

  it('given the phase resolved, when A resubmits, then E_WRONG_PHASE', () => {
    const s = afterE17();
    const r = game.apply(s, A, trade(A, 'bastion-1', 'road-01'));
    expect(r.ok ? null : r.error.code).toBe('E_WRONG_PHASE');
  });
});

describe('E19: errors', () => {
  const code = (r: Result<AvenueState>) => (r.ok ? 'ok' : r.error.code);

  it('given the E17 state, when B passes the same card twice, then E_SAME_CARD', () => {
    expect(code(game.apply(e17(), B, trade(B, 'road-02', 'road-02')))).toBe('E_SAME_CARD');
  });

  it('given the E17 state, when A passes a card of B, then E_CARD_NOT_IN_HAND', () => {
    expect(code(game.apply(e17(), A, trade(A, 'road-01', 'wall-01')))).toBe('E_CARD_NOT_IN_HAND');
  });

  it('given E17 resolved, then bad builds and a late trade are rejected with the right codes', () => {
    const s = afterE17();
    const build = (card: string, avenue: unknown) => game.apply(s, A, { type: 'chooseBuild', player: A, card, avenue });
    expect(code(build('road-01', 'X'))).toBe('E_BAD_AVENUE');
    expect(code(build('road-01', 7))).toBe('E_BAD_PAYLOAD');
    expect(code(build('wall-01', 'L'))).toBe('E_CARD_NOT_IN_HAND');
    expect(code(game.apply(s, A, trade(A, 'road-01', 'islet-1')))).toBe('E_WRONG_PHASE');
    expect(code(build('road-01', 'L'))).toBe('ok');
  });

  it('given any rejected action, then the state is left deeply equal', () => {
    const s = e17();
    const snapshot = structuredClone(s);
    game.apply(s, B, trade(B, 'road-02', 'road-02'));
    game.apply(s, A, { type: 'chooseBuild', card: 'wall-01', avenue: 'L' });
    expect(s).toEqual(snapshot);
  });
});
