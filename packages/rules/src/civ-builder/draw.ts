/**
 * Drawing (spec §4.5): one card at a time from the deck top to the end of the hand; an empty deck takes the
 * shuffled discard pile (Fisher–Yates with `rng.nextInt(i+1)`, exactly core's `Rng.shuffle`); with both empty,
 * drawing stops. The drawer reads the card names; everyone else reads a count. The deck is replaced, never changed
 * in place (context.ts).
 */
import type { Seat } from '../core/engine.ts';
import type { CardId } from './cards.ts';
import { type Ctx, playerIn, say, tell } from './context.ts';
import { cardsWord, namesOf } from './zones.ts';

export function draw(ctx: Ctx, seat: Seat, n: number): CardId[] {
  const p = playerIn(ctx, seat);
  const drawn: CardId[] = [];
  // what everyone knows (state.ts KnownCards): cards drawn from the known top stay known, and when the deck runs
  // out every card in hand is known (the used-up deck's cards are all there)
  let top = p.known?.top ?? 0;
  let known = (p.known?.hand ?? []).filter((id) => p.hand.includes(id));
  while (drawn.length < n) {
    if (p.deck.length === 0) {
      if (p.discard.length === 0) break;
      known = [...p.hand, ...drawn];
      p.deck = ctx.rng.shuffle(p.discard);
      p.discard = [];
      say(ctx, `@${seat} shuffles their discard pile into a new deck of ${cardsWord(p.deck.length)}.`);
    }
    const k = Math.min(n - drawn.length, p.deck.length);
    const seen = Math.min(k, top);
    known.push(...p.deck.slice(0, seen));
    top -= seen;
    drawn.push(...p.deck.slice(0, k));
    p.deck = p.deck.slice(k);
  }
  p.hand.push(...drawn);
  if (top > 0 || known.length > 0 || p.known) p.known = { top, hand: known };
  if (drawn.length > 0) {
    say(ctx, `@${seat} draws ${cardsWord(drawn.length)}.`);
    tell(ctx, [seat], `@${seat} drew ${namesOf(drawn)}.`);
  }
  return drawn;
}
