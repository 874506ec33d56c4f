/** The last turn's log lines and the view's round (issue 25): the game over is told in the round of the last turn. */
import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import type { SaltState } from './state.ts';

const spec = specFor<SaltState>(saltmarket);

describe('the round of the end', () => {
  it('solo: the 20th turn and the game over are told in round 20, and the finished view says round 20', () => {
    const s = table({ characters: ['drover'], owns: [['B22', 'B24', 'B25']], turn: 19 });
    spec.given(s).when(0, { type: 'move', building: 'B01' }).then(({ state, log }) => {
      expect(state.phase).toBe('over');
      expect(log.map((l) => l.text)).toContain('@0 did not buy 4 buildings in 20 turns: the game is lost.');
      expect(new Set(log.map((l) => l.round))).toEqual(new Set([20]));
      expect(saltmarket.view(state, 0).round).toBe(20);
    });
  });

  it('2 seats: the 40-round cap ends the game in round 40', () => {
    const s = table({ characters: ['drover', 'forester'], turn: 79, active: 1 });
    spec.given(s).when(1, { type: 'move', building: 'B01' }).then(({ state, log }) => {
      expect(state.phase).toBe('over');
      expect(new Set(log.map((l) => l.round))).toEqual(new Set([40]));
      expect(saltmarket.view(state, null).round).toBe(40);
    });
  });

  it('a last turn that completes a round ends the game in that round', () => {
    const s = table({ characters: ['drover', 'forester'], turn: 9, active: 1, purchases: [4, 0], endTrigger: { by: 0, remaining: [] } });
    spec.given(s).when(1, { type: 'move', building: 'B01' }).then(({ state, log }) => {
      expect(state.phase).toBe('over');
      expect(new Set(log.map((l) => l.round))).toEqual(new Set([5]));
      expect(saltmarket.view(state, 1).round).toBe(5);
    });
  });

  it('in play, the view says the round of the turn being played', () => {
    expect(saltmarket.view(table({ characters: ['drover', 'forester'], turn: 9, active: 1 }), 1).round).toBe(5);
    expect(saltmarket.view(table({ characters: ['drover', 'forester'], turn: 10 }), 0).round).toBe(6);
  });
});
