/**
 * What a buy would do, for a table to show before the player confirms it: the shipment's money, the discounts, what
 * is lost and how the market shifts. Computed with the same functions `buy` applies (purchase.ts, market.ts), from
 * what the view shows of a player (character, goods, buildings), so the table never re-implements the arithmetic.
 */
import { type TownBuildingId, townBuilding } from './buildings.ts';
import type { Effect } from './effects.ts';
import { GOODS, type Good, type Goods, type GoodsMap } from './goods.ts';
import { priceOf, requirementOf, shiftMarket } from './market.ts';
import { type BuyTerms, MAY_BUY_TERMS, discountOf, effectiveCost, keepLimit, moneyOf } from './purchase.ts';
import type { Player } from './state.ts';
import { symbolCount } from './symbols.ts';

/** The parts of a player a buy depends on (a `PlayerView` has them). */
export type Buyer = Pick<Player, 'character' | 'goods' | 'buildings'>;

export interface BuyPreview {
  /** What the shipment pays, at the market before it. */
  money: number;
  /** The printed cost, the coins and the building's discount taken off it, and what is left to pay. */
  printedCost: number;
  coins: number;
  discount: number;
  cost: number;
  /** Money beyond the cost: lost. */
  moneyLost: number;
  /** How many shipped units may be kept in all. */
  keepLimit: number;
  /** Shipped units that go back to the bank (shipped minus kept). */
  goodsLost: GoodsMap;
  /** The buyer's goods after the buy. */
  goodsAfter: Goods;
  /** The market after the shipment, top to bottom. */
  marketAfter: Good[];
}

/** The terms of the buy awaited first in `pending` (a BUY's, else an optional buy's). */
export function buyTermsOf(pending: readonly Effect[]): BuyTerms {
  const head = pending[0];
  return head?.kind === 'BUY' ? { discount: head.discount, extraKeep: head.extraKeep } : MAY_BUY_TERMS;
}

const asPlayer = (buyer: Buyer): Player => ({
  dealt: [],
  choice: null,
  changes: 0,
  ready: true,
  purchases: 0,
  pawn: null,
  character: buyer.character,
  goods: buyer.goods,
  buildings: buyer.buildings,
});

/** What one good ships for: the units needed and the dollars paid (character abilities included). */
export function shippingTerms(market: readonly Good[], buyer: Buyer, good: Good): { requirement: number; price: number } {
  const player = asPlayer(buyer);
  return { requirement: requirementOf(market, good, player), price: priceOf(market, good, player) };
}

export function buyPreview(
  market: readonly Good[],
  buyer: Buyer,
  terms: BuyTerms,
  building: TownBuildingId,
  ship: readonly Good[],
  keep: readonly Good[],
): BuyPreview {
  const player = asPlayer(buyer);
  const money = moneyOf(player, market, ship);
  const cost = effectiveCost(player, building, terms);
  const goodsAfter = { ...buyer.goods };
  const goodsLost: GoodsMap = {};
  for (const g of GOODS) {
    if (!ship.includes(g)) continue;
    const kept = keep.filter((k) => k === g).length;
    goodsAfter[g] = kept;
    if (buyer.goods[g] - kept > 0) goodsLost[g] = buyer.goods[g] - kept;
  }
  return {
    money,
    printedCost: townBuilding(building).cost,
    coins: symbolCount(player, 'coin'),
    discount: discountOf(player, terms),
    cost,
    moneyLost: Math.max(0, money - cost),
    keepLimit: keepLimit(player, terms),
    goodsLost,
    goodsAfter,
    marketAfter: ship.length > 0 ? shiftMarket(market, ship) : [...market],
  };
}
