/**
 * Who may act and exactly which actions `apply` accepts (spec §5 legalActions), each distinct outcome once, in
 * canonical form: goods in canonical order, goods maps without zeros, `keep` non-decreasing, swap pairs ascending.
 */
import type { Seat } from '../core/engine.ts';
import { assertNever } from '../core/result.ts';
import type { SaltAction } from './actions.ts';
import { startingGoodsTotal } from './characters.ts';
import { GOODS, mapsTotalling } from './goods.ts';
import { choiceSize } from './gain-choice.ts';
import { legalMoves } from './move.ts';
import { legalPurchases } from './shipment.ts';
import { MAX_CHANGES, type SaltState, playerOf } from './state.ts';
import { TRADE_GIVE } from './trade.ts';

/** In setup every seat without a choice; in play the active seat; nobody once it is over. */
export function awaiting(state: SaltState): Seat[] {
  switch (state.phase) {
    case 'setup':
      return state.players.flatMap((p, seat) => (p.ready ? [] : [seat]));
    case 'play':
      return [state.active];
    case 'over':
      return [];
    default:
      return assertNever(state.phase);
  }
}

export function legalActions(state: SaltState, seat: Seat): SaltAction[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats) return [];
  const player = playerOf(state, seat);
  switch (state.phase) {
    case 'over':
      return [];
    case 'setup':
      // a seat that chose may change its choice until the last seat submits, MAX_CHANGES times
      if (player.ready && player.changes >= MAX_CHANGES) return [];
      return player.dealt.flatMap((character) =>
        mapsTotalling(startingGoodsTotal(character)).map((goods): SaltAction => ({ type: 'setup', player: seat, character, goods })),
      );
    case 'play':
      return seat === state.active ? playActions(state, seat) : [];
    default:
      return assertNever(state.phase);
  }
}

function playActions(state: SaltState, seat: Seat): SaltAction[] {
  const player = playerOf(state, seat);
  switch (state.step) {
    case 'move': {
      const moves = legalMoves(state, seat).map((m): SaltAction => ({ type: 'move', player: seat, ...m }));
      if (moves.length > 0) return moves;
      return GOODS.map((good): SaltAction => ({ type: 'oddJobs', player: seat, good }));
    }
    case 'GAIN_CHOICE':
      return mapsTotalling(choiceSize(state)).map((goods): SaltAction => ({ type: 'chooseGoods', player: seat, goods }));
    case 'TRADE':
      return GOODS.filter((give) => player.goods[give] >= TRADE_GIVE).flatMap((give) =>
        GOODS.filter((get) => get !== give).map((get): SaltAction => ({ type: 'trade', player: seat, give, get })),
      );
    case 'MARKET_TOP':
      return GOODS.map((good): SaltAction => ({ type: 'chooseGood', player: seat, good }));
    case 'MARKET_SWAP':
      return GOODS.flatMap((a, i) =>
        GOODS.slice(i + 1).map((b): SaltAction => ({ type: 'swapMarket', player: seat, goods: [a, b] })),
      );
    case 'BUY':
    case 'MAY_BUY': {
      const buys = legalPurchases(state, seat).map((b): SaltAction => ({ type: 'buy', player: seat, ...b }));
      return state.step === 'MAY_BUY' ? [...buys, { type: 'skipBuy', player: seat }] : buys;
    }
    default:
      return assertNever(state.step);
  }
}
