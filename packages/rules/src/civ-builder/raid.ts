/**
 * `raid` (spec §5): spend 1 raid to make an opponent discard a random hand card (`hand[rng.nextInt(size)]`; never
 * below 3 cards in hand) or a chosen stored card. The raided card is revealed as it enters the discard pile.
 */
import type { Seat, Transition } from '../core/engine.ts';
import type { Narrator } from '../core/narrator.ts';
import type { Result } from '../core/result.ts';
import type { CivAction } from './actions.ts';
import { constructIn, playerIn, say, transition } from './context.ts';
import { refuse } from './errors.ts';
import type { CardId } from './cards.ts';
import { type CivState, type Construct, isOpponent } from './state.ts';
import { nameOf, playerOf, storedOf } from './zones.ts';

type Raid = Extract<CivAction, { type: 'raid' }>;

/** A hand may be raided down to this many cards, no further. */
export const RAID_FLOOR = 3;

export function raid(state: CivState, seat: Seat, a: Raid, narrator: Narrator): Result<Transition<CivState>> {
  const { target, card } = a;
  if (playerOf(state, seat).pools.raid === 0) return refuse.noRaid();
  if (!isOpponent(state, seat, target)) return refuse.notOpponent();
  const victim = playerOf(state, target);
  if (card !== undefined) { // parsed: an absent card is undefined, never null (actions.ts)
    if (!storedOf(victim).includes(card)) return refuse.notStoredOnTheirs(card);
    const action: Raid = { type: 'raid', player: seat, target, card };
    return transition(state, action, narrator, (ctx) => {
      playerIn(ctx, seat).pools.raid -= 1;
      const v = playerIn(ctx, target);
      // checked above: the card is stored on one of the victim's buildings
      const holder = constructIn(ctx, target, (v.constructs.find((c) => c.stored.includes(card)) as Construct).id) as Construct;
      holder.stored = holder.stored.filter((id) => id !== card);
      v.discard.push(card);
      say(ctx, `@${seat} raids @${target}: the stored ${nameOf(card)} goes to their discard pile.`);
    });
  }
  if (victim.hand.length === 0) return refuse.emptyHand();
  if (victim.hand.length <= RAID_FLOOR) return refuse.raidFloor();
  const action: Raid = { type: 'raid', player: seat, target };
  return transition(state, action, narrator, (ctx) => {
    playerIn(ctx, seat).pools.raid -= 1;
    const v = playerIn(ctx, target);
    // checked above: the hand holds more than RAID_FLOOR cards
    const card = v.hand.splice(ctx.rng.int(0, v.hand.length - 1), 1)[0] as CardId;
    v.discard.push(card);
    say(ctx, `@${seat} raids @${target}, who discards a random card from hand: the ${nameOf(card)}.`);
  });
}
