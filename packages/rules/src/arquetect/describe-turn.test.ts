/**
 * The sentence each step shows a player (describeTurn): spec §3's steps, each asking one player for one kind of
 * action (act, respond, decide, place, endTurn); every other player, and everyone once the game is over, is asked
 * nothing.
 */
import { describe, expect, it } from 'vitest';
import { NOTHING_ASKED } from '../core/engine.ts';
import { play, table } from './fixtures.ts';
import { arquetect } from './index.ts';
import type { ArquetectState } from './state.ts';

const says = (state: ArquetectState, seat: number) => {
  if (!arquetect.describeTurn) throw new Error('Arquetect describes every turn');
  return arquetect.describeTurn(state, seat);
};

/** What each of the three seats is told. */
const told = (state: ArquetectState) => [0, 1, 2].map((seat) => says(state, seat));

/** Ana 0, Ben 1, Cai 2; Ana to act. */
const start = (): ArquetectState =>
  table({ hands: [['Shop', 'Fire', 'Park'], ['Lake', 'Mine'], ['Villa', 'Forest']], done: [false, false, false] });

describe('describeTurn: the sentence each step shows (spec §3)', () => {
  it('act: the active player is asked to gift, trade or use an ability; the others nothing', () => {
    expect(told(start())).toEqual(['Your turn: gift a card, offer a trade or use an ability.', NOTHING_ASKED, NOTHING_ASKED]);
  });

  it('respond, decide, place: each asks the one player the trade waits on', () => {
    const offered = play(start(), 0, { type: 'offerTrade', cards: ['shop-1'], to: 1 });
    expect(told(offered)).toEqual([NOTHING_ASKED, 'A trade is offered to you: decline it or make a counter-offer.', NOTHING_ASKED]);
    const countered = play(offered, 1, { type: 'counterOffer', cards: ['lake-1'] });
    expect(told(countered)).toEqual(['Your trade offer got a counter-offer: accept or reject it.', NOTHING_ASKED, NOTHING_ASKED]);
    const accepted = play(countered, 0, { type: 'acceptCounter', placement: [0] });
    expect(told(accepted)).toEqual([
      NOTHING_ASKED,
      'Your counter-offer was accepted: choose where the received cards go in your hand.',
      NOTHING_ASKED,
    ]);
    const placed = play(accepted, 1, { type: 'placeReceived', placement: [0] });
    expect(told(placed)).toEqual(['End your turn, and say whether you are done.', NOTHING_ASKED, NOTHING_ASKED]);
  });

  it('endTurn after a gift; once the game is over nobody is asked anything', () => {
    const gifted = play(start(), 0, { type: 'gift', card: 'shop-1', to: 2, position: 0 });
    expect(told(gifted)).toEqual(['End your turn, and say whether you are done.', NOTHING_ASKED, NOTHING_ASKED]);
    const anaDone = play(gifted, 0, { type: 'endTurn', done: true });
    expect(told(anaDone)).toEqual([NOTHING_ASKED, 'Your turn: gift a card, offer a trade or use an ability.', NOTHING_ASKED]);
    const benActed = play(anaDone, 1, { type: 'gift', card: 'lake-1', to: 2, position: 0 });
    const over = play(benActed, 1, { type: 'endTurn', done: true });
    expect(over.step).toBe('gameOver');
    expect(told(over)).toEqual([NOTHING_ASKED, NOTHING_ASKED, NOTHING_ASKED]);
  });
});
