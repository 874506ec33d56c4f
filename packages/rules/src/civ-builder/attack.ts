/**
 * `attack` (spec §5): spend warfare equal to a built construct's effective strength (printed + 1 per other built
 * Walls of its owner) to send it to its owner's discard pile, its stored cards after it; the attacker gains a trophy.
 */
import type { Seat, Transition } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import type { Result } from '../core/result.ts';
import type { CivAction } from './actions.ts';
import { playerIn, say, transition } from './context.ts';
import { refuse } from './errors.ts';
import { type CivState, type Construct, isOpponent } from './state.ts';
import { nameOf, playerOf, strengthOf } from './zones.ts';

type Attack = Extract<CivAction, { type: 'attack' }>;

export function attack(state: CivState, seat: Seat, a: Attack, narrator: Narrator): Result<Transition<CivState>> {
  const { target, card } = a;
  if (!isOpponent(state, seat, target)) return refuse.notOpponent();
  const owner = playerOf(state, target);
  if (!owner.constructs.some((c) => c.id === card && c.built)) return refuse.notBuiltConstruct(card);
  const need = strengthOf(owner, card);
  const warfare = playerOf(state, seat).pools.warfare;
  if (warfare < need) return refuse.notEnoughWarfare(need, warfare);
  const action: Attack = { type: 'attack', player: seat, target, card };
  return transition(state, action, narrator, (ctx) => {
    const me = playerIn(ctx, seat);
    const victim = playerIn(ctx, target);
    me.pools.warfare -= need;
    // checked above: a built construct of the victim's
    const destroyed = victim.constructs.splice(victim.constructs.findIndex((c) => c.id === card), 1)[0] as Construct;
    victim.discard.push(card, ...destroyed.stored);
    me.trophies += 1;
    say(ctx, `@${seat} destroys @${target}'s ${nameOf(card)} with ${need} warfare.`);
  });
}
