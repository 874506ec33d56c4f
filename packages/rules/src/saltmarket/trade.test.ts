/** The Trading Post's TRADE (spec §4.2.4, §4.4): a move there needs 2 of one good after the toll; pay 2, gain 3. */
import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import type { Goods } from './goods.ts';
import { goods, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import type { SaltState } from './state.ts';

const spec = specFor<SaltState>(saltmarket);

/** The Drover with `held`; the Trading Post (B16) on the display, or owned by the hatless Forester's seat. */
const atPost = (held: Goods, owned = false) =>
  table({
    characters: ['drover', 'forester'],
    goods: [held, goods(0, 0, 0, 0)],
    owns: [[], owned ? ['B16'] : []],
    display: owned ? ['B01', 'B02', 'B03', 'B04', 'B05'] : ['B16', 'B01', 'B02', 'B03', 'B04'],
  });

describe('the Trading Post (spec §4.4 TRADE)', () => {
  it('takes a move with 2 or 3 of one good, and refuses it with 1', () => {
    spec.given(atPost(goods(0, 0, 1, 0))).when(0, { type: 'move', building: 'B16' }).thenFails('E_CANNOT_TRADE', /^You need 2 of one good to trade\.$/);
    for (const wood of [2, 3])
      spec.given(atPost(goods(0, 0, wood, 0))).when(0, { type: 'move', building: 'B16' }).then(({ state }) => {
        expect(state.step).toBe('TRADE');
      });
  });

  it('with exactly 2 of a good, trades them away: (0,0,2,0) − 2 wood + 3 stone = (0,0,0,3)', () => {
    const at = spec.given(atPost(goods(0, 0, 2, 0))).when(0, { type: 'move', building: 'B16' }).then(({ state }) => {
      // only wood can be given (2 held), for any of the 3 other goods
      expect(saltmarket.legalActions(state, 0)).toEqual([
        { type: 'trade', player: 0, give: 'wood', get: 'fish' },
        { type: 'trade', player: 0, give: 'wood', get: 'livestock' },
        { type: 'trade', player: 0, give: 'wood', get: 'stone' },
      ]);
    });
    spec.given(at).when(0, { type: 'trade', give: 'wood', get: 'stone' }).then(({ state }) => {
      expect(state.players[0]?.goods).toEqual(goods(0, 0, 0, 3));
    });
  });

  it('counts the goods left after the toll: 3 wood − 1 = 2 may trade, 2 wood − 1 = 1 may not', () => {
    spec.given(atPost(goods(0, 0, 2, 0), true)).when(0, { type: 'move', building: 'B16', toll: 'wood' }).thenFails('E_CANNOT_TRADE', /^You need 2 of one good to trade\.$/);
    spec.given(atPost(goods(0, 0, 3, 0), true)).when(0, { type: 'move', building: 'B16', toll: 'wood' }).then(({ state }) => {
      expect(state.step).toBe('TRADE');
      expect(state.players[0]?.goods).toEqual(goods(0, 0, 2, 0));
    });
    // a toll paid in another good leaves the 2 wood
    spec.given(atPost(goods(1, 0, 2, 0), true)).when(0, { type: 'move', building: 'B16', toll: 'fish' }).then(({ state }) => {
      expect(state.step).toBe('TRADE');
    });
  });
});
