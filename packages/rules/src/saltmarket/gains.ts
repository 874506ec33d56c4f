/**
 * Gains made by a building action (spec §4.4): capped at 6 with the excess lost, and the Fishwife's extra fish
 * right after the first effect of the action that gains fish (counted before the cap). Tolls received, odd jobs
 * and kept goods do not come through here, so they never earn her fish.
 */
import type { Seat } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import { type GoodsMap, gain, goodsText } from './goods.ts';
import { line, who } from './log.ts';
import { type SaltTransition, type SaltState, playerOf, withGoods, withPlayer, withState } from './state.ts';

export function actionGain(state: SaltState, seat: Seat, goods: GoodsMap, narrator: Narrator): SaltTransition {
  const player = playerOf(state, seat);
  const after = gain(player.goods, goods);
  let next = withPlayer(state, seat, (p) => withGoods(p, after));
  const log = [line(narrator, state, () => `${who(seat)} gains ${goodsText(goods)}${lostText(player.goods, after, goods)}.`)];
  if (player.character === 'fishwife' && (goods.fish ?? 0) > 0 && !state.fishBonusTaken) {
    const before = playerOf(next, seat).goods;
    const withBonus = gain(before, { fish: 1 });
    next = withState(withPlayer(next, seat, (p) => withGoods(p, withBonus)), { fishBonusTaken: true });
    log.push(line(narrator, state, `The Fishwife's knack: ${who(seat)} gains 1 more fish${withBonus.fish === before.fish ? ' (lost to the cap of 6)' : ''}.`));
  }
  return { state: next, log };
}

/** " (2 lost to the cap of 6)" when some of the gain did not fit. */
export function lostText(before: GoodsMap, after: GoodsMap, gained: GoodsMap): string {
  let lost = 0;
  for (const g of Object.keys(gained) as (keyof GoodsMap)[]) lost += (before[g] ?? 0) + (gained[g] ?? 0) - (after[g] ?? 0);
  return lost > 0 ? ` (${lost} lost to the cap of 6)` : '';
}
