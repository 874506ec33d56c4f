/**
 * Checking a buy (spec §4.5 steps 1–6, errors of spec §5 in order, goods in payload order) and listing every legal
 * one. A shipment sells every unit of each good in it, pays Σ price at the market before the shipment, and pays
 * for exactly one building; the player may keep up to W of the shipped units.
 */
import type { Seat } from '../core/engine.ts';
import { type Result, err, ok } from '../core/result.ts';
import type { TownBuildingId } from './buildings.ts';
import { notOnDisplay } from './check.ts';
import { GOODS, type Good } from './goods.ts';
import { requirementOf } from './market.ts';
import { type BuyTerms, MAY_BUY_TERMS, effectiveCost, keepLimit, moneyOf, shippable } from './purchase.ts';
import { type SaltState, playerOf } from './state.ts';

/** A checked buy, canonical. */
export interface Purchase {
  building: TownBuildingId;
  ship: Good[];
  keep: Good[];
  money: number;
  cost: number;
}

/** The terms of the buy the player is at: the awaited BUY's, or an optional buy's. */
export function buyTerms(state: SaltState): BuyTerms {
  const head = state.pending[0];
  if (head?.kind === 'BUY') return head;
  if (head?.kind === 'MAY_BUY') return MAY_BUY_TERMS;
  throw new Error(`step ${state.step} is not a buy`);
}

const byGoodsOrder = (goods: readonly Good[]): Good[] => [...goods].sort((a, b) => GOODS.indexOf(a) - GOODS.indexOf(b));

/** The buy checks after the building id's (check.ts), in order. */
export function checkPurchase(state: SaltState, seat: Seat, building: TownBuildingId, ship: readonly Good[], keep: readonly Good[]): Result<Purchase> {
  if (!state.display.includes(building)) return { ok: false, error: notOnDisplay };
  const player = playerOf(state, seat);
  const seen = new Set<Good>();
  for (const g of ship) {
    if (seen.has(g)) return err('E_DUPLICATE_GOOD', `You listed ${g} twice in the shipment.`);
    seen.add(g);
  }
  for (const g of ship) {
    const need = requirementOf(state.market, g, player);
    if (player.goods[g] < need)
      return err('E_BELOW_REQUIREMENT', `You cannot ship ${g}: you need at least ${need} but have ${player.goods[g]}.`);
  }
  const terms = buyTerms(state);
  const money = moneyOf(player, state.market, ship);
  const cost = effectiveCost(player, building, terms);
  if (money < cost)
    return err('E_NOT_ENOUGH_MONEY', `Not enough money: your shipment pays $${money} but the building costs $${cost}.`);
  const limit = keepLimit(player, terms);
  if (keep.length > limit) return err('E_KEEP_TOO_MANY', `You may keep at most ${limit} shipped goods.`);
  for (const g of keep) if (!seen.has(g)) return err('E_KEEP_NOT_SHIPPED', `You cannot keep ${g}: you did not ship it.`);
  for (const g of keep) {
    const k = keep.filter((x) => x === g).length;
    if (k > player.goods[g]) return err('E_KEEP_MORE_THAN_SHIPPED', `You cannot keep ${k} ${g}: you shipped only ${player.goods[g]}.`);
  }
  return ok({ building, ship: byGoodsOrder(ship), keep: byGoodsOrder(keep), money, cost });
}

/** Every subset of `items` (in their order), the empty one first. */
export function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((out, item) => [...out, ...out.map((s) => [...s, item])], [[]]);
}

/** Every non-decreasing list of goods from `goods` with at most `limit` units and at most `held[g]` of each. */
export function keepLists(goods: readonly Good[], held: Record<Good, number>, limit: number): Good[][] {
  const out: Good[][] = [];
  const walk = (from: number, picked: Good[]) => {
    out.push(picked);
    if (picked.length === limit) return;
    for (let i = from; i < goods.length; i++) {
      const g = goods[i] as Good;
      if (picked.filter((x) => x === g).length < held[g]) walk(i, [...picked, g]);
    }
  };
  walk(0, []);
  return out;
}

/** Every legal buy, canonical: display order × shipments (subsets in goods order) × keeps. */
export function legalPurchases(state: SaltState, seat: Seat): { building: TownBuildingId; ship: Good[]; keep: Good[] }[] {
  const player = playerOf(state, seat);
  const terms = buyTerms(state);
  const shipments = subsets(shippable(player, state.market));
  const limit = keepLimit(player, terms);
  const out: { building: TownBuildingId; ship: Good[]; keep: Good[] }[] = [];
  for (const building of state.display) {
    const cost = effectiveCost(player, building, terms);
    for (const ship of shipments) {
      if (moneyOf(player, state.market, ship) < cost) continue;
      for (const keep of keepLists(ship, player.goods, limit)) out.push({ building, ship, keep });
    }
  }
  return out;
}
