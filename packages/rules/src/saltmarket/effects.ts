/**
 * A building's action is a list of effects resolved in printed order (spec §4.4). Automatic effects apply at once;
 * the decision effects make the engine wait for the matching action, and wait in `pending` with their parameters.
 */
import type { Good, GoodsMap } from './goods.ts';

/** What a "per …" effect counts: the user's own symbols, "counts as" abilities included. */
export type PerSymbol = 'anchor' | 'warehouse';

/** What a mandatory BUY takes off the cost besides coins: $2 at the Auction House, $1 per anchor at the Dry Dock. */
export type BuyDiscount = 'none' | 'two' | 'perAnchor';

export type Effect =
  | { kind: 'GAIN'; goods: GoodsMap }
  | { kind: 'GAIN_PER'; good: Good; base: number; per: PerSymbol }
  | { kind: 'PAY'; goods: GoodsMap }
  /** Any mix totalling n; `plusWarehouses` adds the user's warehouses to n when the effect comes up (B23). */
  | { kind: 'GAIN_CHOICE'; n: number; plusWarehouses?: boolean }
  | { kind: 'TRADE' }
  | { kind: 'MARKET_TOP' }
  | { kind: 'MARKET_SWAP' }
  | { kind: 'BUY'; discount: BuyDiscount; extraKeep: number }
  | { kind: 'MAY_BUY' };

export type EffectKind = Effect['kind'];

/** The effects that wait for a player's decision; each is also the `step` while it waits. */
export type DecisionKind = 'GAIN_CHOICE' | 'TRADE' | 'MARKET_TOP' | 'MARKET_SWAP' | 'BUY' | 'MAY_BUY';
