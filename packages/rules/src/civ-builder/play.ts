/**
 * `play` (spec §5, §4.3): a civilian goes to the play zone and resolves its effects; a construct joins the end of
 * the construct list, unbuilt; a hero resolves its Use (then goes to the trash) or its Discard (then to the discard
 * pile). Master Builder's Use adds 8 progress to one of the player's unbuilt constructs.
 */
import type { Seat, Transition } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import type { Result } from '../core/result.ts';
import type { CivAction } from './actions.ts';
import { cardOf, isConstruct } from './cards.ts';
import { type Ctx, constructIn, playerIn, say, transition } from './context.ts';
import { completeIfBuilt, resolve } from './effects.ts';
import type { CivState, Construct } from './state.ts';
import { nameOf, playerOf, takeOut } from './zones.ts';

type Play = Extract<CivAction, { type: 'play' }>;

/** A checked play (check.ts: every refusal of `play` is on its raw input), in canonical form. */
export function play(state: CivState, seat: Seat, a: Play, narrator: Narrator): Result<Transition<CivState>> {
  const { card } = a;
  const type = cardOf(card);
  let action: Play = { type: 'play', player: seat, card };
  // checked: a hero comes with its mode and nothing else with one; Master Builder's Use names an unbuilt construct
  if (type.class === 'hero') {
    action = { ...action, mode: a.mode };
    if (a.mode === 'use' && type.masterBuilder > 0) action = { ...action, construct: a.construct };
  }
  return transition(state, action, narrator, (ctx) => resolvePlay(ctx, seat, action));
}

function resolvePlay(ctx: Ctx, seat: Seat, action: Play): void {
  const p = playerIn(ctx, seat);
  const { card } = action;
  const type = cardOf(card);
  takeOut(p.hand, card);
  if (isConstruct(type)) {
    p.constructs.push({ id: card, built: false, assigned: [], bonus: 0, stored: [] });
    say(ctx, `@${seat} lays out the ${type.name}, unbuilt (build cost ${type.buildCost}).`);
    return;
  }
  if (type.class === 'civilian') {
    p.play.push(card);
    say(ctx, `@${seat} plays the ${type.name}.`);
    resolve(ctx, seat, type.effects, card);
    return;
  }
  if (action.mode === 'use') {
    say(ctx, `@${seat} uses the ${type.name}.`);
    if (type.masterBuilder > 0) {
      const target = constructIn(ctx, seat, action.construct as number) as Construct;
      target.bonus += type.masterBuilder;
      say(ctx, `The ${nameOf(target.id)} gains ${type.masterBuilder} build progress.`);
      completeIfBuilt(ctx, seat, target);
    }
    resolve(ctx, seat, type.use, card);
    p.trash = [...p.trash, card];
    return;
  }
  say(ctx, `@${seat} plays the ${type.name} for its Discard effect.`);
  resolve(ctx, seat, type.discard, card);
  p.discard.push(card);
}
