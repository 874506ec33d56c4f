/**
 * An optional buy skipped because nothing can be bought (spec §4.4, E21): why (nothing meets a shipping
 * requirement, the money falls short of the cheapest building, or the display is empty), the log line that says so,
 * and that line read back, so the table can tell the player at once what happened to their buy and why.
 */
import type { Seat } from '../core/engine.ts';
import { assertNever } from '../core/result.ts';
import type { TownBuildingId } from './buildings.ts';
import type { Good } from './goods.ts';
import { who } from './log.ts';
import { type BuyTerms, effectiveCost, moneyOf, shippable } from './purchase.ts';
import type { Player } from './state.ts';

export type SkipReason = { kind: 'nothingToShip' } | { kind: 'short'; money: number; cheapest: number } | { kind: 'emptyDisplay' };

export interface SkippedBuy {
  seat: Seat;
  reason: SkipReason;
}

/** Why `player` can buy nothing (called only when purchasePossible said so). */
export function skipReason(player: Player, market: readonly Good[], display: readonly TownBuildingId[], terms: BuyTerms): SkipReason {
  if (display.length === 0) return { kind: 'emptyDisplay' };
  const goods = shippable(player, market);
  if (goods.length === 0) return { kind: 'nothingToShip' };
  return { kind: 'short', money: moneyOf(player, market, goods), cheapest: Math.min(...display.map((id) => effectiveCost(player, id, terms))) };
}

const NOTHING_TO_SHIP = 'no good they hold meets its shipping requirement';
const EMPTY_DISPLAY = 'no building is on display';

function reasonText(reason: SkipReason): string {
  switch (reason.kind) {
    case 'nothingToShip':
      return NOTHING_TO_SHIP;
    case 'emptyDisplay':
      return EMPTY_DISPLAY;
    case 'short':
      return `shipping all they can pays $${reason.money}; the cheapest costs $${reason.cheapest}`;
    default:
      return assertNever(reason);
  }
}

/** "@0 cannot afford a building (shipping all they can pays $2; the cheapest costs $3), so the optional buy is skipped." */
export const skippedBuyText = ({ seat, reason }: SkippedBuy): string =>
  `${who(seat)} cannot afford a building (${reasonText(reason)}), so the optional buy is skipped.`;

const LINE = /^@(\d+) cannot afford a building \((.+)\), so the optional buy is skipped\.$/;
const SHORT = /^shipping all they can pays \$(\d+); the cheapest costs \$(\d+)$/;

/** A log line read back: the skipped buy it tells, or null for any other line. */
export function skippedBuyOf(text: string): SkippedBuy | null {
  const line = LINE.exec(text);
  if (!line) return null;
  const seat = Number(line[1]);
  const why = line[2] ?? '';
  if (why === NOTHING_TO_SHIP) return { seat, reason: { kind: 'nothingToShip' } };
  if (why === EMPTY_DISPLAY) return { seat, reason: { kind: 'emptyDisplay' } };
  const short = SHORT.exec(why);
  return short ? { seat, reason: { kind: 'short', money: Number(short[1]), cheapest: Number(short[2]) } } : null;
}
