/**
 * Determinization by hand (core/engine.ts `determinize`): a drawn state is one the seat cannot tell from the truth,
 * with every card it has not seen dealt among the places it could be, in the counts its view gives. The states here
 * are written out card by card and every expected count and chance is worked by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.ts';
import type { City } from './city.ts';
import { CANONICAL_IDS, type CardId } from './ids.ts';
import { avenueEmpires } from './index.ts';
import type { AvenueState, Choice, PassedCard } from './state.ts';
import type { AvenueView } from './view.ts';

const determinize = avenueEmpires.determinize as NonNullable<typeof avenueEmpires.determinize>;

/** Ids in canonical order, as the rules keep hands. */
const canonical = (ids: readonly CardId[]): CardId[] => CANONICAL_IDS.filter((id) => ids.includes(id));

/**
 * Four seats (S = 0, R = 15) in round 3's Trading: three Productions of 12 have dealt 36 cards, each seat has built
 * 2 and holds 7, so the deck holds 60 − 36 = 24. Seat 0 passed bastion-1 left to seat 1 and bastion-2 right to seat
 * 3 in round 1, then dock-1 to seat 1 and dock-2 to seat 3 in round 2. Since then only round 2's Trading has
 * resolved: the round-2 passes are still with their receivers, and a round-1 pass may have moved one seat further
 * from seat 0 (bastion-1 to seat 1 or 2, bastion-2 to seat 3 or 2). In the truth bastion-1 moved on to seat 2.
 */
const OWN = ['river-01', 'river-02', 'river-03', 'road-01', 'road-02', 'road-03', 'wall-01'];
const CITIES: City[] = [
  { L: ['wall-02', 'wall-03'], C: [], R: [] },
  { L: ['wall-04'], C: ['wall-05'], R: [] },
  { L: [], C: [], R: ['wall-06', 'wall-07'] },
  { L: [], C: ['wall-08'], R: ['wall-09'] },
];
const PASSED = ['bastion-1', 'bastion-2', 'dock-1', 'dock-2'];
const MEMORY: PassedCard[] = [
  { card: 'bastion-1', to: 1, round: 1 },
  { card: 'bastion-2', to: 3, round: 1 },
  { card: 'dock-1', to: 1, round: 2 },
  { card: 'dock-2', to: 3, round: 2 },
];
const BUILT = CITIES.flatMap((c) => [...c.L, ...c.C, ...c.R]);
/** The 41 cards seat 0 has never seen, canonical order. */
const NEVER_SEEN = CANONICAL_IDS.filter((id) => !OWN.includes(id) && !BUILT.includes(id) && !PASSED.includes(id));

function roundThree(changes: Partial<AvenueState> = {}): AvenueState {
  const [a, b, c] = [NEVER_SEEN.slice(0, 6), NEVER_SEEN.slice(6, 12), NEVER_SEEN.slice(12, 17)];
  return {
    seats: 4,
    startHand: 0,
    rounds: 15,
    round: 3,
    phase: 'trading',
    productions: 3,
    deck: NEVER_SEEN.slice(17),
    hands: [canonical(OWN), canonical([...a, 'dock-1']), canonical([...b, 'bastion-1']), canonical([...c, 'bastion-2', 'dock-2'])],
    cities: CITIES.map((c) => ({ L: [...c.L], C: [...c.C], R: [...c.R] })),
    pending: [null, null, null, null],
    changes: [0, 0, 0, 0],
    result: null,
    passedCards: [MEMORY.map((p) => ({ ...p })), [{ card: b[0] as CardId, to: 2, round: 2 }], [], []],
    ...changes,
  };
}

const where = (state: AvenueState, id: CardId): number | 'deck' => {
  const q = state.hands.findIndex((h) => h.includes(id));
  return q >= 0 ? q : state.deck.includes(id) ? 'deck' : -1;
};

/** Seat 0's view of round three. Made inside each test, never while the tests are collected (a mutation run tells which test reached which code). */
const viewOfRoundThree = (): AvenueView => avenueEmpires.view(roundThree(), 0);

describe('determinize by hand: a drawn state keeps all that seat 0 sees', () => {
  it('given seat 0 in round 3, then its view says where its four passes may be', () => {
    expect(viewOfRoundThree().passedCards).toEqual([
      { card: 'bastion-1', holders: [1, 2] },
      { card: 'bastion-2', holders: [2, 3] },
      { card: 'dock-1', holders: [1] },
      { card: 'dock-2', holders: [3] },
    ]);
  });

  it('given that view, then the draw has the same round, cities, own hand, counts and memory, and nothing else', () => {
    const drawn = determinize(viewOfRoundThree(), 0, Rng.fromSeed('keep'));
    expect(drawn.seats).toBe(4);
    expect(drawn.startHand).toBe(0);
    expect(drawn.rounds).toBe(15);
    expect(drawn.round).toBe(3);
    expect(drawn.phase).toBe('trading');
    // 4 cities of 2 and 4 hands of 7 make 36 cards dealt: three Productions of 3 cards for 4 seats
    expect(drawn.productions).toBe(3);
    expect(drawn.cities).toEqual(CITIES);
    expect(drawn.hands[0]).toEqual(OWN);
    expect(drawn.hands.map((h) => h.length)).toEqual([7, 7, 7, 7]);
    expect(drawn.deck).toHaveLength(24);
    // every hand in canonical order, as the rules keep it
    for (const hand of drawn.hands) expect(hand).toEqual(canonical(hand));
    const all = [...drawn.deck, ...drawn.hands.flat(), ...BUILT];
    expect(new Set(all).size).toBe(60);
    expect(drawn.pending).toEqual([null, null, null, null]);
    expect(drawn.changes).toEqual([0, 0, 0, 0]);
    expect(drawn.result).toBeNull();
    // its own memory as the state keeps it; seat 1's memory is not in seat 0's view, so it starts empty
    expect(drawn.passedCards).toEqual([MEMORY, [], [], []]);
  });

  it('given a city whose avenues are uneven, then every building keeps its avenue and position', () => {
    const cities: City[] = [
      { L: ['wall-02'], C: ['wall-03', 'wall-04', 'wall-05'], R: [] },
      { L: [], C: [], R: ['wall-06', 'wall-07'] },
      { L: ['wall-08', 'wall-09', 'wall-10'], C: [], R: [] },
      { L: [], C: ['house-1'], R: [] },
    ];
    const built = cities.flatMap((c) => [...c.L, ...c.C, ...c.R]);
    const rest = CANONICAL_IDS.filter((id) => !OWN.includes(id) && !built.includes(id));
    const state = roundThree({
      cities,
      hands: [canonical(OWN), rest.slice(0, 7), rest.slice(7, 14), rest.slice(14, 21)],
      deck: rest.slice(21),
      passedCards: [[], [], [], []],
    });
    expect(determinize(avenueEmpires.view(state, 0), 0, Rng.fromSeed('cities')).cities).toEqual(cities);
  });

  it('given its own secret choice and another seat’s, then its own is kept and the other is a legal one', () => {
    const mine: Choice = { kind: 'trade', left: 'road-03', right: 'river-01' };
    const state = roundThree({ pending: [mine, null, { kind: 'trade', left: 'dock-2', right: 'bastion-2' }, null] });
    const v = avenueEmpires.view(state, 0);
    const pairs = new Set<string>();
    const rng = Rng.fromSeed('choices');
    for (let i = 0; i < 1500; i++) {
      const drawn = determinize(v, 0, rng);
      expect(drawn.pending[0]).toEqual(mine);
      expect(drawn.pending[1]).toBeNull();
      expect(drawn.pending[3]).toBeNull();
      const other = drawn.pending[2];
      if (other?.kind !== 'trade') throw new Error('seat 2 has chosen: its drawn choice must be a trade');
      const hand = drawn.hands[2] ?? [];
      expect(other.left).not.toBe(other.right);
      expect(hand).toContain(other.left);
      expect(hand).toContain(other.right);
      pairs.add(`${hand.indexOf(other.left)}>${hand.indexOf(other.right)}`);
    }
    // any of the 7 × 6 ordered pairs of its drawn hand may be the hidden choice
    expect(pairs.size).toBe(42);
  });

  it('given a Building phase where another seat has chosen, then its drawn build is a card of its hand in any avenue', () => {
    const state = roundThree({
      phase: 'building',
      pending: [null, { kind: 'build', card: 'dock-1', avenue: 'R' }, null, null],
      passedCards: [[], [], [], []],
    });
    const v = avenueEmpires.view(state, 0);
    const cards = new Set<number>();
    const avenues = new Set<string>();
    const rng = Rng.fromSeed('builds');
    for (let i = 0; i < 600; i++) {
      const drawn = determinize(v, 0, rng);
      const other = drawn.pending[1];
      if (other?.kind !== 'build') throw new Error('seat 1 has chosen: its drawn choice must be a build');
      expect(drawn.hands[1]).toContain(other.card);
      cards.add(drawn.hands[1]?.indexOf(other.card) ?? -1);
      avenues.add(other.avenue);
      expect(drawn.pending.filter((p) => p !== null)).toHaveLength(1);
    }
    expect([...cards].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect([...avenues].sort()).toEqual(['C', 'L', 'R']);
  });

  it('given changed choices, then no seat’s count of changes survives the draw', () => {
    const state = roundThree({
      pending: [{ kind: 'trade', left: 'road-03', right: 'river-01' }, null, null, null],
      changes: [4, 0, 0, 0],
    });
    expect(determinize(avenueEmpires.view(state, 0), 0, Rng.fromSeed('changes')).changes).toEqual([0, 0, 0, 0]);
  });
});

describe('determinize by hand: a pass that may be in any other hand', () => {
  /*
   * Round 4's Trading, four seats: 3 built and 9 in hand each (48 dealt in four Productions), 12 in the deck. Seat 0
   * passed bastion-1 and bastion-2 in round 1, dock-1 and dock-2 in round 2, harbor-1 and harbor-2 in round 3, left
   * then right each time. Two Tradings have passed since round 1: its passes may be in any of seats 1, 2 and 3.
   */
  const passes: PassedCard[] = [
    { card: 'bastion-1', to: 1, round: 1 },
    { card: 'bastion-2', to: 3, round: 1 },
    { card: 'dock-1', to: 1, round: 2 },
    { card: 'dock-2', to: 3, round: 2 },
    { card: 'harbor-1', to: 1, round: 3 },
    { card: 'harbor-2', to: 3, round: 3 },
  ];
  const roundFour = (): AvenueState => {
    const own = ['river-01', 'river-02', 'river-03', 'road-01', 'road-02', 'road-03', 'wall-01', 'wall-02', 'wall-03'];
    const cities: City[] = [
      { L: ['river-04', 'river-05', 'river-06'], C: [], R: [] },
      { L: [], C: ['road-04', 'road-05', 'road-06'], R: [] },
      { L: [], C: [], R: ['wall-04', 'wall-05', 'wall-06'] },
      { L: ['river-07'], C: ['road-07'], R: ['wall-07'] },
    ];
    const out = [...own, ...cities.flatMap((c) => [...c.L, ...c.C, ...c.R]), ...passes.map((p) => p.card)];
    const rest = CANONICAL_IDS.filter((id) => !out.includes(id));
    return {
      ...roundThree(),
      round: 4,
      productions: 4,
      hands: [
        canonical(own),
        canonical([...rest.slice(0, 6), 'bastion-1', 'dock-1', 'harbor-1']),
        canonical([...rest.slice(6, 13), 'bastion-2', 'dock-2']),
        canonical([...rest.slice(13, 21), 'harbor-2']),
      ],
      deck: rest.slice(21),
      cities,
      passedCards: [passes.map((p) => ({ ...p })), [], [], []],
    };
  };

  it('given round 4, then the view says the round-1 passes may be with any other seat', () => {
    expect(avenueEmpires.view(roundFour(), 0).passedCards).toEqual([
      { card: 'bastion-1', holders: [1, 2, 3] },
      { card: 'bastion-2', holders: [1, 2, 3] },
      { card: 'dock-1', holders: [1, 2] },
      { card: 'dock-2', holders: [2, 3] },
      { card: 'harbor-1', holders: [1] },
      { card: 'harbor-2', holders: [3] },
    ]);
  });

  it('given that view, then the drawn memory puts such a pass in round 1, the only round that leaves it anywhere', () => {
    const view = avenueEmpires.view(roundFour(), 0);
    const drawn = determinize(view, 0, Rng.fromSeed('anywhere'));
    // which neighbour got it no longer shows: one pass to the left stands for both
    expect(drawn.passedCards[0]).toEqual([
      { card: 'bastion-1', to: 1, round: 1 },
      { card: 'bastion-2', to: 1, round: 1 },
      { card: 'dock-1', to: 1, round: 2 },
      { card: 'dock-2', to: 3, round: 2 },
      { card: 'harbor-1', to: 1, round: 3 },
      { card: 'harbor-2', to: 3, round: 3 },
    ]);
    expect(drawn.productions).toBe(4);
    expect(avenueEmpires.view(drawn, 0)).toEqual(view);
  });

  it('given many draws, then such a pass turns up in each other hand and never in the deck', () => {
    const view = avenueEmpires.view(roundFour(), 0);
    const rng = Rng.fromSeed('anywhere-spread');
    const seen = new Map<string, number>();
    for (let i = 0; i < 600; i++) {
      const at = String(where(determinize(view, 0, rng), 'bastion-1'));
      seen.set(at, (seen.get(at) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual(['1', '2', '3']);
  });
});

describe('determinize by hand: where the hidden cards go', () => {
  const runs = 6000;
  let tally: Map<string, number> | undefined;
  /** How often each card lands where over `runs` draws (drawn once, at the first test that asks). */
  const tallied = (): Map<string, number> => {
    if (tally) return tally;
    const view = viewOfRoundThree();
    const rng = Rng.fromSeed('where');
    const counts = new Map<string, number>();
    for (let i = 0; i < runs; i++) {
      const drawn = determinize(view, 0, rng);
      for (const id of [...PASSED, 'house-1', 'harbor-2']) {
        const key = `${id}@${where(drawn, id)}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    tally = counts;
    return counts;
  };
  const share = (key: string) => (tallied().get(key) ?? 0) / runs;
  const near = (key: string, p: number) =>
    expect(Math.abs(share(key) - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / runs));

  it('given a pass the receiver has not traded on, then it is in the receiver’s hand in every draw', () => {
    expect(share('dock-1@1')).toBe(1);
    expect(share('dock-2@3')).toBe(1);
  });

  it('given a pass one Trading old, then it is with the receiver or the next seat on, never the deck', () => {
    expect(share('bastion-1@1') + share('bastion-1@2')).toBe(1);
    expect(share('bastion-2@2') + share('bastion-2@3')).toBe(1);
    /*
     * Counting deals by hand places: seat q's 7 places, one taken by the dock it surely holds in seats 1 and 3.
     * bastion-1 at 1 and bastion-2 at 2: 6 × 7 = 42 ways; 1 and 3: 6 × 6 = 36; 2 and 2: 7 × 6 = 42; 2 and 3: 7 × 6
     * = 42; 162 in all (the 41 never-seen cards fill what is left in as many ways every time). So bastion-1 is with
     * seat 1 in 78/162 = 13/27 of the draws and bastion-2 with seat 2 in 84/162 = 14/27.
     */
    near('bastion-1@1', 13 / 27);
    near('bastion-2@2', 14 / 27);
  });

  it('given a card seat 0 never saw, then it may be anywhere hidden, in the deck in 24 draws of 41', () => {
    // 41 never-seen cards for the 17 hand places the passes leave and the 24 of the deck
    near('house-1@deck', 24 / 41);
    near('harbor-2@deck', 24 / 41);
    for (const q of [1, 2, 3]) expect(share(`house-1@${q}`)).toBeGreaterThan(0.05);
    /* seat 3 keeps 7 − 1 (dock-2) − 1 (bastion-2, 13/27 of the draws) places: 5 + 14/27 on average, of 41 */
    near('house-1@3', (5 + 14 / 27) / 41);
    expect(share('house-1@0')).toBe(0);
  });
});

describe('determinize by hand: views no state has, and other seats’ views', () => {
  it('given a spectator’s view or another seat’s, then it refuses to draw', () => {
    expect(() => determinize(avenueEmpires.view(roundThree(), null), 0, Rng.fromSeed('x'))).toThrow(/seat 0/);
    expect(() => determinize(viewOfRoundThree(), 1, Rng.fromSeed('x'))).toThrow(/seat 1/);
  });

  it('given a deck count that does not fit the hidden cards, then it throws', () => {
    // 3 × 7 cards in the other hands and 23 in the deck make 44 places, for the 41 never seen and the 4 passed
    const bad: AvenueView = { ...viewOfRoundThree(), deckCount: 23 };
    expect(() => determinize(bad, 0, Rng.fromSeed('x'))).toThrow('determinize: 44 hidden places for 45 cards');
  });

  it('given more passed cards than places in the other hands, then it throws: a passed card is never in the deck', () => {
    // the four passes may be in any other hand, but those hold 3 cards in all; the deck takes the other 42 places
    const view = viewOfRoundThree();
    const bad: AvenueView = {
      ...view,
      seats: view.seats.map((p, q) => ({ ...p, handCount: q === 0 ? 7 : 1 })),
      deckCount: 42,
      passedCards: view.passedCards.map((p) => ({ ...p, holders: [1, 2, 3] })),
    };
    expect(() => determinize(bad, 0, Rng.fromSeed('x'))).toThrow(/no deal fits/);
    // with room for them in the hands, the same passes are dealt to the hands only
    const roomy: AvenueView = { ...bad, seats: view.seats, deckCount: 24 };
    const drawn = determinize(roomy, 0, Rng.fromSeed('x'));
    for (const id of PASSED) expect(where(drawn, id)).not.toBe('deck');
  });

  it('given a remembered pass whose seats no pass could leave, then it throws', () => {
    // from seat 0, a pass runs from a neighbour away from it: seats 1 and 3 without 2 are no such run
    const view = viewOfRoundThree();
    const bad: AvenueView = {
      ...view,
      passedCards: view.passedCards.map((p) => (p.card === 'bastion-1' ? { ...p, holders: [1, 3] } : p)),
    };
    expect(() => determinize(bad, 0, Rng.fromSeed('x'))).toThrow('determinize: no pass leaves bastion-1 with seats 1, 3');
  });

  it('given a pass said to be with a seat that is not at the table, then it throws', () => {
    const view = viewOfRoundThree();
    const bad: AvenueView = {
      ...view,
      passedCards: view.passedCards.map((p) => (p.card === 'bastion-1' ? { ...p, holders: [1, 2, 3, 4] } : p)),
    };
    expect(() => determinize(bad, 0, Rng.fromSeed('x'))).toThrow(/no pass leaves bastion-1/);
  });

  it('given an unknown card id, then it throws', () => {
    const view = viewOfRoundThree();
    const bad: AvenueView = { ...view, hand: [...(view.hand ?? []).slice(1), 'castle-1'] };
    expect(() => determinize(bad, 0, Rng.fromSeed('x'))).toThrow(/unknown card castle-1/);
  });
});
