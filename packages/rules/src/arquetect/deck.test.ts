import fc from 'fast-check';
import { aloud } from '../core/narrator.ts';
import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.ts';
import { CARD_TYPES, CARDS } from './cards.ts';
import { customDeckOptions } from './deck-arbitraries.ts';
import { BASE_BLOCKS, deckFromCounts, deckSize, EXPANSION_BLOCKS, starterCounts, typeOf } from './deck.ts';
import { arquetect } from './index.ts';
import { parseOptions } from './options.ts';

describe('card table (spec §6)', () => {
  it('has the base deck of 60 cards in 16 types and an expansion of 22 cards', () => {
    const base = CARD_TYPES.filter((t) => !CARDS[t].expansion);
    const exp = CARD_TYPES.filter((t) => CARDS[t].expansion);
    expect(base).toHaveLength(16);
    expect(base.reduce((s, t) => s + CARDS[t].copies, 0)).toBe(60);
    expect(exp.reduce((s, t) => s + CARDS[t].copies, 0)).toBe(22);
    expect(exp.filter((t) => CARDS[t].category === 'event')).toHaveLength(6);
  });

  it('gives every event card an ability and no other card one', () => {
    for (const t of CARD_TYPES) expect(CARDS[t].ability !== undefined).toBe(CARDS[t].category === 'event');
  });
});

describe('starter blocks (spec §2)', () => {
  it('given N players, then B1…BN make 8 cards each and X1…XN add 3 more', () => {
    for (let n = 2; n <= 6; n++) {
      expect(deckSize(starterCounts(n, false))).toBe(8 * n);
      expect(deckSize(starterCounts(n, true))).toBe(11 * n);
    }
  });

  it('never needs more copies than exist', () => {
    const counts = starterCounts(6, true);
    for (const t of CARD_TYPES) expect(counts[t]).toBeLessThanOrEqual(CARDS[t].copies);
    expect(BASE_BLOCKS.every((b) => b.length === 8)).toBe(true);
    expect(EXPANSION_BLOCKS.every((b) => b.length === 3)).toBe(true);
  });

  it('numbers copies from 1 in canonical order (table order, k ascending)', () => {
    const deck = deckFromCounts(starterCounts(2, false));
    expect(deck.slice(0, 5)).toEqual(['cottage-1', 'cottage-2', 'apartment-1', 'apartment-2', 'factory-1']);
    expect(deck.at(-1)).toBe('fire-1');
    expect(deck).toContain('town-hall-1');
    expect(typeOf('fire-station-2')).toBe('fire-station');
  });
});

describe('parseOptions', () => {
  it('given nothing, then the starter deck', () => {
    const o = parseOptions(undefined, 4);
    expect(o.ok && o.value.deck).toBe('starter');
    expect(o.ok && deckSize(o.value.counts)).toBe(32);
    expect(arquetect.options.map((s) => s.name)).toEqual(['deck']);
  });

  it('given starter+expansion, then 11 cards per player with events', () => {
    const o = parseOptions({ deck: 'starter+expansion' }, 4);
    expect(o.ok && o.value.expansion).toBe(true);
    expect(o.ok && o.value.counts.heist).toBe(2);
  });

  it('accepts a custom deck by type or name, and parsing its result again gives the same options', () => {
    const counts = { cottage: 4, 'Fire Station': 2, apartment: 5, shop: 5, park: 4, lake: 3, fire: 1 };
    const o = parseOptions({ deck: 'custom', counts }, 3);
    expect(o.ok).toBe(true);
    if (!o.ok) return;
    expect(o.value.counts['fire-station']).toBe(2);
    expect(deckSize(o.value.counts)).toBe(24);
    expect(parseOptions(o.value, 3)).toEqual(o);
  });

  it.each([
    [{ deck: 'huge' }, 'E_BAD_OPTIONS'],
    [[], 'E_BAD_OPTIONS'],
    [{ deck: 'starter', expansion: 'yes' }, 'E_BAD_OPTIONS'],
    [{ deck: 'custom' }, 'E_BAD_OPTIONS'],
    [{ deck: 'custom', counts: { castle: 3 } }, 'E_UNKNOWN_CARD_TYPE'],
    [{ deck: 'custom', counts: { cottage: 2.5 } }, 'E_BAD_OPTIONS'],
    [{ deck: 'custom', counts: { cottage: -1 } }, 'E_BAD_OPTIONS'],
    [{ deck: 'custom', counts: { cottage: 1, Cottage: 1 } }, 'E_BAD_OPTIONS'],
    [{ deck: 'custom', counts: { cottage: 6 } }, 'E_TOO_MANY_COPIES'],
    [{ deck: 'custom', counts: { heist: 1 } }, 'E_EXPANSION_DISABLED'],
    [{ deck: 'custom', counts: { cottage: 5, apartment: 5 } }, 'E_DECK_SIZE'],
    [{ deck: 'custom', expansion: true, counts: starterCounts(6, true) }, 'E_DECK_SIZE'],
  ])('given %j for 2 players, then %s', (input, code) => {
    const o = parseOptions(input, 2);
    expect(o.ok ? 'accepted' : o.error.code).toBe(code);
    if (!o.ok) expect(o.error.message.length).toBeGreaterThan(10);
  });

  it('accepts exactly 6N to 12N cards in a custom deck', () => {
    const base = { cottage: 5, apartment: 5, shop: 2 };
    expect(parseOptions({ deck: 'custom', counts: base }, 2).ok).toBe(true);
    expect(parseOptions({ deck: 'custom', counts: { ...base, shop: 1 } }, 2).ok).toBe(false);
    const big = { cottage: 5, apartment: 5, shop: 5, bank: 3, fire: 4, lake: 2 };
    expect(parseOptions({ deck: 'custom', counts: big }, 2).ok).toBe(true);
    expect(parseOptions({ deck: 'custom', counts: { ...big, lake: 3 } }, 2).ok).toBe(false);
  });

  it('rejects a player count outside 2–6', () => {
    const o = parseOptions({}, 7);
    expect(!o.ok && o.error.code).toBe('E_BAD_SEATS');
  });
});

describe('setup (spec §2)', () => {
  it('given a seed, then the canonical deck is shuffled by Fisher–Yates and dealt one card at a time in seat order', () => {
    const opts = parseOptions({ deck: 'starter' }, 3);
    if (!opts.ok) throw new Error('options');
    const { state, log } = arquetect.setup(3, opts.value, 'seed-1', aloud);
    expect(log).toEqual([{ round: 1, text: '24 cards dealt. @0 takes the first turn.' }]);
    const shuffled = Rng.fromSeed('seed-1').shuffle(deckFromCounts(opts.value.counts));
    expect(state.hands[0]?.map((s) => s.id)).toEqual(shuffled.filter((_, k) => k % 3 === 0));
    expect(state.hands[2]?.map((s) => s.id)).toEqual(shuffled.filter((_, k) => k % 3 === 2));
    expect(state.hands.flat().every((s) => !s.out)).toBe(true);
    expect([state.active, state.step, state.rubble, state.done, state.turnsTaken]).toEqual([
      0, 'act', [], [false, false, false], [0, 0, 0],
    ]);
    expect(arquetect.setup(3, opts.value, 'seed-1', aloud).state).toEqual(state);
  });

  it('given a deck size that is not a multiple of N, then lower seats get one card more', () => {
    const opts = parseOptions({ deck: 'custom', counts: { cottage: 5, apartment: 5, shop: 5, lake: 3, bank: 1 } }, 3);
    if (!opts.ok) throw new Error(opts.error.message);
    const { state } = arquetect.setup(3, opts.value, 'x', aloud);
    expect(state.hands.map((h) => h.length)).toEqual([7, 6, 6]);
  });

  it('§9.10: for any seat count, deck and seed, hand sizes differ by at most 1 and lower seats are never smaller', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.boolean(), fc.integer(), fc.string(), (seats, expansion, deckSeed, seed) => {
        const opts = parseOptions(customDeckOptions(seats, expansion, deckSeed), seats);
        if (!opts.ok) throw new Error(opts.error.message);
        const sizes = arquetect.setup(seats, opts.value, seed, aloud).state.hands.map((h) => h.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        sizes.forEach((n, s) => expect(n).toBeGreaterThanOrEqual(sizes[s + 1] ?? n));
      }),
      { numRuns: 100 },
    );
  });
});
