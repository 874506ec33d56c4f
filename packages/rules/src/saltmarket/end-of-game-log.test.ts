/**
 * The words of the end (spec §4.6, §7.1–7.3): the 4th purchase announces the others' last turns, the turn limits say
 * why the game stops, and the game over gives every seat's score in seat order, then the winner(s) or the solo result.
 * Scores are worked by hand: Σ VP of owned buildings (§6.3); the characters used here have no end bonus.
 */
import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { goods, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import type { SaltState } from './state.ts';

const spec = specFor<SaltState>(saltmarket);
const texts = (log: { text: string }[]) => log.map((l) => l.text);

describe('the 4th purchase and the last turns (spec §4.6, §7.1)', () => {
  it('3 seats: seat 1 buys a 4th building; seats 2 and 0 are told of their last turn, then the scores in seat order and the winner', () => {
    // seat 1 (Fishwife) owns the Counting House (6 VP), the Lighthouse (8) and the Seamen's Chapel (9), holds 6 fish
    // (top slot, $5) and buys the Crab Shack ($3, 1 VP) at an optional buy: 6 + 8 + 9 + 1 = 24. Seat 2 (Stevedore)
    // owns the Woodcutter's Hut (1 VP); seat 0 (Drover) nothing: 0. Turn 25 is the 2nd turn of round 9.
    const s = table({
      characters: ['drover', 'fishwife', 'stevedore'],
      goods: [goods(0, 0, 0, 0), goods(6, 0, 0, 0), goods(0, 0, 0, 0)],
      owns: [[], ['B22', 'B24', 'B25'], ['B03']],
      display: ['B01', 'B02', 'B04', 'B05', 'B06', 'B07'],
      active: 1,
      turn: 25,
      step: 'MAY_BUY',
      pending: [{ kind: 'MAY_BUY' }],
    });
    let after = spec.given(s).when(1, { type: 'buy', building: 'B01', ship: ['fish'] }).then(({ state, log }) => {
      // remaining [2, 0]: seat 2 is shifted off it and plays next (spec §4.6)
      expect(state.endTrigger).toEqual({ by: 1, remaining: [0] });
      expect(state.active).toBe(2);
      expect(texts(log).at(-1)).toBe('@1 has bought a 4th building: @2 and @0 each get one last turn.');
    });
    after = spec.given(after).when(2, { type: 'move', building: 'B02' }).then(({ state, log }) => {
      expect([state.phase, state.active]).toEqual(['play', 0]);
      expect(texts(log).filter((t) => t.includes('last turn') || t.includes('game is over'))).toEqual([]);
    });
    spec.given(after).when(0, { type: 'move', building: 'B04' }).then(({ state, log }) => {
      expect(state.phase).toBe('over');
      expect(state.endTrigger).toEqual({ by: 1, remaining: [] });
      expect(texts(log).slice(-2)).toEqual(['The game is over. Final scores: @0 0, @1 24, @2 1.', 'Winner: @1.']);
    });
  });

  it('solo: the 4th purchase ends the game at once, with no last turns to announce, and wins (spec §7.3, E13)', () => {
    // the Drover owns the Counting House (6), the Lighthouse (8) and the Seamen's Chapel (9) and buys the Crab Shack
    // (1) on his 14th turn: 24 VP, 4 purchases within 20 turns
    const s = table({
      characters: ['drover'],
      goods: [goods(6, 0, 0, 0)],
      owns: [['B22', 'B24', 'B25']],
      display: ['B01', 'B02', 'B03', 'B04', 'B05'],
      turn: 13,
      step: 'MAY_BUY',
      pending: [{ kind: 'MAY_BUY' }],
    });
    spec.given(s).when(0, { type: 'buy', building: 'B01', ship: ['fish'] }).then(({ state, log }) => {
      expect([state.phase, state.turn]).toEqual(['over', 14]);
      expect(state.endTrigger).toEqual({ by: 0, remaining: [] });
      expect(texts(log).filter((t) => t.includes('last turn'))).toEqual([]);
      expect(texts(log).slice(-2)).toEqual(['The game is over. Final scores: @0 24.', '@0 wins with 4 buildings bought.']);
    });
  });
});

describe('the turn limits (spec §4.6, §7.3)', () => {
  it('solo: the 20th turn ends the game, lost with 3 purchases; the score is reported all the same (E13)', () => {
    // 6 + 8 + 9 = 23 VP; the 20th turn is a move to the Crab Shack, no purchase
    const s = table({ characters: ['drover'], owns: [['B22', 'B24', 'B25']], display: ['B01', 'B02', 'B03', 'B04', 'B05'], turn: 19 });
    spec.given(s).when(0, { type: 'move', building: 'B01' }).then(({ state, log }) => {
      expect([state.phase, state.turn]).toEqual(['over', 20]);
      expect(texts(log).slice(-3)).toEqual([
        '20 turns have been played.',
        'The game is over. Final scores: @0 23.',
        '@0 did not buy 4 buildings in 20 turns: the game is lost.',
      ]);
    });
  });

  it('2 seats: the 80th turn ends the game; equal score, buildings and goods share the win (spec §7.2)', () => {
    // seat 0 (Drover) owns the Crab Shack and holds 2 wood; seat 1 (Fishwife) owns the Goat Pasture and takes 2 wood
    // at the Woodcutter's Hut on turn 80: 1 VP, 2 buildings and 2 goods each
    const s = table({
      characters: ['drover', 'fishwife'],
      goods: [goods(0, 0, 2, 0), goods(0, 0, 0, 0)],
      owns: [['B01'], ['B02']],
      display: ['B03', 'B04', 'B05', 'B06', 'B07'],
      active: 1,
      turn: 79,
    });
    spec.given(s).when(1, { type: 'move', building: 'B03' }).then(({ state, log }) => {
      expect([state.phase, state.turn]).toEqual(['over', 80]);
      expect(texts(log).slice(-3)).toEqual(['40 rounds have been played.', 'The game is over. Final scores: @0 1, @1 1.', 'Shared win: @0 and @1.']);
    });
  });
});
