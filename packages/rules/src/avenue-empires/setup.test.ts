import { describe, expect, it } from 'vitest';
import { aloud } from '../core/narrator.ts';
import { canSee } from '../core/log.ts';
import { Rng } from '../core/rng.ts';
import { CARDS } from './cards.ts';
import { CANONICAL_IDS, cardTypeOf, sortCanonical } from './ids.ts';
import { avenueEmpires } from './index.ts';
import { START_HAND, roundsFor } from './setup.ts';
import { textsFor } from './test-fixtures.ts';

describe('cards and ids (spec §1)', () => {
  it('has 60 distinct ids in canonical order: River, Road, Wall, then specials alphabetically', () => {
    expect(CANONICAL_IDS).toHaveLength(60);
    expect(new Set(CANONICAL_IDS).size).toBe(60);
    expect(CANONICAL_IDS.slice(0, 3)).toEqual(['river-01', 'river-02', 'river-03']);
    expect(CANONICAL_IDS.slice(9, 11)).toEqual(['river-10', 'road-01']);
    expect(CANONICAL_IDS.slice(30, 34)).toEqual(['aqueduct-1', 'aqueduct-2', 'barracks-1', 'barracks-2']);
    expect(CANONICAL_IDS.at(-1)).toBe('warehouse-2');
    expect(CARDS.slice(3).map((c) => c.name)).toEqual([...CARDS.slice(3).map((c) => c.name)].sort());
    expect(sortCanonical(['tunnel-2', 'river-10', 'wall-01', 'road-03'])).toEqual([
      'river-10',
      'road-03',
      'wall-01',
      'tunnel-2',
    ]);
  });

  it('gives only the Tunnel, Aqueduct and Bridge two network types', () => {
    const duals = CARDS.filter((c) => c.types.length === 2).map((c) => c.name);
    expect(duals).toEqual(['Aqueduct', 'Bridge', 'Tunnel']);
    expect(cardTypeOf('tunnel-2')).toBe('tunnel');
  });
});

describe('setup (spec §2)', () => {
  const table = [
    { n: 3, s: 2, deck: 54, rounds: 20 },
    { n: 4, s: 0, deck: 60, rounds: 15 },
    { n: 5, s: 0, deck: 60, rounds: 12 },
    { n: 6, s: 1, deck: 54, rounds: 10 },
  ];

  for (const { n, s, deck, rounds } of table) {
    it(`given ${n} seats, then S=${s}, R=${rounds}, and round 1 starts in Trading after its Production`, () => {
      expect(START_HAND[n]).toBe(s);
      expect(roundsFor(n)).toBe(rounds);
      const { state } = avenueEmpires.setup(n, {}, 'table', aloud);
      expect(state).toMatchObject({ round: 1, phase: 'trading', rounds, productions: 1 });
      expect(state.hands.map((h) => h.length)).toEqual(Array(n).fill(s + 3));
      expect(state.deck).toHaveLength(deck - 3 * n);
      expect(avenueEmpires.awaiting(state)).toEqual(Array.from({ length: n }, (_, i) => i));
    });
  }

  it('shuffles the canonical ids with the seeded Fisher–Yates and deals one card at a time from the top', () => {
    const shuffled = Rng.fromSeed('deal').shuffle(CANONICAL_IDS);
    const { state } = avenueEmpires.setup(3, {}, 'deal', aloud);
    // Starting hands (2 passes) then round 1's Production (3 passes): seat i gets indices i, 3+i, …, 12+i.
    const expected = [0, 1, 2].map((seat) => sortCanonical([0, 1, 2, 3, 4].map((k) => shuffled[3 * k + seat] ?? '')));
    expect(state.hands).toEqual(expected);
    expect(state.deck).toEqual(shuffled.slice(15));
  });

  it('given the same seed, then the same state; another seed, another deck', () => {
    expect(avenueEmpires.setup(5, {}, 'same', aloud)).toEqual(avenueEmpires.setup(5, {}, 'same', aloud));
    expect(avenueEmpires.setup(5, {}, 'same', aloud).state.deck).not.toEqual(avenueEmpires.setup(5, {}, 'other', aloud).state.deck);
  });

  it('logs the Production publicly and each hand privately, and keeps no log in the state', () => {
    const { state, log } = avenueEmpires.setup(4, {}, 'log', aloud);
    expect(textsFor(log, null)).toEqual(['Setup: no starting hands are dealt', 'Round 1: everyone draws 3 cards']);
    const mine = log.filter((e) => e.visibleTo && canSee(e, 2, false));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.visibleTo).toEqual([2]);
    for (const id of state.hands[2] ?? []) expect(mine[0]?.text).toContain(id);
    expect(Object.keys(state)).not.toContain('log');
  });

  it('given 6 seats, then the starting hands are dealt in round 0 and drawn again in round 1, privately', () => {
    const { log } = avenueEmpires.setup(6, {}, 'log', aloud);
    expect(log.map((e) => [e.round, e.visibleTo ?? 'public'])).toEqual([
      [0, 'public'],
      ...[0, 1, 2, 3, 4, 5].map((seat) => [0, [seat]]),
      [1, 'public'],
      ...[0, 1, 2, 3, 4, 5].map((seat) => [1, [seat]]),
    ]);
    expect(log[0]?.text).toBe('Setup: each player is dealt a starting hand of 1 card');
  });

  it('says how many cards each starting hand has (spec §2: S is 2 at 3 seats, 0 at 4 and 5), and deals at 3 to 6 seats only', () => {
    expect(avenueEmpires.setup(3, {}, 'log', aloud).log[0]?.text).toBe('Setup: each player is dealt a starting hand of 2 cards');
    expect(avenueEmpires.setup(4, {}, 'log', aloud).log[0]?.text).toBe('Setup: no starting hands are dealt');
    expect(avenueEmpires.setup(5, {}, 'log', aloud).log[0]?.text).toBe('Setup: no starting hands are dealt');
    expect(() => avenueEmpires.setup(2, {}, 'log', aloud)).toThrow('Avenue Empires is for 3 to 6 players, not 2');
    expect(() => avenueEmpires.setup(7, {}, 'log', aloud)).toThrow('Avenue Empires is for 3 to 6 players, not 7');
  });
});

describe('options', () => {
  it('accepts {} and undefined and rejects unknown options or seat counts', () => {
    expect(avenueEmpires.parseOptions(undefined, 4)).toEqual({ ok: true, value: {} });
    expect(avenueEmpires.parseOptions({}, 3)).toEqual({ ok: true, value: {} });
    expect(avenueEmpires.parseOptions({ teams: true }, 4).ok).toBe(false);
    expect(avenueEmpires.parseOptions({}, 2).ok).toBe(false);
    expect(avenueEmpires.parseOptions({}, 7).ok).toBe(false);
  });
});
