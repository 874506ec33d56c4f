/**
 * Resolving a building's action (spec §4.1, §4.4): effects in printed order; automatic ones apply at once, a
 * decision effect becomes the `step` and waits (at the head of `pending`, with its parameters worked out); an
 * optional buy with no possible purchase is skipped. An empty queue ends the turn.
 */
import type { Narrator } from '../core/narrator.ts';
import { assertNever } from '../core/result.ts';
import type { Effect } from './effects.ts';
import { actionGain } from './gains.ts';
import { goodsText, pay } from './goods.ts';
import { line, who } from './log.ts';
import { skipReason, skippedBuyText } from './skipped-buy.ts';
import { MAY_BUY_TERMS, purchasePossible } from './purchase.ts';
import { type SaltState, type SaltTransition, playerOf, withGoods, withPending, withPlayer, withState } from './state.ts';
import { symbolCount } from './symbols.ts';
import { endTurn } from './turn-end.ts';

/** Resolves `pending` until a decision waits or the queue is empty (then the turn ends). */
export function runQueue(state: SaltState, narrator: Narrator): SaltTransition {
  const [head, ...rest] = state.pending;
  if (head === undefined) return endTurn(state, narrator);
  const seat = state.active;
  const player = playerOf(state, seat);
  const after = withPending(state, rest);
  switch (head.kind) {
    case 'GAIN':
      return thenRunQueue(actionGain(after, seat, head.goods, narrator), narrator);
    case 'GAIN_PER': {
      const count = head.base + symbolCount(player, head.per);
      return thenRunQueue(actionGain(after, seat, { [head.good]: count }, narrator), narrator);
    }
    case 'PAY': {
      // feasibility was checked on the move and nothing earlier in the action takes goods away
      const paid = withPlayer(after, seat, (p) => withGoods(p, pay(p.goods, head.goods)));
      return thenRunQueue({ state: paid, log: [line(narrator, state, () => `${who(seat)} pays ${goodsText(head.goods)}.`)] }, narrator);
    }
    case 'GAIN_CHOICE': {
      // the number is fixed when the effect comes up (B23: 1 + the user's warehouses)
      const n = head.n + (head.plusWarehouses ? symbolCount(player, 'warehouse') : 0);
      return awaitDecision(state, { kind: 'GAIN_CHOICE', n }, rest);
    }
    case 'MAY_BUY':
      if (!purchasePossible(player, state.market, state.display, MAY_BUY_TERMS)) {
        const said = line(narrator, state, () => skippedBuyText({ seat, reason: skipReason(player, state.market, state.display, MAY_BUY_TERMS) }));
        return thenRunQueue({ state: after, log: [said] }, narrator);
      }
      return awaitDecision(state, head, rest);
    case 'TRADE':
    case 'MARKET_TOP':
    case 'MARKET_SWAP':
    case 'BUY':
      return awaitDecision(state, head, rest);
    default:
      return assertNever(head);
  }
}

/** `first`, then the queue resolved on its state. */
export function thenRunQueue(first: SaltTransition, narrator: Narrator): SaltTransition {
  return narrator.join(first, runQueue(first.state, narrator));
}

function awaitDecision(state: SaltState, awaited: Effect & { kind: SaltState['step'] }, rest: Effect[]): SaltTransition {
  return { state: withState(state, { step: awaited.kind, pending: [awaited, ...rest] }), log: [] };
}

/** The awaited decision is made: drop it from the queue and go on. */
export function decided(state: SaltState): SaltState {
  return withState(state, { step: 'move', pending: state.pending.slice(1) });
}
