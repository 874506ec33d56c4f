/**
 * Spec §4.2 and §4.3: a toll is owed at a building another player owns, never at your own; it names a good you hold;
 * the moves on offer list each such good once; the pawn goes onto the building; the toll is told before the action.
 */
import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { goods, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import type { SaltState } from './state.ts';

const spec = specFor<SaltState>(saltmarket);
const texts = (log: { text: string }[]) => log.map((l) => l.text);

// The Forester (no top hat) owns the Woodcutter's Hut (B03, gain 2 wood) and holds 3 wood, 1 stone; the Drover owns
// the Quarry (B14, gain 3 stone) and holds nothing. Neither is on the display.
const state = table({
  characters: ['forester', 'drover'],
  goods: [goods(0, 0, 3, 1), goods(0, 0, 0, 0)],
  owns: [['B03'], ['B14']],
  display: ['B01', 'B02', 'B04', 'B05', 'B06'],
});

describe('a toll to another player', () => {
  it('is offered once for each good held: wood and stone, not fish or livestock', () => {
    const tolls = saltmarket
      .legalActions(state, 0)
      .filter((a) => a.type === 'move' && a.building === 'B14')
      .map((a) => (a.type === 'move' ? a.toll : null));
    expect(tolls).toEqual(['wood', 'stone']);
  });

  it('is paid on the move, before the action: 1 wood from the Forester to the Drover, then 3 stone gained', () => {
    spec.given(state).when(0, { type: 'move', building: 'B14', toll: 'wood' }).then(({ state: next, log }) => {
      expect(texts(log).slice(0, 3)).toEqual(['@0 moves to the Quarry.', '@0 pays @1 a toll of 1 wood.', '@0 gains 3 stone.']);
      expect(next.players[0]?.goods).toEqual(goods(0, 0, 2, 4));
      expect(next.players[1]?.goods).toEqual(goods(0, 0, 1, 0));
      expect(next.players[0]?.pawn).toBe('B14');
    });
  });
});

describe('your own building', () => {
  it('charges no toll: offered without one, taken without one, refused with one', () => {
    const own = saltmarket.legalActions(state, 0).filter((a) => a.type === 'move' && a.building === 'B03');
    expect(own).toEqual([{ type: 'move', player: 0, building: 'B03' }]);
    spec.given(state).when(0, { type: 'move', building: 'B03', toll: 'wood' }).thenFails('E_NO_TOLL', /^No toll is owed here\.$/);
    spec.given(state).when(0, { type: 'move', building: 'B03' }).then(({ state: next, log }) => {
      expect(texts(log).slice(0, 2)).toEqual(["@0 moves to the Woodcutter's Hut.", '@0 gains 2 wood.']);
      expect(next.players[0]?.goods).toEqual(goods(0, 0, 5, 1));
      expect(next.players[1]?.goods).toEqual(goods(0, 0, 0, 0));
      expect(next.players[0]?.pawn).toBe('B03');
    });
  });
});
