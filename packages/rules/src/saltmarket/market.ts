/**
 * The market board (spec §2): slot values 5/4/3/2 top to bottom, one good per slot. Values set shipping
 * requirements and prices; shipping, the Price Crier and the Gossip Tavern move the markers.
 */
import type { Good } from './goods.ts';
import type { Player } from './state.ts';

export const SLOT_VALUES: readonly number[] = [5, 4, 3, 2];

export function valueOf(market: readonly Good[], good: Good): number {
  const slot = market.indexOf(good);
  const value = SLOT_VALUES[slot];
  if (value === undefined) throw new Error(`${good} is not on the market`);
  return value;
}

/** The units needed to ship a good; the Speculator needs 1 less (at least 1). */
export function requirementOf(market: readonly Good[], good: Good, player: Player): number {
  const value = valueOf(market, good);
  return player.character === 'speculator' ? Math.max(1, value - 1) : value;
}

/** What a shipped good pays; the Drover's livestock pays $1 more. */
export function priceOf(market: readonly Good[], good: Good, player: Player): number {
  return valueOf(market, good) + (player.character === 'drover' && good === 'livestock' ? 1 : 0);
}

/**
 * After a shipment: unshipped goods keep their order and rise, shipped goods fall to the cheapest slots in their
 * previous relative order (spec §2, the deterministic reading of "the market adjusts").
 */
export function shiftMarket(market: readonly Good[], shipped: readonly Good[]): Good[] {
  return [...market.filter((g) => !shipped.includes(g)), ...market.filter((g) => shipped.includes(g))];
}

/** The Price Crier: the good goes to slot 0, the goods above it drop one slot. */
export function toTop(market: readonly Good[], good: Good): Good[] {
  return [good, ...market.filter((g) => g !== good)];
}

/** The Gossip Tavern: two goods exchange slots. */
export function swapGoods(market: readonly Good[], a: Good, b: Good): Good[] {
  return market.map((g) => (g === a ? b : g === b ? a : g));
}
