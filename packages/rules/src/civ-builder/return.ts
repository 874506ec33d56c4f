/**
 * `return` (spec §5): spend 1 return per card to put cards of your discard pile on top of your deck, the first
 * listed on top. The move is public: everyone saw which cards went back.
 */
import type { Seat, Transition } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import type { Result } from '../core/result.ts';
import type { CivAction } from './actions.ts';
import { playerIn, say, transition } from './context.ts';
import { refuse } from './errors.ts';
import { repeated } from './payload.ts';
import type { CivState } from './state.ts';
import { namesOf, playerOf, takeOut } from './zones.ts';

type Return = Extract<CivAction, { type: 'return' }>;

export function returnCards(state: CivState, seat: Seat, a: Return, narrator: Narrator): Result<Transition<CivState>> {
  const { cards } = a; // parsed: a missing list is empty (actions.ts)
  const p = playerOf(state, seat);
  if (p.pools.ret === 0) return refuse.noReturn();
  if (cards.length === 0) return refuse.chooseCard();
  if (cards.length > p.pools.ret) return refuse.returnTooMany(p.pools.ret);
  const twice = repeated(cards);
  if (twice !== undefined) return refuse.listedTwice(twice);
  const missing = cards.find((id) => !p.discard.includes(id));
  if (missing !== undefined) return refuse.notInDiscard(missing);
  const action: Return = { type: 'return', player: seat, cards };
  return transition(state, action, narrator, (ctx) => {
    const me = playerIn(ctx, seat);
    me.pools.ret -= cards.length;
    for (const id of cards) takeOut(me.discard, id);
    me.deck = [...cards, ...me.deck];
    me.known = { top: (me.known?.top ?? 0) + cards.length, hand: me.known?.hand ?? [] };
    say(ctx, `@${seat} puts ${namesOf(cards)} on top of their deck.`);
  });
}
