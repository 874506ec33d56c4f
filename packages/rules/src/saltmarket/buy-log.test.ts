/**
 * Spec §4.5 step 7, as the log tells it: the shipment and the price (excess money lost), the units kept, the market
 * after a shipment (none without one), the card that fills the display position (counted from 1) or the empty deck,
 * and each other Mason's stone (spec §6.2), lost when he holds 6. And an optional buy declined.
 */
import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { goods, table } from './fixtures.ts';
import { saltmarket } from './index.ts';
import type { TownBuildingId } from './buildings.ts';
import type { SaltState } from './state.ts';

const spec = specFor<SaltState>(saltmarket);

// Market fish 5, livestock 4, wood 3, stone 2. The Forester owns the Woodcutter's Hut (1 warehouse: W = 1) and holds
// 5 fish, 3 stone: fish needs 5, stone 2, so both ship, for $5 + $2 = $7. The Crab Shack (B01) costs $3 (no coin,
// optional buy, no discount): $4 lost. It stands at display position 2; the deck's top card is the Cattle Barge.
const shipping = (masonStone: number, owns: TownBuildingId[] = ['B03']) =>
  table({
    characters: ['forester', 'mason'],
    goods: [goods(5, 0, 0, 3), goods(0, 0, 0, masonStone)],
    owns: [owns, []],
    market: ['fish', 'livestock', 'wood', 'stone'],
    display: ['B02', 'B01', 'B04', 'B05', 'B06'],
    deck: ['B10', 'B11', 'B12'],
    step: 'MAY_BUY',
    pending: [{ kind: 'MAY_BUY' }],
  });
const buyCrabShack = { type: 'buy', building: 'B01', ship: ['fish', 'stone'], keep: ['fish'] };
const texts = (log: { text: string }[]) => log.map((l) => l.text);

describe('a buy with a shipment, told', () => {
  it('ships, keeps, shifts the market, fills position 2, and the Mason at 6 stone loses his stone to the cap', () => {
    spec.given(shipping(6)).when(0, buyCrabShack).then(({ state, log }) => {
      const said = texts(log);
      expect(said.slice(0, 3)).toEqual([
        '@0 ships 5 fish and 3 stone for $7 and buys the Crab Shack for $3 ($4 lost).',
        '@0 keeps 1 shipped: fish.',
        'The market is now livestock, wood, fish, stone.',
      ]);
      expect(said[3]).toBe('The Cattle Barge comes onto the display at position 2.');
      expect(said[4]).toBe('@1, the Mason, gains 1 stone (lost to the cap of 6).');
      expect(state.players[0]?.goods).toEqual(goods(1, 0, 0, 0));
      expect(state.players[1]?.goods).toEqual(goods(0, 0, 0, 6));
      expect(state.display).toEqual(['B02', 'B10', 'B04', 'B05', 'B06']);
      expect(state.market).toEqual(['livestock', 'wood', 'fish', 'stone']);
    });
  });

  it('keeping two units names both: with the Lumber Mill too (W = 2), a fish and a stone stay', () => {
    spec.given(shipping(0, ['B03', 'B07'])).when(0, { ...buyCrabShack, keep: ['fish', 'stone'] }).then(({ state, log }) => {
      expect(texts(log)[1]).toBe('@0 keeps 2 shipped: fish, stone.');
      expect(state.players[0]?.goods).toEqual(goods(1, 0, 0, 1));
    });
  });

  it('a Mason at 5 stone gains it: 5 + 1 = 6, nothing lost', () => {
    spec.given(shipping(5)).when(0, buyCrabShack).then(({ state, log }) => {
      expect(texts(log)[4]).toBe('@1, the Mason, gains 1 stone.');
      expect(state.players[1]?.goods).toEqual(goods(0, 0, 0, 6));
    });
  });
});

describe('a buy with nothing shipped, from an empty deck', () => {
  // The Tallyman counts as 1 coin; at the Auction House's BUY ($2 off) the Crab Shack costs max(0, 3 − 1 − 2) = $0,
  // so S may be empty (§4.5 step 5). The deck is empty, so the display loses the Crab Shack's position.
  const free = table({
    characters: ['tallyman', 'forester'],
    goods: [goods(0, 0, 0, 0), goods(0, 0, 0, 0)],
    market: ['fish', 'livestock', 'wood', 'stone'],
    display: ['B01', 'B02', 'B04', 'B05', 'B06'],
    deck: [],
    step: 'BUY',
    pending: [{ kind: 'BUY', discount: 'two', extraKeep: 0 }],
  });

  it('says it ships nothing, then that the display shrinks: no keep line, no market line', () => {
    spec.given(free).when(0, { type: 'buy', building: 'B01', ship: [] }).then(({ state, log }) => {
      expect(texts(log).slice(0, 2)).toEqual(['@0 ships nothing and buys the Crab Shack for $0.', 'The deck is empty: the display shrinks.']);
      expect(texts(log).some((t) => /keeps|market is now/.test(t))).toBe(false);
      expect(state.display).toEqual(['B02', 'B04', 'B05', 'B06']);
      expect(state.market).toEqual(['fish', 'livestock', 'wood', 'stone']);
    });
  });
});

describe('an optional buy declined', () => {
  it('says the player does not buy', () => {
    spec.given(shipping(0)).when(0, { type: 'skipBuy' }).then(({ log }) => {
      expect(texts(log)[0]).toBe('@0 does not buy.');
    });
  });
});
