/** Odd jobs (spec §4.7): only with no legal move; the pawn leaves the map and the player gains 1 good, capped at 6. */
import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import type { BuildingId } from './building-ids.ts';
import { goods, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import type { SaltState } from './state.ts';

const spec = specFor<SaltState>(saltmarket);

/**
 * The Drover holding only stone, on his own Cattle Pen, the Forester on his Sawpit: no legal move. Each building is
 * barred: both starting buildings hold a pawn; the Chowder House needs 1 fish, the Tannery 2 livestock; stone in the
 * bottom slot pays $2, short of every buy (Auction House: cheapest 5 − 2 = $3; Customs House $5; Dry Dock with no
 * anchor $5).
 */
const stuckWithStone = (stone: number) =>
  table({
    characters: ['drover', 'forester'],
    goods: [goods(0, 0, 0, stone), goods(0, 0, 0, 0)],
    pawns: ['S-drover', 'S-forester'],
    market: ['fish', 'livestock', 'wood', 'stone'],
    display: ['B11', 'B12', 'B19', 'B20', 'B21'],
  });

describe('odd jobs (spec §4.7)', () => {
  it('the good gained stops at 6, as every gain (spec §2): 5 + 1 = 6, and 6 + 1 is still 6', () => {
    for (const stone of [5, 6]) expect(saltmarket.legalActions(stuckWithStone(stone), 0).map((a) => a.type)).toEqual(['oddJobs', 'oddJobs', 'oddJobs', 'oddJobs']);
    spec.given(stuckWithStone(5)).when(0, { type: 'oddJobs', good: 'stone' }).then(({ state }) => {
      expect(state.players[0]?.goods).toEqual(goods(0, 0, 0, 6));
    });
    spec.given(stuckWithStone(6)).when(0, { type: 'oddJobs', good: 'stone' }).then(({ state, log }) => {
      expect(state.players[0]?.goods).toEqual(goods(0, 0, 0, 6));
      expect(log[0]?.text).toMatch(/gain 1 stone \(lost to the cap of 6\)\.$/);
    });
    spec.given(stuckWithStone(6)).when(0, { type: 'oddJobs', good: 'wood' }).then(({ state }) => {
      expect(state.players[0]?.goods).toEqual(goods(0, 0, 1, 6));
    });
  });

  it('are refused with exactly one legal move, and taken with none', () => {
    // spec E20's table, but with the Drover's pawn off the map: his own Cattle Pen (gain 1 livestock, then an
    // optional buy) is vacant, and it is his only legal move
    const e20 = (pawns: (BuildingId | null)[]) =>
      table({ characters: ['drover', 'forester'], owns: [['B13'], []], pawns, display: ['B11', 'B12', 'B19', 'B16', 'B21'] });
    const oneMove = e20([null, 'B21']);
    expect(saltmarket.legalActions(oneMove, 0)).toEqual([{ type: 'move', player: 0, building: 'S-drover' }]);
    spec.given(oneMove).when(0, { type: 'oddJobs', good: 'fish' }).thenFails('E_HAS_MOVE', /^You have a legal move, so you cannot take odd jobs\.$/);
    // spec E20 itself: the pawn on the Cattle Pen bars it, and no move is left
    const noMove = e20(['S-drover', 'B21']);
    spec.given(noMove).when(0, { type: 'oddJobs', good: 'fish' }).then(({ state }) => {
      expect(state.players[0]?.pawn).toBeNull();
      expect(state.players[0]?.goods).toEqual(goods(1, 0, 0, 0));
    });
  });
});
