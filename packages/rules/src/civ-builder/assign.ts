/**
 * `assign` (spec §4.3, §5): tuck a person onto one of your unbuilt constructs. From the hand an alt card gives only
 * its Build; a +N card first resolves its effects (it counts as played). From the play zone only +N cards. When the
 * progress reaches the build cost the construct flips (effects.ts).
 */
import type { Seat, Transition } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import type { Result } from '../core/result.ts';
import type { CivAction } from './actions.ts';
import { cardOf } from './cards.ts';
import { constructIn, playerIn, say, transition } from './context.ts';
import { completeIfBuilt, resolve } from './effects.ts';
import { refuse } from './errors.ts';
import type { CivState, Construct } from './state.ts';
import { nameOf, playerOf, progressOf, takeOut } from './zones.ts';

type Assign = Extract<CivAction, { type: 'assign' }>;

export function assign(state: CivState, seat: Seat, a: Assign, narrator: Narrator): Result<Transition<CivState>> {
  const { card, construct } = a;
  const p = playerOf(state, seat);
  if (!p.constructs.some((c) => c.id === construct && !c.built)) return refuse.notUnbuilt(construct);
  const fromHand = p.hand.includes(card);
  if (!fromHand && !p.play.includes(card)) return refuse.notInHandOrPlay(card);
  const build = cardOf(card).build;
  if (!build) return refuse.noBuildValue(card);
  if (!fromHand && build.mode === 'alt') return refuse.altBuildPlayed(card);
  const action: Assign = { type: 'assign', player: seat, card, construct };
  return transition(state, action, narrator, (ctx) => {
    const me = playerIn(ctx, seat);
    const target = constructIn(ctx, seat, construct) as Construct; // checked above: an unbuilt construct of this seat
    if (fromHand) {
      takeOut(me.hand, card);
      if (build.mode === 'plus') {
        say(ctx, `@${seat} plays the ${nameOf(card)}.`);
        resolve(ctx, seat, cardOf(card).effects, card);
      }
    } else takeOut(me.play, card);
    target.assigned.push(card);
    say(ctx, `@${seat} assigns the ${nameOf(card)} to the ${nameOf(construct)} (${progressOf(target)} of ${cardOf(construct).buildCost}).`);
    completeIfBuilt(ctx, seat, target);
  });
}
