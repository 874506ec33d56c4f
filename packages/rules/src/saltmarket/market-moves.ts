/**
 * The decisions that move market markers (spec §4.4): MARKET_TOP (the Price Crier: a good to slot 0, then gain 1
 * of it) and MARKET_SWAP (the Gossip Tavern: two goods exchange slots, then gain 1 of each). Always feasible.
 */
import type { Seat } from '../core/engine.ts';
import { andThen } from '../core/log.ts';
import { type Result, err, ok } from '../core/result.ts';
import type { CanonicalOf, SaltAction } from './actions.ts';
import { GOODS, type Good } from './goods.ts';
import { actionGain } from './gains.ts';
import { line, who, withAction } from './log.ts';
import { swapGoods, toTop } from './market.ts';
import { checkGoodNames, checkShapes } from './payload.ts';
import { decided, runQueue } from './resolve.ts';
import { type SaltState, type SaltTransition, withState } from './state.ts';

type ChooseGoodAction = Extract<SaltAction, { type: 'chooseGood' }>;
type SwapMarketAction = Extract<SaltAction, { type: 'swapMarket' }>;

const marketText = (market: readonly Good[]) => `the market is now ${market.join(', ')}`;

export function chooseGood(state: SaltState, seat: Seat, action: ChooseGoodAction): Result<SaltTransition> {
  const shapes = checkShapes([[action.good, 'string']]);
  if (!shapes.ok) return shapes;
  const names = checkGoodNames([action.good]);
  if (!names.ok) return names;
  const good = action.good as Good;
  const market = toTop(state.market, good);
  const said = line(state, () => `${who(seat)} moves ${good} to the top of the market: ${marketText(market)}.`);
  const canonical: CanonicalOf<'chooseGood'> = { type: 'chooseGood', player: seat, good };
  const moved = andThen({ state: withState(decided(state), { market }), log: [said] }, (s) => actionGain(s, seat, { [good]: 1 }));
  return ok(withAction(andThen(moved, runQueue), canonical));
}

export function swapMarket(state: SaltState, seat: Seat, action: SwapMarketAction): Result<SaltTransition> {
  const shapes = checkShapes([[action.goods, 'pair']]);
  if (!shapes.ok) return shapes;
  const names = checkGoodNames([action.goods]);
  if (!names.ok) return names;
  const [a, b] = action.goods as [Good, Good];
  if (a === b) return err('E_SAME_GOOD', 'Choose two different goods.');
  // canonical: the pair in goods order
  const pair = [a, b].sort((x, y) => GOODS.indexOf(x) - GOODS.indexOf(y)) as [Good, Good];
  const market = swapGoods(state.market, a, b);
  const said = line(state, () => `${who(seat)} swaps ${pair[0]} and ${pair[1]} on the market: ${marketText(market)}.`);
  const canonical: CanonicalOf<'swapMarket'> = { type: 'swapMarket', player: seat, goods: pair };
  const moved = andThen({ state: withState(decided(state), { market }), log: [said] }, (s) =>
    actionGain(s, seat, { [pair[0]]: 1, [pair[1]]: 1 }),
  );
  return ok(withAction(andThen(moved, runQueue), canonical));
}
