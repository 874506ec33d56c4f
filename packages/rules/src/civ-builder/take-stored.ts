/**
 * `takeStored` (spec §4.1.2, §5): at the start of the turn, the listed stored cards go to the end of the hand (in
 * construct order, then stored order: the canonical form), then the Passives resolve and the play phase begins.
 */
import type { Seat, Transition } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import type { Result } from '../core/result.ts';
import type { CivAction } from './actions.ts';
import { type Ctx, constructIn, playerIn, say, transition } from './context.ts';
import { refuse } from './errors.ts';
import { repeated } from './payload.ts';
import type { CivState, Construct } from './state.ts';
import { enterPlay } from './turn-start.ts';
import { namesOf, playerOf, storedOf } from './zones.ts';

export function takeStored(state: CivState, seat: Seat, cards: readonly number[], narrator: Narrator): Result<Transition<CivState>> {
  if (state.phase[seat] !== 'start') return refuse.notStartPhase();
  const twice = repeated(cards);
  if (twice !== undefined) return refuse.listedTwice(twice);
  const stored = storedOf(playerOf(state, seat));
  const missing = cards.find((id) => !stored.includes(id));
  if (missing !== undefined) return refuse.notStoredOnYours(missing);
  const taken = stored.filter((id) => cards.includes(id));
  const action: Extract<CivAction, { type: 'takeStored' }> = { type: 'takeStored', player: seat, cards: taken };
  return transition(state, action, narrator, (ctx: Ctx) => {
    const p = playerIn(ctx, seat);
    // only the buildings it takes from are copied (context.ts: the next state shares what an action leaves alone)
    for (const holder of p.constructs.filter((c) => c.stored.some((id) => taken.includes(id)))) {
      const c = constructIn(ctx, seat, holder.id) as Construct;
      c.stored = c.stored.filter((id) => !taken.includes(id));
    }
    p.hand.push(...taken);
    if (taken.length > 0) p.known = { top: p.known?.top ?? 0, hand: [...(p.known?.hand ?? []).filter((id) => p.hand.includes(id)), ...taken] };
    say(ctx, taken.length === 0 ? `@${seat} leaves their stored cards where they are.` : `@${seat} takes ${namesOf(taken)} from storage.`);
    enterPlay(ctx, seat);
  });
}
