/** The Arquetect banner's line: where the game stands and what it asks, said to `speaker` (null: nobody is "you"). */
import { seatName } from '$lib/kit/words.ts';
import { listText } from './model.ts';
import type { ArquetectView } from './types.ts';

export type BannerView = Pick<ArquetectView, 'step' | 'endReason' | 'active' | 'outwardLimit' | 'players' | 'awaiting' | 'offer'>;

/** How the game ended, true for everyone: who was left playing, never "nobody else" to a player who is done. */
function endText(view: BannerView, names: readonly string[], speaker: number | null): string {
  if (view.endReason === 'fourOutward') return `${seatName(names, view.active)} has ${view.outwardLimit} cards turned outward: the game ends at once.`;
  const left = view.players.filter((p) => !p.done).map((p) => p.seat);
  const [last] = left;
  if (last === undefined) return 'Every player is done: the game is over. Final scores below.';
  if (last === speaker) return 'Everyone else is done: the game is over. Final scores below.';
  return `${seatName(names, last)} is the only player not done, so the game is over. Final scores below.`;
}

export function bannerText(view: BannerView, names: readonly string[], speaker: number | null): string {
  const offer = view.offer;
  if (view.step === 'gameOver') return endText(view, names, speaker);
  const offerCards = listText(offer?.cards.map((c) => c.name) ?? []);
  if (speaker !== null && view.awaiting === speaker) {
    switch (view.step) {
      case 'act':
        return 'Your turn: gift a card, offer a trade or use an ability.';
      case 'respond':
        return `${seatName(names, offer?.from ?? 0)} offers you ${offerCards}: decline or make a counter-offer.`;
      case 'decide':
        return `${seatName(names, offer?.counter?.by ?? 0)} counters with ${listText(offer?.counter?.cards.map((c) => c.name) ?? [])}: accept or reject.`;
      case 'place':
        return `${seatName(names, offer?.from ?? 0)} accepted: choose where ${offerCards} ${offer?.cards.length === 1 ? 'goes' : 'go'} in your hand.`;
      case 'endTurn':
        return 'End your turn, and say whether you are done.';
    }
  }
  const awaited = view.awaiting === null ? 'nobody' : view.awaiting === speaker ? 'you' : seatName(names, view.awaiting);
  switch (view.step) {
    case 'act':
      return `Waiting for ${awaited} to gift, trade or use an ability.`;
    case 'respond':
      return `Waiting for ${awaited} to answer ${offer?.from === speaker ? 'your' : `${seatName(names, offer?.from ?? 0)}’s`} offer.`;
    case 'decide':
      return `Waiting for ${awaited} to accept or reject the counter-offer.`;
    case 'place':
      return `Waiting for ${awaited} to place the cards they receive.`;
    case 'endTurn':
      return `Waiting for ${awaited} to end the turn.`;
    default: {
      const never: never = view.step;
      return never;
    }
  }
}
