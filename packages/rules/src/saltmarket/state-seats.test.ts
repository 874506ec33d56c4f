/**
 * A seat that is not at the table (state.ts): reading its player is an error that names the seat, and changing its
 * record changes nothing (no player is made up for it).
 */
import { expect, it } from 'vitest';
import { table } from './fixtures.ts';
import { playerOf, withPlayer } from './state.ts';

it('playerOf seat 2 of a 2-seat table: "no seat 2"', () => {
  const s = table({ characters: ['drover', 'forester'] });
  expect(() => playerOf(s, 2)).toThrow('no seat 2');
});

it('withPlayer on seat 2 of a 2-seat table: the same 2 players, the change never called', () => {
  const s = table({ characters: ['drover', 'forester'] });
  let called = 0;
  const next = withPlayer(s, 2, (p) => {
    called++;
    return p;
  });
  expect(called).toBe(0);
  expect(next.players).toEqual(s.players);
  expect(next.players).toHaveLength(2);
});
