/** TRADE (spec §4.4): pay 2 of one good, gain 3 of a different good (the gain capped at 6). */
import type { Seat } from '../core/engine.ts';
import { andThen } from '../core/log.ts';
import { type Result, err, ok } from '../core/result.ts';
import type { CanonicalOf, SaltAction } from './actions.ts';
import { type Good, withGood } from './goods.ts';
import { actionGain } from './gains.ts';
import { line, who, withAction } from './log.ts';
import { checkGoodNames, checkShapes } from './payload.ts';
import { decided, runQueue } from './resolve.ts';
import { type SaltState, type SaltTransition, playerOf, withGoods, withPlayer } from './state.ts';

type TradeAction = Extract<SaltAction, { type: 'trade' }>;

export const TRADE_GIVE = 2;
export const TRADE_GET = 3;

export function trade(state: SaltState, seat: Seat, action: TradeAction): Result<SaltTransition> {
  const shapes = checkShapes([
    [action.give, 'string'],
    [action.get, 'string'],
  ]);
  if (!shapes.ok) return shapes;
  const names = checkGoodNames([action.give, action.get]);
  if (!names.ok) return names;
  const give = action.give as Good;
  const get = action.get as Good;
  if (give === get) return err('E_SAME_GOOD', 'Give and get must be different goods.');
  if (playerOf(state, seat).goods[give] < TRADE_GIVE)
    return err('E_TRADE_SHORT', `You need at least ${TRADE_GIVE} ${give} to trade.`);
  const paid = withPlayer(decided(state), seat, (p) => withGoods(p, withGood(p.goods, give, -TRADE_GIVE)));
  const said = line(state, () => `${who(seat)} trades ${TRADE_GIVE} ${give} for ${TRADE_GET} ${get}.`);
  const canonical: CanonicalOf<'trade'> = { type: 'trade', player: seat, give, get };
  const gained = andThen({ state: paid, log: [said] }, (s) => actionGain(s, seat, { [get]: TRADE_GET }));
  return ok(withAction(andThen(gained, runQueue), canonical));
}
