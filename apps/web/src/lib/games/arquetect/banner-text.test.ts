import { describe, expect, it } from 'vitest';
import { type BannerView, bannerText } from './banner-text.ts';

const names = ['Ann', 'Ben', 'Cy'];
const player = (seat: number, done: boolean) => ({ seat, done, handSize: 3, turnsTaken: 2, outward: 0, slots: [], score: null });
const card = (name: string) => ({ type: name.toLowerCase(), name }) as unknown as NonNullable<BannerView['offer']>['cards'][number];
const offer = (cards: string[]) => ({
  from: 1,
  to: 0,
  candidates: [0],
  at: 0,
  cards: cards.map(card),
  counter: { by: 0, cards: [card('Park')] },
  accepted: true,
  acceptPlacement: null,
  sizesAfter: null,
});
const view = (over: Partial<BannerView>): BannerView => ({
  step: 'act',
  endReason: null,
  active: 0,
  outwardLimit: 4,
  awaiting: 0,
  offer: null,
  players: [player(0, false), player(1, false), player(2, false)],
  ...over,
});

describe('the Arquetect banner, in words', () => {
  it('says where one card or several go when a counter-offer is accepted', () => {
    expect(bannerText(view({ step: 'place', offer: offer(['Apartment']) }), names, 0)).toBe(
      'Ben accepted: choose where Apartment goes in your hand.',
    );
    expect(bannerText(view({ step: 'place', offer: offer(['Apartment', 'Tower']) }), names, 0)).toBe(
      'Ben accepted: choose where Apartment and Tower go in your hand.',
    );
  });

  it('tells the player who just said done who was left playing, not that nobody else plays', () => {
    const over = view({ step: 'gameOver', endReason: 'allDone', awaiting: null, players: [player(0, true), player(1, true), player(2, false)] });
    expect(bannerText(over, names, 0)).toBe('Cy is the only player not done, so the game is over. Final scores below.');
    expect(bannerText(over, names, 2)).toBe('Everyone else is done: the game is over. Final scores below.');
    expect(bannerText(over, names, null)).toBe('Cy is the only player not done, so the game is over. Final scores below.');
    const allDone = view({ step: 'gameOver', endReason: 'allDone', awaiting: null, players: [player(0, true), player(1, true)] });
    expect(bannerText(allDone, names, 0)).toBe('Every player is done: the game is over. Final scores below.');
  });

  it('names the player whose outward cards ended the game', () => {
    expect(bannerText(view({ step: 'gameOver', endReason: 'fourOutward', active: 1, awaiting: null }), names, 0)).toBe(
      'Ben has 4 cards turned outward: the game ends at once.',
    );
  });

  it('says whom the game waits on, "you" for the speaker', () => {
    expect(bannerText(view({ awaiting: 1 }), names, 0)).toBe('Waiting for Ben to gift, trade or use an ability.');
    expect(bannerText(view({ step: 'respond', awaiting: 0, offer: offer(['Apartment']) }), names, 2)).toBe('Waiting for Ann to answer Ben’s offer.');
  });
});
