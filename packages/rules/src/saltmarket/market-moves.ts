/**
 * The decisions that move market markers (spec §4.4): MARKET_TOP (the Price Crier: a good to slot 0, then gain 1
 * of it) and MARKET_SWAP (the Gossip Tavern: two goods exchange slots, then gain 1 of each). Always feasible.
 */
import type { Seat } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import { type Result, err, ok } from '../core/result.ts';
import type { SaltAction } from './actions.ts';
import { GOODS, type Good } from './goods.ts';
import { actionGain } from './gains.ts';
import { line, who, withAction } from './log.ts';
import { swapGoods, toTop } from './market.ts';
import { decided, thenRunQueue } from './resolve.ts';
import { type SaltState, type SaltTransition, withState } from './state.ts';

type ChooseGoodAction = Extract<SaltAction, { type: 'chooseGood' }>;
type SwapMarketAction = Extract<SaltAction, { type: 'swapMarket' }>;

const marketText = (market: readonly Good[]) => `the market is now ${market.join(', ')}`;

export function chooseGood(state: SaltState, seat: Seat, action: ChooseGoodAction, narrator: Narrator): Result<SaltTransition> {
  const { good } = action;
  const market = toTop(state.market, good);
  const said = line(narrator, state, () => `${who(seat)} moves ${good} to the top of the market: ${marketText(market)}.`);
  const canonical: ChooseGoodAction = { type: 'chooseGood', player: seat, good };
  const moved = narrator.andThen({ state: withState(decided(state), { market }), log: [said] }, (s) =>
    actionGain(s, seat, { [good]: 1 }, narrator),
  );
  return ok(withAction(thenRunQueue(moved, narrator), canonical));
}

export function swapMarket(state: SaltState, seat: Seat, action: SwapMarketAction, narrator: Narrator): Result<SaltTransition> {
  const [a, b] = action.goods;
  if (a === b) return err('E_SAME_GOOD', 'Choose two different goods.');
  // canonical: the pair in goods order
  const pair = [a, b].sort((x, y) => GOODS.indexOf(x) - GOODS.indexOf(y)) as [Good, Good];
  const market = swapGoods(state.market, a, b);
  const said = line(narrator, state, () => `${who(seat)} swaps ${pair[0]} and ${pair[1]} on the market: ${marketText(market)}.`);
  const canonical: SwapMarketAction = { type: 'swapMarket', player: seat, goods: pair };
  const moved = narrator.andThen({ state: withState(decided(state), { market }), log: [said] }, (s) =>
    actionGain(s, seat, { [pair[0]]: 1, [pair[1]]: 1 }, narrator),
  );
  return ok(withAction(thenRunQueue(moved, narrator), canonical));
}
