/**
 * What every seat knows of a hand (state.ts `KnownCards`, spec §6), step by step: cards taken from storage are known
 * in hand; cards drawn from a deck's known top become known hand cards; when the deck runs out, every card then in
 * hand is known (the used-up deck's cards are all there); a known card that left the hand is forgotten; with nothing
 * known, nothing is kept. Expected values worked by hand from those words.
 */
import { describe, expect, it } from 'vitest';
import { specFor } from '../core/testing/spec.ts';
import { act, dealer, p, rngGiving, table } from './fixtures.ts';
import { civBuilder } from './index.ts';
import type { CivState, KnownCards } from './state.ts';

const spec = specFor<CivState>(civBuilder);

const knowing = (s: CivState, seat: number, known: KnownCards): CivState => {
  (s.players[seat] as { known?: KnownCards }).known = known;
  return s;
};

describe('what every seat knows of a hand', () => {
  describe('taking stored cards', () => {
    const d = dealer();
    const [harbour, merchant, smuggler, caravan, gone, w1, w2] = d.many('harbour', 'merchant', 'smuggler', 'caravan', 'worker', 'worker', 'worker');
    const start = (known?: KnownCards) => {
      const s = table({
        players: [{ hand: [caravan], deck: [w1, w2], discard: [gone], constructs: [{ id: harbour, built: true, stored: [merchant, smuggler] }] }, {}],
        phase: 'start',
      });
      return known ? knowing(s, 0, known) : s;
    };

    it('knows the taken cards in hand, keeps the known deck top, and forgets a known card no longer in hand', () => {
      const after = act(start({ top: 1, hand: [gone] }), 0, { type: 'takeStored', cards: [smuggler, merchant] });
      expect(p(after, 0).hand).toEqual([caravan, merchant, smuggler]);
      expect(p(after, 0).known).toEqual({ top: 1, hand: [merchant, smuggler] });
    });

    it('keeps the known hand cards still in hand before the taken ones', () => {
      const after = act(start({ top: 0, hand: [caravan] }), 0, { type: 'takeStored', cards: [smuggler] });
      expect(p(after, 0).known).toEqual({ top: 0, hand: [caravan, smuggler] });
    });

    it('learns nothing when nothing is taken', () => {
      expect(p(act(start(), 0, { type: 'takeStored', cards: [] }), 0).known).toBeUndefined();
      expect(p(act(start({ top: 2, hand: [] }), 0, { type: 'takeStored', cards: [] }), 0).known).toEqual({ top: 2, hand: [] });
    });
  });

  describe('drawing (research)', () => {
    it('knows the cards drawn from the known top of the deck, not those drawn below it', () => {
      const d = dealer();
      const [philosopher, kept, a, b, c, e] = d.many('philosopher', 'trader', 'worker', 'builder', 'labourer', 'monk');
      const s = knowing(table({ players: [{ hand: [philosopher, kept], deck: [a, b, c, e] }, {}] }), 0, { top: 2, hand: [kept] });
      const after = act(s, 0, { type: 'play', card: philosopher }); // research 3
      expect(p(after, 0).hand).toEqual([kept, a, b, c]);
      expect(p(after, 0).known).toEqual({ top: 0, hand: [kept, a, b] });
    });

    it('draws from a known top deeper than the draw: the rest of the top stays known', () => {
      const d = dealer();
      const [scribe, a, b, c] = d.many('scribe', 'worker', 'builder', 'labourer');
      const s = knowing(table({ players: [{ hand: [scribe], deck: [a, b, c] }, {}] }), 0, { top: 3, hand: [] });
      expect(p(act(s, 0, { type: 'play', card: scribe }), 0).known).toEqual({ top: 2, hand: [a] });
    });

    it('knows every card in hand when the deck runs out, and says the shuffle aloud', () => {
      const d = dealer();
      const [scholar, y, a, u, v] = d.many('scholar', 'trader', 'worker', 'builder', 'labourer');
      const s = table({ players: [{ hand: [scholar, y], deck: [a], discard: [u, v] }, {}], rng: rngGiving([2], [0]) });
      spec.given(s).when(0, { type: 'play', card: scholar }).then(({ state, log }) => {
        // research 2: the Worker, then the discard pile shuffled (RNG 0: Labourer, Builder) and its top card drawn
        expect(p(state, 0)).toMatchObject({ hand: [y, a, v], deck: [u], discard: [], play: [scholar] });
        expect(p(state, 0).known).toEqual({ top: 0, hand: [y, a] });
        expect(log.filter((e) => e.visibleTo === undefined).map((e) => e.text)).toEqual([
          '@0 plays the Scholar.',
          '@0 shuffles their discard pile into a new deck of 2 cards.',
          '@0 draws 2 cards.',
        ]);
      });
    });

    it('says nothing of a draw when there is nothing to draw', () => {
      const d = dealer();
      const [scribe, y] = d.many('scribe', 'trader');
      const s = table({ players: [{ hand: [scribe, y] }, {}] });
      spec.given(s).when(0, { type: 'play', card: scribe }).then(({ state, log }) => {
        expect(p(state, 0).hand).toEqual([y]);
        expect(log.map((e) => e.text)).toEqual(['@0 plays the Scribe.']);
      });
    });

    it('keeps nothing when nothing was known, and forgets a known card that left the hand', () => {
      const d = dealer();
      const [scribe, scribe2, y, a, b, gone] = d.many('scribe', 'scribe', 'trader', 'worker', 'builder', 'monk');
      const s = table({ players: [{ hand: [scribe, y], deck: [a, b], discard: [gone] }, {}] });
      expect(p(act(s, 0, { type: 'play', card: scribe }), 0).known).toBeUndefined();
      const t = knowing(table({ players: [{ hand: [scribe2, y], deck: [a, b], discard: [gone] }, {}] }), 0, { top: 0, hand: [gone] });
      expect(p(act(t, 0, { type: 'play', card: scribe2 }), 0).known).toEqual({ top: 0, hand: [] });
    });
  });
});

describe('the line that begins a turn', () => {
  it('names the round and the seat, or both seats of a team', () => {
    const d = dealer();
    const free = table({ players: [{}, { deck: d.many('worker', 'worker', 'worker', 'worker', 'worker') }], round: 3 });
    spec.given(free).when(0, { type: 'endTurn' }).then(({ log }) => expect(log.map((e) => e.text)).toContain("Round 3: @1's turn."));
    const team = table({ players: [{}, {}, {}, {}], teams: true, active: [1, 3], round: 2, firstSeat: 0 });
    let s = act(team, 1, { type: 'endTurn' });
    spec.given(s).when(3, { type: 'endTurn' }).then(({ log }) => expect(log.map((e) => e.text)).toContain('Round 3: the turn of @0 and @2.'));
  });
});
