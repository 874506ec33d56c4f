/** Spec §5 generic checks: a sender who is not seated is "not in this game", whatever the turn; the state untouched. */
import { describe, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { goods, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import type { SaltState } from './state.ts';

const spec = specFor<SaltState>(saltmarket);
// two seats (0 and 1), seat 0 active: a seat that slipped past the seat check would be told "not your turn" instead
const twoSeats = () => table({ characters: ['drover', 'forester'], goods: [goods(2, 1, 0, 0), goods(0, 0, 0, 0)] });
const move = { type: 'move', building: 'B02' };

describe('a sender outside the seats', () => {
  it('seat 2 of a two-seat game (one past the last seat) is not in this game', () => {
    spec.given(twoSeats()).when(2, move).thenFails('E_NOT_SEATED', /^You are not in this game\.$/);
  });

  it('a negative seat is not in this game', () => {
    spec.given(twoSeats()).when(-1, move).thenFails('E_NOT_SEATED', /^You are not in this game\.$/);
  });

  it('a seat that is not a whole number is not in this game', () => {
    spec.given(twoSeats()).when(0.5, move).thenFails('E_NOT_SEATED', /^You are not in this game\.$/);
  });
});
