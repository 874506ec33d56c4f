/**
 * What the table tells a seat the game asks of it (engine.ts `describeTurn`), word for word: nothing when it is not
 * awaited, taking back stored cards at the start of a turn (spec §4.1), and the turn itself, alone or as a team.
 */
import { describe, expect, it } from 'vitest';
import { NOTHING_ASKED, type Seat } from '../core/engine.ts';
import { dealer, table } from './fixtures.ts';
import { civBuilder } from './index.ts';
import type { CivState } from './state.ts';

const d = dealer();
const [warehouse, caravan, worker] = d.many('warehouse', 'caravan', 'worker');
const describeTurn = (state: CivState, seat: Seat): string => {
  if (!civBuilder.describeTurn) throw new Error('Civ Builder describes every turn');
  return civBuilder.describeTurn(state, seat);
};
const two = table({ players: [{ hand: [worker] }, {}] });

describe('describeTurn', () => {
  it('asks nothing of a seat the game does not await', () => {
    expect(describeTurn(two, 1)).toBe(NOTHING_ASKED);
    expect(describeTurn({ ...two, over: true, active: [], phase: [null, null] }, 0)).toBe(NOTHING_ASKED);
  });

  it('a turn alone', () => {
    expect(describeTurn(two, 0)).toBe('Your turn: play cards, build, buy, fight and steal, then end your turn.');
  });

  it('the start of a turn with cards stored on its buildings', () => {
    const start = table({ players: [{ constructs: [{ id: warehouse, built: true, stored: [caravan] }] }, {}], phase: 'start' });
    expect(describeTurn(start, 0)).toBe('Your turn: take back any cards stored on your buildings.');
  });

  it('a team turn, for both partners', () => {
    const teams = table({ players: [{}, {}, {}, {}], teams: true, active: [0, 2] });
    const words = "Your team's turn: play cards, build, buy, fight and steal with your teammate, then end your turn.";
    expect([0, 2].map((seat) => describeTurn(teams, seat))).toEqual([words, words]);
    expect([1, 3].map((seat) => describeTurn(teams, seat))).toEqual([NOTHING_ASKED, NOTHING_ASKED]);
  });
});
