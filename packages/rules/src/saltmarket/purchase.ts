/**
 * The arithmetic of a purchase (spec §4.5): coins, discounts, effective cost, what can be shipped and whether any
 * purchase is possible at all (used by move feasibility and the optional buy's automatic skip).
 */
import { assertNever } from '../core/result.ts';
import { type TownBuildingId, townBuilding } from './buildings.ts';
import type { BuyDiscount } from './effects.ts';
import { GOODS, type Good } from './goods.ts';
import { priceOf, requirementOf } from './market.ts';
import type { Player } from './state.ts';
import { symbolCount } from './symbols.ts';

/** The buy being made: the BUY effect's terms, or an optional buy's (no discount, no extra keep). */
export interface BuyTerms {
  discount: BuyDiscount;
  extraKeep: number;
}

export const MAY_BUY_TERMS: BuyTerms = { discount: 'none', extraKeep: 0 };

export function discountOf(player: Player, terms: BuyTerms): number {
  switch (terms.discount) {
    case 'none':
      return 0;
    case 'two':
      return 2;
    case 'perAnchor':
      return symbolCount(player, 'anchor');
    default:
      return assertNever(terms.discount);
  }
}

/** max(0, cost − coins − discount). */
export function effectiveCost(player: Player, id: TownBuildingId, terms: BuyTerms): number {
  return Math.max(0, townBuilding(id).cost - symbolCount(player, 'coin') - discountOf(player, terms));
}

/** How many shipped units the player may keep: warehouses (Stevedore included), +1 at the Customs House. */
export const keepLimit = (player: Player, terms: BuyTerms): number => symbolCount(player, 'warehouse') + terms.extraKeep;

/** Goods the player holds enough of to ship now, in canonical order. */
export function shippable(player: Player, market: readonly Good[]): Good[] {
  return GOODS.filter((g) => player.goods[g] >= requirementOf(market, g, player));
}

export const moneyOf = (player: Player, market: readonly Good[], shipment: readonly Good[]): number =>
  shipment.reduce((sum, g) => sum + priceOf(market, g, player), 0);

/** Spec §4.5 "purchase possible": shipping everything shippable pays for the cheapest building on display. */
export function purchasePossible(player: Player, market: readonly Good[], display: readonly TownBuildingId[], terms: BuyTerms): boolean {
  if (display.length === 0) return false;
  const maxMoney = moneyOf(player, market, shippable(player, market));
  return maxMoney >= Math.min(...display.map((id) => effectiveCost(player, id, terms)));
}
