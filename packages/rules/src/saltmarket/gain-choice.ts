/** GAIN_CHOICE(n) (spec §4.4): any mix totalling exactly n, capped at 6 (choosing a full good just loses it). */
import type { Seat } from '../core/engine.ts';
import { andThen } from '../core/log.ts';
import { type Result, err, ok } from '../core/result.ts';
import type { CanonicalOf, SaltAction } from './actions.ts';
import { totalOf } from './goods.ts';
import { actionGain } from './gains.ts';
import { withAction } from './log.ts';
import { checkGoodNames, checkShapes, readGoodsMap } from './payload.ts';
import { decided, runQueue } from './resolve.ts';
import type { SaltState, SaltTransition } from './state.ts';

type ChooseGoodsAction = Extract<SaltAction, { type: 'chooseGoods' }>;

/** The n of the awaited GAIN_CHOICE. */
export function choiceSize(state: SaltState): number {
  const head = state.pending[0];
  if (head?.kind !== 'GAIN_CHOICE') throw new Error(`step ${state.step} without a GAIN_CHOICE`);
  return head.n;
}

export function chooseGoods(state: SaltState, seat: Seat, action: ChooseGoodsAction): Result<SaltTransition> {
  const shapes = checkShapes([[action.goods, 'goodsMap']]);
  if (!shapes.ok) return shapes;
  const names = checkGoodNames([action.goods]);
  if (!names.ok) return names;
  const goods = readGoodsMap(action.goods as Record<string, unknown>);
  if (!goods.ok) return goods;
  const n = choiceSize(state);
  if (totalOf(goods.value) !== n) return err('E_WRONG_COUNT', `Choose exactly ${n} goods.`);
  const canonical: CanonicalOf<'chooseGoods'> = { type: 'chooseGoods', player: seat, goods: goods.value };
  return ok(withAction(andThen(actionGain(decided(state), seat, goods.value), runQueue), canonical));
}
