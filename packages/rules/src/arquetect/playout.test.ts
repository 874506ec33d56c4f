import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkedPlayout } from './checked-playout.ts';
import { customDeckOptions } from './deck-arbitraries.ts';

/** The deck options, taken in turn so that every option gets a third of the games. */
const DECKS = ['starter', 'starter+expansion', 'custom'] as const;

/**
 * Given random legal playouts (core's randomPlayout) for every player count and deck option, when every action is
 * applied, then every invariant of spec §9 holds after every step: conservation, order, frozen done hands,
 * orientation, one actor, termination within 10N(2N+1) actions, rejected actions leave the state unchanged, every
 * listed action is accepted and every accepted one is listed, replay determinism, and no card id a seat may not
 * know in its view or log (nor any hidden id in the spectator's).
 */
describe('random legal playouts', () => {
  for (const seats of [2, 3, 4, 5, 6]) {
    it(`keep every invariant for ${seats} players and every deck option (120 games)`, { timeout: 60_000 }, () => {
      const games = { starter: 0, 'starter+expansion': 0, custom: 0 };
      fc.assert(
        fc.property(fc.integer(), fc.boolean(), fc.integer(), (seed, expansion, deckSeed) => {
          const deck = DECKS[(games.starter + games['starter+expansion'] + games.custom) % 3] ?? 'starter';
          const options = deck === 'custom' ? customDeckOptions(seats, expansion, deckSeed) : { deck };
          checkedPlayout({ seats, options, seed: `${deck}:${seed}`, style: 'uniform', legalSample: 4, fuzzTries: 6 });
          games[deck]++;
        }),
        { numRuns: 120 },
      );
      expect(games).toEqual({ starter: 40, 'starter+expansion': 40, custom: 40 });
    });
  }

  it('accept every listed action at every step (2 full games per player count and deck option)', { timeout: 60_000 }, () => {
    for (const seats of [2, 3, 4, 5, 6])
      for (const options of [{ deck: 'starter' }, { deck: 'starter+expansion' }, customDeckOptions(seats, true, seats)])
        for (const seed of ['a', 'b'])
          checkedPlayout({ seats, options, seed: `all:${seed}`, style: 'uniform', legalSample: Infinity, fuzzTries: 20 });
  });
});
