import { describe, expect, it } from 'vitest';
import type { Result } from '../core/result.ts';
import { avenueEmpires as game } from './index.ts';
import type { AvenueState } from './state.ts';
import { tradingState } from './test-fixtures.ts';

const code = (r: Result<AvenueState>) => (r.ok ? 'ok' : r.error.code);
const state = () =>
  tradingState([
    ['river-01', 'wall-01', 'bastion-1'],
    ['road-01', 'road-02', 'plaza-1'],
    ['islet-1', 'wall-02', 'dock-1'],
  ]);

describe('action validation order (spec §4)', () => {
  it('given the game is over, then E_GAME_OVER comes before any other check', () => {
    const over: AvenueState = { ...state(), phase: 'gameOver' };
    expect(code(game.apply(over, 9, 'garbage'))).toBe('E_GAME_OVER');
  });

  it('given a seat that is not seated, then E_UNKNOWN_PLAYER before payload checks', () => {
    expect(code(game.apply(state(), 3, 'garbage'))).toBe('E_UNKNOWN_PLAYER');
    expect(code(game.apply(state(), -1, { type: 'chooseTrade' }))).toBe('E_UNKNOWN_PLAYER');
    expect(code(game.apply(state(), 0.5, { type: 'chooseTrade' }))).toBe('E_UNKNOWN_PLAYER');
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
    ['another player', { type: 'chooseTrade', player: 1, left: 'river-01', right: 'wall-01' }],
    ['a player that is not a number', { type: 'chooseTrade', player: '0', left: 'river-01', right: 'wall-01' }],
  ])('given %s, then E_BAD_PAYLOAD', (_, action) => {
    const r = game.apply(state(), 0, action);
    expect(code(r)).toBe('E_BAD_PAYLOAD');
    expect(r.ok ? '' : r.error.message.length).toBeGreaterThan(10);
  });

  it('given payload checks pass, then the phase is checked before the cards', () => {
    expect(code(game.apply(state(), 0, { type: 'chooseBuild', card: 'nonsense', avenue: 'Q' }))).toBe('E_WRONG_PHASE');
  });

  it('given an unknown card id, then E_CARD_NOT_IN_HAND (not E_BAD_PAYLOAD), before E_SAME_CARD', () => {
    expect(code(game.apply(state(), 0, { type: 'chooseTrade', left: 'castle-1', right: 'wall-01' }))).toBe(
      'E_CARD_NOT_IN_HAND',
    );
    expect(code(game.apply(state(), 0, { type: 'chooseTrade', left: 'road-09', right: 'road-09' }))).toBe(
      'E_CARD_NOT_IN_HAND',
    );
  });

  it('given no player field, then the seat is used; given the matching player, then it is accepted too', () => {
    expect(code(game.apply(state(), 0, { type: 'chooseTrade', left: 'river-01', right: 'wall-01' }))).toBe('ok');
    expect(code(game.apply(state(), 0, { type: 'chooseTrade', player: 0, left: 'river-01', right: 'wall-01' }))).toBe(
      'ok',
    );
  });

  it('given a building state, then a card not in hand is checked before the avenue', () => {
    const s: AvenueState = { ...state(), phase: 'building' };
    expect(code(game.apply(s, 0, { type: 'chooseBuild', card: 'road-01', avenue: 'X' }))).toBe('E_CARD_NOT_IN_HAND');
    expect(code(game.apply(s, 0, { type: 'chooseBuild', card: 'river-01', avenue: 'X' }))).toBe('E_BAD_AVENUE');
    expect(code(game.apply(s, 0, { type: 'chooseBuild', card: 'river-01', avenue: 'l' }))).toBe('E_BAD_AVENUE');
  });
});

describe('legal actions (spec §4)', () => {
  it('given Trading with 3 cards, then h(h−1) = 6 ordered pairs with player = seat', () => {
    const actions = game.legalActions(state(), 1);
    expect(actions).toHaveLength(6);
    expect(actions).toContainEqual({ type: 'chooseTrade', player: 1, left: 'plaza-1', right: 'road-01' });
    expect(actions).toContainEqual({ type: 'chooseTrade', player: 1, left: 'road-01', right: 'plaza-1' });
  });

  it('given a seat that already chose, then it gets the same list (it may resubmit)', () => {
    const r = game.apply(state(), 1, { type: 'chooseTrade', left: 'road-01', right: 'road-02' });
    if (!r.ok) throw new Error(r.error.message);
    expect(game.legalActions(r.value, 1)).toEqual(game.legalActions(state(), 1));
    expect(game.awaiting(r.value)).toEqual([0, 2]);
  });

  it('given Building with 3 cards, then 3h = 9 actions', () => {
    const s: AvenueState = { ...state(), phase: 'building' };
    expect(game.legalActions(s, 2)).toHaveLength(9);
    expect(game.legalActions(s, 2)).toContainEqual({ type: 'chooseBuild', player: 2, card: 'dock-1', avenue: 'C' });
  });

  it('given game over or a seat that is not seated, then none', () => {
    expect(game.legalActions({ ...state(), phase: 'gameOver' }, 0)).toEqual([]);
    expect(game.legalActions(state(), 5)).toEqual([]);
  });
});
