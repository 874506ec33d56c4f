/**
 * The sealed deal (spec §3 and §8, issue 27): a game whose seed a public record reveals deals its characters from a
 * second seed, so each player's unchosen character stays hidden forever. Expected deals are drawn here as the spec
 * says (Fisher–Yates from the listed orders), not with the engine's own helpers.
 */
import { describe, expect, it } from 'vitest';
import { decide } from '../core/actions.ts';
import { aloud, silent } from '../core/narrator.ts';
import { Rng } from '../core/rng.ts';
import { loadGolden } from '../core/testing/golden.ts';
import { TOWN_BUILDING_IDS } from './buildings.ts';
import { CHARACTER_IDS } from './characters.ts';
import { GOODS } from './goods.ts';
import { saltmarket } from './index.ts';
import type { SaltState } from './state.ts';

const SOLO_OUT = ['mason', 'landlord'];
const poolOf = (seats: number) => CHARACTER_IDS.filter((c) => seats > 1 || !SOLO_OUT.includes(c));
const display = (seats: number) => Math.max(5, seats + 3);
const withoutDealt = (s: SaltState) => ({ ...s, players: s.players.map(({ dealt: _, ...p }) => p) });

describe('a deal sealed by its own seed (spec §3, §8)', () => {
  it('draws play order, market and buildings from the seed, and the character pool from the sealed seed alone', () => {
    for (const seats of [1, 2, 3, 4]) {
      const main = Rng.fromSeed('deal');
      const order = main.shuffle(Array.from({ length: seats }, (_, s) => s));
      const market = main.shuffle(GOODS);
      const deck = main.shuffle(TOWN_BUILDING_IDS);
      const pool = Rng.fromSeed('sealed deal').shuffle(poolOf(seats));
      const s = saltmarket.setup(seats, {}, 'deal', aloud, { seed: 'sealed deal' }).state;
      expect(s.order).toEqual(order);
      order.forEach((seat, k) => expect(s.players[seat]?.dealt).toEqual(pool.slice(2 * k, 2 * k + 2)));
      expect(s.market).toEqual(market);
      expect(s.display).toEqual(deck.slice(0, display(seats)));
      expect(s.deck).toEqual(deck.slice(display(seats)));
      expect(s.rng).toEqual(main.state);
    }
  });

  it('keeps the rest of the deal whatever the sealed seed, changes the characters with it, and repeats itself', () => {
    const deals = ['a', 'b', 'c', 'd', 'e'].map((k) => saltmarket.setup(4, {}, 'one seed', aloud, { seed: `sealed ${k}` }));
    for (const d of deals) {
      expect(withoutDealt(d.state)).toEqual(withoutDealt(deals[0]?.state as SaltState));
      expect(d.log).toEqual(deals[0]?.log);
    }
    expect(new Set(deals.map((d) => JSON.stringify(d.state.players.map((p) => p.dealt)))).size).toBeGreaterThan(1);
    expect(saltmarket.setup(4, {}, 'one seed', aloud, { seed: 'sealed a' })).toEqual(deals[0]);
    expect(saltmarket.setup(3, {}, 'one seed', silent, { seed: 'x' }).state).toEqual(saltmarket.setup(3, {}, 'one seed', silent, { seed: 'x' }).state);
  });

  it('leaves the Mason and the Landlord out of a sealed solo deal', () => {
    for (let k = 0; k < 30; k++) {
      const dealt = saltmarket.setup(1, {}, 'solo', silent, { seed: `sealed solo ${k}` }).state.players[0]?.dealt ?? [];
      expect(dealt).toHaveLength(2);
      expect(dealt.filter((c) => SOLO_OUT.includes(c))).toEqual([]);
    }
  });
});

describe('a deal without a sealed part (every game made before sealed deals)', () => {
  it('is exactly the deal from the seed alone, the character pool drawn second', () => {
    for (const seats of [1, 2, 3, 4]) {
      const main = Rng.fromSeed('old deal');
      const order = main.shuffle(Array.from({ length: seats }, (_, s) => s));
      const pool = main.shuffle(poolOf(seats));
      const s = saltmarket.setup(seats, {}, 'old deal', aloud, undefined).state;
      order.forEach((seat, k) => expect(s.players[seat]?.dealt).toEqual(pool.slice(2 * k, 2 * k + 2)));
      expect(s.market).toEqual(main.shuffle(GOODS));
      expect(s.display).toEqual(main.shuffle(TOWN_BUILDING_IDS).slice(0, display(seats)));
      expect(s.rng).toEqual(main.state);
      expect(saltmarket.setup(seats, {}, 'old deal', aloud)).toEqual(saltmarket.setup(seats, {}, 'old deal', aloud, undefined));
    }
  });

  it('replays every golden game to its recorded flow and outcome', () => {
    const games = loadGolden(new URL('./golden', import.meta.url).pathname);
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) {
      let state = saltmarket.setup(game.seats, {}, game.seed, silent).state;
      game.events.forEach((event, i) => {
        const next = decide<SaltState>(saltmarket, state, event.seat, event.action);
        if (!next.ok) throw new Error(`${game.seed}: event ${i + 1}: ${next.error.message}`);
        state = next.value.state;
        expect(saltmarket.awaiting(state)).toEqual(game.awaiting[i]);
      });
      expect(saltmarket.outcome(state)).toEqual(game.outcome);
    }
  });
});

describe('the deal of a public record (sealed: { revealed })', () => {
  it('deals each seat its revealed character alone, none to a seat that never chose, the rest from the seed', () => {
    const real = saltmarket.setup(4, {}, 'record', silent, { seed: 'never told' }).state;
    const revealed = real.players.map((p, seat) => (seat === 2 ? null : (p.dealt[seat % 2] ?? null)));
    const replayed = saltmarket.setup(4, {}, 'record', silent, { revealed }).state;
    expect(replayed.players.map((p) => p.dealt)).toEqual(revealed.map((c) => (c === null ? [] : [c])));
    expect(withoutDealt(replayed)).toEqual(withoutDealt(real));
  });

  it('of a game dealt before sealed deals (seedDealt): the seed draws the pool as then, so the rest of the deal is that game\'s', () => {
    for (const seats of [1, 2, 3, 4]) {
      const real = saltmarket.setup(seats, {}, 'old record', silent).state;
      const revealed = real.players.map((p) => p.dealt[1] ?? null);
      const replayed = saltmarket.setup(seats, {}, 'old record', silent, { revealed, seedDealt: true }).state;
      expect(replayed.players.map((p) => p.dealt)).toEqual(revealed.map((c) => [c]));
      expect(withoutDealt(replayed)).toEqual(withoutDealt(real));
      // without seedDealt the seed skips the pool, and the market and buildings are another deal's
      expect(withoutDealt(saltmarket.setup(seats, {}, 'old record', silent, { revealed }).state)).not.toEqual(withoutDealt(real));
    }
  });

  const refusal = (seats: number, revealed: unknown): string => {
    try {
      saltmarket.setup(seats, {}, 'bad record', silent, { revealed });
    } catch (error) {
      expect(error).toBeInstanceOf(RangeError);
      return (error as Error).message;
    }
    throw new Error(`expected ${JSON.stringify(revealed)} to be refused`);
  };

  it('refuses, with a RangeError that says why, a list that is not one character per seat', () => {
    expect(refusal(3, ['drover', 'mason'])).toMatch(/one character \(or null\) per seat: 3 seats, but got 2 entries/);
    expect(refusal(2, 'drover')).toMatch(/per seat: 2 seats, but got no list/);
    expect(refusal(1, undefined)).toMatch(/1 seat, but got no list/);
  });

  it('refuses an unknown character, one named twice, and one left out of the solo pool', () => {
    expect(refusal(2, ['drover', 'pirate'])).toMatch(/Seat 1's revealed character is not a Saltmarket character: "pirate"/);
    expect(refusal(2, [7, 'drover'])).toMatch(/Seat 0's revealed character is not a Saltmarket character: 7/);
    expect(refusal(3, ['mason', null, 'mason'])).toMatch(/Seats 0 and 2 both reveal the Mason, but each character is dealt only once/);
    expect(refusal(1, ['landlord'])).toMatch(/the Landlord, is not in the solo pool/);
    expect(saltmarket.setup(2, {}, 'fine', silent, { revealed: ['landlord', null] }).state.players[0]?.dealt).toEqual(['landlord']);
  });
});
