/**
 * `steal` (spec §5): take a card from an opponent's discard pile with steal sources registered this turn whose
 * values sum to at least its printed cost. Each listed source is used up (excess is lost). The canonical form lists
 * the sources in the order they were registered.
 */
import type { Seat, Transition } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import type { Result } from '../core/result.ts';
import type { CivAction } from './actions.ts';
import { cardOf } from './cards.ts';
import { playerIn, say, transition } from './context.ts';
import { refuse } from './errors.ts';
import { repeated } from './payload.ts';
import { type CivState, isOpponent, type StealSource } from './state.ts';
import { nameOf, playerOf, takeOut } from './zones.ts';

type Steal = Extract<CivAction, { type: 'steal' }>;

export function steal(state: CivState, seat: Seat, a: Steal, narrator: Narrator): Result<Transition<CivState>> {
  const { from, card, using } = a;
  if (!isOpponent(state, seat, from)) return refuse.notOpponent();
  if (!playerOf(state, from).discard.includes(card)) return refuse.notInTheirDiscard(card);
  if (using.length === 0) return refuse.noStealSource();
  const twice = repeated(using);
  if (twice !== undefined) return refuse.listedTwice(twice);
  const sources = playerOf(state, seat).stealSources;
  const unknown = using.find((id) => !sources.some((s) => s.id === id));
  if (unknown !== undefined) return refuse.notStealSource(unknown);
  const used = using.find((id) => !sources.some((s) => s.id === id && !s.used));
  if (used !== undefined) return refuse.sourceUsed(used);
  // a source id is registered once a turn; should it ever be twice, its first unused entry is meant
  const picked = using.map((id) => sources.findIndex((s) => s.id === id && !s.used)).sort((x, y) => x - y);
  const value = picked.reduce((sum, i) => sum + (sources[i] as StealSource).value, 0);
  const { cost } = cardOf(card);
  if (value < cost) return refuse.stealTooLow(value, cost);
  const action: Steal = { type: 'steal', player: seat, from, card, using: picked.map((i) => (sources[i] as StealSource).id) };
  return transition(state, action, narrator, (ctx) => {
    const me = playerIn(ctx, seat);
    for (const i of picked) me.stealSources[i] = { ...(me.stealSources[i] as StealSource), used: true };
    takeOut(playerIn(ctx, from).discard, card);
    me.discard.push(card);
    say(ctx, `@${seat} steals the ${nameOf(card)} from @${from}'s discard pile (steal ${value}, cost ${cost}).`);
  });
}
