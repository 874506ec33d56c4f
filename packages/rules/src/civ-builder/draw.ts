/**
 * Drawing (spec §4.5): one card at a time from the deck top to the end of the hand; an empty deck takes the
 * shuffled discard pile (Fisher–Yates with `rng.nextInt(i+1)`, exactly core's `Rng.shuffle`); with both empty,
 * drawing stops. The drawer reads the card names; everyone else reads a count.
 */
import type { Seat } from '../core/game.ts';
import type { CardId } from './cards.ts';
import { type Ctx, playerIn, say, tell } from './context.ts';
import { cardsWord, namesOf } from './zones.ts';

export function draw(ctx: Ctx, seat: Seat, n: number): CardId[] {
  const p = playerIn(ctx, seat);
  const drawn: CardId[] = [];
  for (let k = 0; k < n; k++) {
    if (p.deck.length === 0) {
      if (p.discard.length === 0) break;
      p.deck = ctx.rng.shuffle(p.discard);
      p.discard = [];
      say(ctx, `@${seat} shuffles their discard pile into a new deck of ${cardsWord(p.deck.length)}.`);
    }
    const id = p.deck.shift() as CardId;
    p.hand.push(id);
    drawn.push(id);
  }
  if (drawn.length > 0) {
    say(ctx, `@${seat} draws ${cardsWord(drawn.length)}.`);
    tell(ctx, [seat], `@${seat} drew ${namesOf(drawn)}.`);
  }
  return drawn;
}
