import { describe, expect, it } from 'vitest';
import { parseAction } from '../core/actions.ts';
import { specFor } from '../core/testing/spec.ts';
import { type AvenueAction, actionSchema } from './actions.ts';
import { avenueEmpires } from './index.ts';
import type { AvenueState } from './state.ts';
import { tradingState } from './test-fixtures.ts';

const spec = specFor<AvenueState>(avenueEmpires);
const state = () =>
  tradingState([
    ['river-01', 'wall-01', 'bastion-1'],
    ['road-01', 'road-02', 'plaza-1'],
    ['islet-1', 'wall-02', 'dock-1'],
  ]);
const building = (): AvenueState => ({ ...state(), phase: 'building' });

describe('action validation order (spec §4)', () => {
  it('given the game is over, then E_GAME_OVER comes before any other check', () => {
    spec.given({ ...state(), phase: 'gameOver' }).when(9, 'garbage').thenFails('E_GAME_OVER');
  });

  it('given a seat that is not seated, then E_UNKNOWN_PLAYER before payload checks', () => {
    spec.given(state()).when(3, 'garbage').thenFails('E_UNKNOWN_PLAYER');
    spec.given(state()).when(-1, { type: 'chooseTrade' }).thenFails('E_UNKNOWN_PLAYER');
    spec.given(state()).when(0.5, { type: 'chooseTrade' }).thenFails('E_UNKNOWN_PLAYER');
  });

  it.each([
    ['not an object', 'chooseTrade'],
    ['null', null],
    ['an array', []],
    ['an unknown type', { type: 'pass', left: 'river-01', right: 'wall-01' }],
    ['a missing field', { type: 'chooseTrade', left: 'river-01' }],
    ['a non-string card', { type: 'chooseTrade', left: 'river-01', right: 3 }],
    ['a non-string avenue', { type: 'chooseBuild', card: 'river-01', avenue: 7 }],
    ['a missing avenue', { type: 'chooseBuild', card: 'river-01' }],
    ['a player that is not a number', { type: 'chooseTrade', player: '0', left: 'river-01', right: 'wall-01' }],
  ])('given %s, then E_BAD_PAYLOAD with a sentence for people', (_, input) => {
    spec.given(state()).when(0, input).thenFails('E_BAD_PAYLOAD', /.{10,}/);
  });

  it('given another player, then E_NOT_YOUR_SEAT with a sentence for people', () => {
    const input = { type: 'chooseTrade', player: 1, left: 'river-01', right: 'wall-01' };
    spec.given(state()).when(0, input).thenFails('E_NOT_YOUR_SEAT', /names player 1, but you play seat 0/);
  });

  it('given payload checks pass, then the phase is checked before the cards', () => {
    spec.given(state()).when(0, { type: 'chooseBuild', card: 'nonsense', avenue: 'Q' }).thenFails('E_WRONG_PHASE');
  });

  it('given an unknown card id, then E_CARD_NOT_IN_HAND (not E_BAD_PAYLOAD), before E_SAME_CARD', () => {
    const trade = (left: string, right: string) => spec.given(state()).when(0, { type: 'chooseTrade', left, right });
    trade('castle-1', 'wall-01').thenFails('E_CARD_NOT_IN_HAND');
    trade('road-09', 'road-09').thenFails('E_CARD_NOT_IN_HAND');
  });

  it('given no player field, then the seat is used; given the matching player, then it is accepted too', () => {
    const expected = { type: 'chooseTrade', player: 0, left: 'river-01', right: 'wall-01' };
    spec
      .given(state())
      .when(0, { type: 'chooseTrade', left: 'river-01', right: 'wall-01' })
      .then(({ action }) => expect(action).toEqual(expected));
    spec
      .given(state())
      .when(0, { type: 'chooseTrade', player: 0, left: 'river-01', right: 'wall-01' })
      .then(({ action }) => expect(action).toEqual(expected));
  });

  it('given unknown fields, then they are dropped from the action that is stored', () => {
    const parsed = parseAction<AvenueAction>(avenueEmpires, 2, { type: 'chooseBuild', card: 'dock-1', avenue: 'C', note: 'x' });
    expect(parsed).toEqual({ ok: true, value: { type: 'chooseBuild', player: 2, card: 'dock-1', avenue: 'C' } });
  });

  it('given a building state, then a card not in hand is checked before the avenue', () => {
    const build = (card: string, avenue: string) =>
      spec.given(building()).when(0, { type: 'chooseBuild', card, avenue });
    build('road-01', 'X').thenFails('E_CARD_NOT_IN_HAND');
    build('river-01', 'X').thenFails('E_BAD_AVENUE');
    build('river-01', 'l').thenFails('E_BAD_AVENUE');
  });

  it('declares both actions in one schema, keyed on type', () => {
    expect(actionSchema.safeParse({ type: 'chooseBuild', player: 0, card: 'x', avenue: 'X' }).success).toBe(true);
    expect(actionSchema.safeParse({ type: 'chooseBuild', player: 0, card: 'x', avenue: 7 }).success).toBe(false);
    expect(actionSchema.safeParse({ type: 'chooseTrade', player: 0.5, left: 'a', right: 'b' }).success).toBe(false);
  });
});

describe('legal actions (spec §4)', () => {
  it('given Trading with 3 cards, then h(h−1) = 6 ordered pairs with player = seat', () => {
    const actions = avenueEmpires.legalActions(state(), 1);
    expect(actions).toHaveLength(6);
    expect(actions).toContainEqual({ type: 'chooseTrade', player: 1, left: 'plaza-1', right: 'road-01' });
    expect(actions).toContainEqual({ type: 'chooseTrade', player: 1, left: 'road-01', right: 'plaza-1' });
  });

  it('given a seat that already chose, then it gets the same list (it may resubmit)', () => {
    const chosen = spec
      .given(state())
      .when(1, { type: 'chooseTrade', left: 'road-01', right: 'road-02' })
      .then(({ state: next }) => expect(avenueEmpires.awaiting(next)).toEqual([0, 2]));
    expect(avenueEmpires.legalActions(chosen, 1)).toEqual(avenueEmpires.legalActions(state(), 1));
  });

  it('given Building with 3 cards, then 3h = 9 actions', () => {
    expect(avenueEmpires.legalActions(building(), 2)).toHaveLength(9);
    expect(avenueEmpires.legalActions(building(), 2)).toContainEqual({
      type: 'chooseBuild',
      player: 2,
      card: 'dock-1',
      avenue: 'C',
    });
  });

  it('given game over or a seat that is not seated, then none', () => {
    expect(avenueEmpires.legalActions({ ...state(), phase: 'gameOver' }, 0)).toEqual([]);
    expect(avenueEmpires.legalActions(state(), 5)).toEqual([]);
  });
});
