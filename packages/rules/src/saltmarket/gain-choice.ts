/** GAIN_CHOICE(n) (spec §4.4): any mix totalling exactly n, capped at 6 (choosing a full good just loses it). */
import type { Seat } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import { type Result, err, ok } from '../core/result.ts';
import type { SaltAction } from './actions.ts';
import { canonicalMap, totalOf } from './goods.ts';
import { actionGain } from './gains.ts';
import { withAction } from './log.ts';
import { decided, thenRunQueue } from './resolve.ts';
import type { SaltState, SaltTransition } from './state.ts';

type ChooseGoodsAction = Extract<SaltAction, { type: 'chooseGoods' }>;

/** The n of the awaited GAIN_CHOICE. */
export function choiceSize(state: SaltState): number {
  const head = state.pending[0];
  if (head?.kind !== 'GAIN_CHOICE') throw new Error(`step ${state.step} without a GAIN_CHOICE`);
  return head.n;
}

export function chooseGoods(state: SaltState, seat: Seat, action: ChooseGoodsAction, narrator: Narrator): Result<SaltTransition> {
  const goods = canonicalMap(action.goods);
  const n = choiceSize(state);
  if (totalOf(goods) !== n) return err('E_WRONG_COUNT', `Choose exactly ${n} goods.`);
  const canonical: ChooseGoodsAction = { type: 'chooseGoods', player: seat, goods };
  const gained = actionGain(decided(state), seat, goods, narrator);
  return ok(withAction(thenRunQueue(gained, narrator), canonical));
}
