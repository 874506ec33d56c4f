/**
 * What a seat's next decision rests on (core/conflicts.ts, spec §8): in play one seat acts at a time, so any accepted
 * action makes an earlier submit stale — even one that leaves the seat's own dealt characters, choice and changes as
 * they were. A number that is no seat of the table has no setup part: it rests on the non-player view.
 */
import { describe, expect, it } from 'vitest';
import { stillValid } from '../core/conflicts.ts';
import { silent } from '../core/narrator.ts';
import { decisionBasis } from './decision-basis.ts';
import { goods, play, table } from './fixtures.ts';
import { saltmarket } from './index.ts';

describe('in play', () => {
  it("seat 0's move makes seat 1's earlier submit stale, though seat 1's dealt characters and changes are untouched", () => {
    const before = table({ characters: ['drover', 'forester'], goods: [goods(1, 1, 1, 1), goods(1, 1, 1, 1)] });
    const after = play(before, 0, { type: 'move', building: 'B01' }); // Crab Shack, on the display (B01–B05)
    expect(after.players[1]).toEqual(before.players[1]);
    expect(stillValid(saltmarket, before, after, 1)).toBe(false);
  });

  it("the basis is the seat's whole view, with the phase", () => {
    const s = table({ characters: ['drover', 'forester'] });
    const basis = decisionBasis(s, 1);
    expect(basis.phase).toBe('play');
    expect('view' in basis && basis.view.viewer).toBe(1);
  });
});

it('in setup, seat 7 of a 2-seat table rests on the non-player view', () => {
  const s = saltmarket.setup(2, {}, 'basis', silent).state;
  const basis = decisionBasis(s, 7);
  expect(basis.phase).toBe('setup');
  expect('view' in basis && [basis.view.viewer, basis.view.dealt]).toEqual([null, null]);
});
