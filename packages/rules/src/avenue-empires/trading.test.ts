import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { avenueEmpires } from './index.ts';
import type { AvenueState } from './state.ts';
import { e17, submitAll, textsFor, trade } from './test-fixtures.ts';

const spec = specFor<AvenueState>(avenueEmpires);
const [A, B, C] = [0, 1, 2];



const afterE17 = () =>
  submitAll(e17(), trade(A, 'wall-01', 'river-01'), trade(B, 'plaza-1', 'road-01'), trade(C, 'islet-1', 'dock-1'));

describe('E17: trading resolution with three seats', () => {
  it('given everyone submits, then left cards go to seat+1 and right cards to seat−1, all at once', () => {
    const { state } = afterE17();
    expect(state.phase).toBe('building');
    expect(state.hands).toEqual([
      ['road-01', 'bastion-1', 'islet-1'],
      ['road-02', 'wall-01', 'dock-1'],
      ['river-01', 'wall-02', 'plaza-1'],
    ]);
    expect(state.pending).toEqual([null, null, null]);
  });

  it('given the phase resolved, then A’s log tells what A chose, passed and received; B and C see none of it', () => {
    const { state, log } = afterE17();
    expect(textsFor(log, A)).toEqual([
      '@0 chose to pass Wall (wall-01) to @1 and River (river-01) to @2',
      'Round 1: every player passed one card to each neighbour',
      '@0 passed Wall (wall-01) to @1 and River (river-01) to @2; ' +
        'received Road (road-01) from @1 and Islet (islet-1) from @2',
    ]);
    for (const viewer of [B, C, null]) {
      const texts = textsFor(log, viewer).join('\n');
      expect(texts).not.toContain('@0 passed');
      expect(texts).not.toContain('@0 chose');
    }
    expect(avenueEmpires.view(state, B).seats[A]?.handCount).toBe(3);
    expect(avenueEmpires.view(state, B).hand).toEqual(['road-02', 'wall-01', 'dock-1']);
  });

  it('given trading resolved, then B learns only what it received from A, in its own entries', () => {
    const { log } = afterE17();
    expect(log.filter((e) => e.visibleTo?.includes(B))).toEqual([
      { round: 1, text: '@1 chose to pass Plaza (plaza-1) to @2 and Road (road-01) to @0', visibleTo: [B] },
      {
        round: 1,
        text:
          '@1 passed Plaza (plaza-1) to @2 and Road (road-01) to @0; ' +
          'received Dock (dock-1) from @2 and Wall (wall-01) from @0',
        visibleTo: [B],
      },
    ]);
  });

  it('given a submission, then it is narrated to the chooser only and others see only "submitted"', () => {
    spec
      .given(e17())
      .when(A, { type: 'chooseTrade', left: 'wall-01', right: 'river-01' })
      .then(({ state, log }) => {
        expect(log).toEqual([
          { round: 1, text: '@0 chose to pass Wall (wall-01) to @1 and River (river-01) to @2', visibleTo: [A] },
        ]);
        const bView = avenueEmpires.view(state, B);
        expect(bView.seats.map((x) => x.hasSubmitted)).toEqual([true, false, false]);
        expect(bView.myChoice).toBeNull();
        expect(JSON.stringify(bView)).not.toContain('wall-01');
        expect(avenueEmpires.view(state, A).myChoice).toEqual({ kind: 'trade', left: 'wall-01', right: 'river-01' });
        expect(avenueEmpires.awaiting(state)).toEqual([B, C]);
      });
  });
});

describe('E18: changing a choice', () => {
  it('given A resubmits before C submits, then the new choice counts and B receives bastion-1', () => {
    const before = submitAll(e17(), trade(A, 'wall-01', 'river-01'), trade(B, 'plaza-1', 'road-01')).state;
    const changed = spec
      .given(before)
      .when(A, { type: 'chooseTrade', left: 'bastion-1', right: 'river-01' })
      .then(({ state, log }) => {
        expect({ ...state, pending: before.pending, changes: before.changes }).toEqual(before);
        expect(state.changes).toEqual([1, 0, 0]);
        expect(avenueEmpires.awaiting(state)).toEqual([C]);
        expect(log).toEqual([
          {
            round: 1,
            text: '@0 changed their trade: pass Bastion (bastion-1) to @1 and River (river-01) to @2',
            visibleTo: [A],
          },
        ]);
      });
    spec
      .given(changed)
      .when(C, { type: 'chooseTrade', left: 'islet-1', right: 'dock-1' })
      .then(({ state }) => {
        expect(state.hands[B]).toContain('bastion-1');
        expect(state.hands[A]).toContain('wall-01');
      });
  });

  it('given A submits the same trade again, then its log says it kept it', () => {
    const before = submitAll(e17(), trade(A, 'wall-01', 'river-01')).state;
    spec
      .given(before)
      .when(A, { type: 'chooseTrade', left: 'wall-01', right: 'river-01' })
      .then(({ state, log }) => {
        expect({ ...state, changes: before.changes }).toEqual(before);
        expect(textsFor(log, A)).toEqual(['@0 kept their trade: pass Wall (wall-01) to @1 and River (river-01) to @2']);
      });
  });

  it('given A changes only the card for its right-hand neighbour, then its log says it changed its trade', () => {
    const before = submitAll(e17(), trade(A, 'wall-01', 'river-01')).state;
    spec
      .given(before)
      .when(A, { type: 'chooseTrade', left: 'wall-01', right: 'bastion-1' })
      .then(({ state, log }) => {
        expect(state.changes).toEqual([1, 0, 0]);
        expect(textsFor(log, A)).toEqual(['@0 changed their trade: pass Wall (wall-01) to @1 and Bastion (bastion-1) to @2']);
      });
  });

  it('given the phase resolved, when A resubmits, then E_WRONG_PHASE', () => {
    spec
      .given(afterE17().state)
      .when(A, { type: 'chooseTrade', left: 'bastion-1', right: 'road-01' })
      .thenFails('E_WRONG_PHASE');
  });
});

describe('E19: errors', () => {
  it('given the E17 state, when B passes the same card twice, then E_SAME_CARD', () => {
    spec.given(e17()).when(B, { type: 'chooseTrade', left: 'road-02', right: 'road-02' }).thenFails('E_SAME_CARD');
  });

  it('given the E17 state, when A passes a card of B, then E_CARD_NOT_IN_HAND', () => {
    spec
      .given(e17())
      .when(A, { type: 'chooseTrade', left: 'road-01', right: 'wall-01' })
      .thenFails('E_CARD_NOT_IN_HAND');
  });

  it('given E17 resolved, then bad builds and a late trade are rejected with the right codes', () => {
    const { state } = afterE17();
    const build = (card: string, avenue: unknown) => spec.given(state).when(A, { type: 'chooseBuild', card, avenue });
    build('road-01', 'X').thenFails('E_BAD_AVENUE');
    build('road-01', 7).thenFails('E_BAD_PAYLOAD');
    build('wall-01', 'L').thenFails('E_CARD_NOT_IN_HAND');
    spec.given(state).when(A, { type: 'chooseTrade', left: 'road-01', right: 'islet-1' }).thenFails('E_WRONG_PHASE');
    build('road-01', 'L').then(({ state: next }) => {
      expect(next.pending[A]).toEqual({ kind: 'build', card: 'road-01', avenue: 'L' });
    });
  });

  it('given any rejected action, then the state is left deeply equal', () => {
    const s = e17();
    const snapshot = structuredClone(s);
    spec.given(s).when(B, { type: 'chooseTrade', left: 'road-02', right: 'road-02' }).thenFails('E_SAME_CARD');
    spec.given(s).when(A, { type: 'chooseBuild', card: 'wall-01', avenue: 'L' }).thenFails('E_WRONG_PHASE');
    expect(s).toEqual(snapshot);
  });
});
