/** TRADE (spec §4.4): pay 2 of one good, gain 3 of a different good (the gain capped at 6). */
import type { Seat } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import { type Result, err, ok } from '../core/result.ts';
import type { SaltAction } from './actions.ts';
import { withGood } from './goods.ts';
import { actionGain } from './gains.ts';
import { line, who, withAction } from './log.ts';
import { decided, thenRunQueue } from './resolve.ts';
import { type SaltState, type SaltTransition, playerOf, withGoods, withPlayer } from './state.ts';

type TradeAction = Extract<SaltAction, { type: 'trade' }>;

export const TRADE_GIVE = 2;
export const TRADE_GET = 3;

export function trade(state: SaltState, seat: Seat, action: TradeAction, narrator: Narrator): Result<SaltTransition> {
  const { give, get } = action;
  if (give === get) return err('E_SAME_GOOD', 'Give and get must be different goods.');
  if (playerOf(state, seat).goods[give] < TRADE_GIVE)
    return err('E_TRADE_SHORT', `You need at least ${TRADE_GIVE} ${give} to trade.`);
  const paid = withPlayer(decided(state), seat, (p) => withGoods(p, withGood(p.goods, give, -TRADE_GIVE)));
  const said = line(narrator, state, () => `${who(seat)} trades ${TRADE_GIVE} ${give} for ${TRADE_GET} ${get}.`);
  const canonical: TradeAction = { type: 'trade', player: seat, give, get };
  const gained = narrator.andThen({ state: paid, log: [said] }, (s) => actionGain(s, seat, { [get]: TRADE_GET }, narrator));
  return ok(withAction(thenRunQueue(gained, narrator), canonical));
}
