/**
 * What a refused action tells the player (spec §4's error codes): each refusal names its reason in words a player can
 * act on, with the seat, phase or card it is about. Bad input changes nothing (the spec helper checks the state).
 */
import { describe, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { avenueEmpires } from './index.ts';
import type { AvenueState } from './state.ts';
import { e17 } from './test-fixtures.ts';

const spec = specFor<AvenueState>(avenueEmpires);
const chooseTrade = (player: number, left: string, right: string) => ({ type: 'chooseTrade', player, left, right });

describe('refusals say why', () => {
  it('an action after the game is over', () => {
    spec.given({ ...e17(), phase: 'gameOver' }).when(0, chooseTrade(0, 'river-01', 'wall-01'))
      .thenFails('E_GAME_OVER', /^The game is over; no more actions are accepted\.$/);
  });

  it('a seat that is not at the table', () => {
    spec.given(e17()).when(3, chooseTrade(3, 'river-01', 'wall-01'))
      .thenFails('E_UNKNOWN_PLAYER', /^Seat 3 is not seated at this 3-player table\.$/);
  });

  it('a trade outside Trading', () => {
    spec.given({ ...e17(), phase: 'building' }).when(0, chooseTrade(0, 'river-01', 'wall-01'))
      .thenFails('E_WRONG_PHASE', /^You can only choose a trade during Trading; it is now the building phase\.$/);
  });

  it('a card not in hand, and the same card to both neighbours', () => {
    spec.given(e17()).when(0, chooseTrade(0, 'road-01', 'wall-01'))
      .thenFails('E_CARD_NOT_IN_HAND', /^You cannot pass road-01: it is not in your hand\.$/);
    spec.given(e17()).when(0, chooseTrade(0, 'wall-01', 'wall-01'))
      .thenFails('E_SAME_CARD', /^You must pass two different cards, one to each neighbour, not wall-01 twice\.$/);
  });
});
