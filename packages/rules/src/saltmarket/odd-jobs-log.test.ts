/**
 * Odd jobs told and stored (spec §4.7, §5): the line says the pawn leaves the map and which good is gained, and only
 * when the gain is lost to the cap of 6 (§2) does it say so; the action is stored in canonical form, with its seat.
 */
import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { goods, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import type { SaltState } from './state.ts';

const spec = specFor<SaltState>(saltmarket);

/**
 * No legal move for either seat (as in odd-jobs.test.ts): both pawns on their own starting buildings; the Chowder
 * House needs 1 fish and the Tannery 2 livestock; stone in the bottom slot pays only $2, short of every buy on display.
 */
const stuck = (seat: 0 | 1, stone: number) =>
  table({
    characters: ['drover', 'forester'],
    goods: [goods(0, 0, 0, seat === 0 ? stone : 0), goods(0, 0, 0, seat === 1 ? stone : 0)],
    pawns: ['S-drover', 'S-forester'],
    market: ['fish', 'livestock', 'wood', 'stone'],
    display: ['B11', 'B12', 'B19', 'B20', 'B21'],
    active: seat,
  });

describe('odd jobs told (spec §4.7)', () => {
  it('5 stone + 1 = 6: the line names the good and no loss; the stored action is the canonical one with its seat', () => {
    spec.given(stuck(1, 5)).when(1, { type: 'oddJobs', good: 'stone' }).then(({ state, log, action }) => {
      expect(state.players[1]?.goods).toEqual(goods(0, 0, 0, 6));
      expect(log.map((l) => l.text)).toEqual(['@1 has no legal move: their pawn leaves the map for odd jobs and they gain 1 stone.']);
      expect(action).toEqual({ type: 'oddJobs', player: 1, good: 'stone' });
    });
  });

  it('a good held 0 of: no loss either', () => {
    spec.given(stuck(0, 6)).when(0, { type: 'oddJobs', good: 'fish' }).then(({ log, action }) => {
      expect(log.map((l) => l.text)).toEqual(['@0 has no legal move: their pawn leaves the map for odd jobs and they gain 1 fish.']);
      expect(action).toEqual({ type: 'oddJobs', player: 0, good: 'fish' });
    });
  });

  it('6 stone + 1: the line says the good is lost to the cap of 6', () => {
    spec.given(stuck(0, 6)).when(0, { type: 'oddJobs', good: 'stone' }).then(({ log }) => {
      expect(log.map((l) => l.text)).toEqual(['@0 has no legal move: their pawn leaves the map for odd jobs and they gain 1 stone (lost to the cap of 6).']);
    });
  });
});
