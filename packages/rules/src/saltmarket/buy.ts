/**
 * Buying (spec §4.5 step 7), applied atomically once checked: shipped goods go to 0 and the kept units come back,
 * the market shifts, the building joins the buyer's and the deck's top card takes its display position (or the
 * position goes), other Masons gain a stone if stone shipped, purchases +1. Excess money is lost. And `skipBuy`.
 */
import type { Seat } from '../core/engine.ts';
import type { LogEntry } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import { type Result, err, ok } from '../core/result.ts';
import type { SaltAction } from './actions.ts';
import { buildingLabel, buildingLabelAtStart } from './building-ids.ts';
import { gain } from './goods.ts';
import { listText } from '../core/words.ts';
import { line, who, withAction } from './log.ts';
import { shiftMarket } from './market.ts';
import { decided, thenRunQueue } from './resolve.ts';
import { type Purchase, checkPurchase } from './shipment.ts';
import { type SaltState, type SaltTransition, playerOf, withFields, withGoods, withPlayer, withState } from './state.ts';

type BuyAction = Extract<SaltAction, { type: 'buy' }>;
type SkipBuyAction = Extract<SaltAction, { type: 'skipBuy' }>;

export function buy(state: SaltState, seat: Seat, action: BuyAction, narrator: Narrator): Result<SaltTransition> {
  const checked = checkPurchase(state, seat, action.building, action.ship, action.keep ?? []);
  if (!checked.ok) return checked;
  const p = checked.value;
  const canonical: BuyAction = { type: 'buy', player: seat, building: p.building, ship: p.ship, keep: p.keep };
  return ok(withAction(thenRunQueue(purchase(decided(state), seat, p, narrator), narrator), canonical));
}

function purchase(state: SaltState, seat: Seat, p: Purchase, narrator: Narrator): SaltTransition {
  const log: LogEntry[] = [];
  const buyer = playerOf(state, seat);
  const goods = { ...buyer.goods };
  for (const g of p.ship) goods[g] = 0;
  for (const g of p.keep) goods[g] += 1;
  const at = state.display.indexOf(p.building);
  const [top, ...deck] = state.deck;
  const display = top === undefined ? state.display.filter((id) => id !== p.building) : state.display.map((id) => (id === p.building ? top : id));
  const market = p.ship.length > 0 ? shiftMarket(state.market, p.ship) : state.market;
  let next: SaltState = withState(
    withPlayer(state, seat, (pl) => withFields(pl, { goods, buildings: [...pl.buildings, p.building], purchases: pl.purchases + 1 })),
    { market, deck: top === undefined ? state.deck : deck, display },
  );
  log.push(
    line(narrator, state, () => {
      const shipped = p.ship.length === 0 ? 'ships nothing' : `ships ${listText(p.ship.map((g) => `${buyer.goods[g]} ${g}`))} for $${p.money}`;
      const lost = p.money > p.cost ? ` ($${p.money - p.cost} lost)` : '';
      return `${who(seat)} ${shipped} and buys ${buildingLabel(p.building)} for $${p.cost}${lost}.`;
    }),
  );
  if (p.keep.length > 0) log.push(line(narrator, state, () => `${who(seat)} keeps ${p.keep.length} shipped: ${p.keep.join(', ')}.`));
  if (p.ship.length > 0) log.push(line(narrator, state, () => `The market is now ${market.join(', ')}.`));
  log.push(line(narrator, state, () => top === undefined ? 'The deck is empty: the display shrinks.' : `${buildingLabelAtStart(top)} comes onto the display at position ${at + 1}.`));
  if (p.ship.includes('stone'))
    next.players.forEach((other, s) => {
      if (s === seat || other.character !== 'mason') return;
      const full = other.goods.stone >= 6;
      next = withPlayer(next, s, (m) => withGoods(m, gain(m.goods, { stone: 1 })));
      log.push(line(narrator, state, `${who(s)}, the Mason, gains 1 stone${full ? ' (lost to the cap of 6)' : ''}.`));
    });
  return { state: next, log };
}

export function skipBuy(state: SaltState, seat: Seat, narrator: Narrator): Result<SaltTransition> {
  if (state.step === 'BUY') return err('E_MUST_BUY', 'This building requires you to buy.');
  const canonical: SkipBuyAction = { type: 'skipBuy', player: seat };
  const said = { state: decided(state), log: [line(narrator, state, `${who(seat)} does not buy.`)] };
  return ok(withAction(thenRunQueue(said, narrator), canonical));
}
