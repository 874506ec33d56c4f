import { silent } from '../core/narrator.ts';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../core/engine.ts';
import { randomPlayout } from '../core/playout.ts';
import { fold } from '../core/replay.ts';
import { Rng } from '../core/rng.ts';
import { drawHolders } from './determinize.ts';
import { CANONICAL_IDS, type CardId } from './ids.ts';
import { avenueEmpires } from './index.ts';
import type { AvenueState } from './state.ts';
import type { AvenueView } from './view.ts';
import { check, checkCitiesGrow, checkConservation, checkOutcome, checkSizes } from './test-invariants.ts';
import { longTest } from '../core/testing/random-runs.ts';

const determinize = avenueEmpires.determinize as NonNullable<typeof avenueEmpires.determinize>;
const TABLES = [3, 4, 5, 6];
/** Games per seat count, and every how many events a state is sampled along each. */
const GAMES = 4;
const EVERY = 5;

/** States along a random playout (with resubmissions): the setup's, every EVERY-th, and the final one. */
function sampledStates(seats: number, seed: string): AvenueState[] {
  const states: AvenueState[] = [avenueEmpires.setup(seats, {}, seed, silent).state];
  const played = randomPlayout<AvenueState>(avenueEmpires, {
    seats,
    seed,
    resubmitRate: 0.1,
    onStep: (s, _event, index) => {
      if (index % EVERY === EVERY - 1) states.push(s as AvenueState);
    },
  });
  states.push(played.state);
  return states;
}

/** Plays legal actions picked by `rng` (through core's fold) until the game is over; checks every step. */
function playToEnd(start: AvenueState, rng: Rng): AvenueState {
  let state = start;
  for (let steps = 0; steps < 1000; steps++) {
    const awaited = avenueEmpires.awaiting(state);
    if (awaited.length === 0) return state;
    const seat = awaited[rng.int(0, awaited.length - 1)] as Seat;
    const legal = avenueEmpires.legalActions(state, seat);
    const next = fold<AvenueState>(avenueEmpires, state, [{ seat, action: legal[rng.int(0, legal.length - 1)] }]);
    checkConservation(next);
    checkSizes(next);
    checkCitiesGrow(state.cities, next.cities);
    state = next;
  }
  throw new Error('the drawn game did not end');
}

/** Every remembered pass of `seat` is in the hand of one of the seats its view says may hold it. */
function checkMemoryTrue(state: AvenueState, seat: Seat, view: AvenueView): void {
  for (const p of view.passedCards) {
    check(!p.holders.includes(seat), `seat ${seat} remembers itself holding ${p.card}`);
    check(
      p.holders.some((q) => state.hands[q]?.includes(p.card)),
      `${p.card}, passed by ${seat}, is not with ${p.holders.join(',')}`,
    );
  }
}

/**
 * Whether two different deals surely exist: two unremembered hidden cards, and the deck holds two cards or two other
 * seats have more room than the remembered cards that may be there.
 */
function plainlyRandom(view: AvenueView, seat: Seat): boolean {
  const restricted = view.passedCards.filter((p) => p.holders.length < view.seats.length - 1);
  const unrestricted =
    view.seats.reduce((sum, p, q) => sum + (q === seat ? 0 : p.handCount), 0) + view.deckCount - restricted.length;
  const roomy = view.seats.filter(
    (p, q) => q !== seat && p.handCount > restricted.filter((r) => r.holders.includes(q)).length,
  ).length;
  return unrestricted >= 2 && (view.deckCount >= 2 || roomy >= 2);
}

describe('determinize (core/engine.ts): a state the seat cannot tell from the truth', () => {
  for (const seats of TABLES) {
    const title =
      `given ${seats} seats, then at sampled states for every seat the draw has the same view, ` +
      'keeps the invariants, plays to the end, is random and reproducible';
    it(title, () => {
      let draws = 0;
      let randomChecked = 0;
      for (let g = 0; g < GAMES; g++) {
        const states = sampledStates(seats, `det:${seats}:${g}`);
        states.forEach((real, k) => {
          for (let seat = 0; seat < seats; seat++) {
            const view = avenueEmpires.view(real, seat);
            checkMemoryTrue(real, seat, view);
            const rng = Rng.fromSeed(`draw:${g}:${k}:${seat}:${seats}`);
            const drawn = determinize(view, seat, rng);
            draws += 1;
            // (a) the seat cannot tell it from the truth
            expect(avenueEmpires.view(drawn, seat)).toEqual(view);
            // (b) the kind's invariants, and the memory is true of the drawn state too
            checkConservation(drawn);
            checkSizes(drawn);
            checkMemoryTrue(drawn, seat, view);
            // (c) it plays to the end (one seat in three, to keep the suite quick)
            if ((k + seat) % 3 === 0) {
              const end = playToEnd(drawn, Rng.fromSeed(`play:${g}:${k}:${seat}`));
              checkOutcome(end);
              expect(avenueEmpires.outcome(end)).not.toBeNull();
            }
            // (d) the same rng gives the same state; other rngs give other states where something is hidden
            expect(determinize(view, seat, Rng.fromSeed(`draw:${g}:${k}:${seat}:${seats}`))).toEqual(drawn);
            if (real.phase !== 'gameOver' && plainlyRandom(view, seat) && k % 2 === 0) {
              randomChecked += 1;
              const others = Array.from({ length: 20 }, (_, i) =>
                determinize(view, seat, Rng.fromSeed(`other:${i}:${k}:${g}`)),
              );
              expect(others.some((o) => !isDeepStrictEqual(o, drawn))).toBe(true);
            }
            // at the end nothing is hidden: the draw is the real state (but for other seats' memories)
            if (real.phase === 'gameOver') expect(drawn).toEqual({ ...real, passedCards: drawn.passedCards });
          }
        });
      }
      expect(draws).toBeGreaterThan(GAMES * seats * 10);
      expect(randomChecked).toBeGreaterThan(GAMES * seats);
    }, longTest(30_000));
  }

  it('given a small room, then drawHolders draws each placement as often as it can be dealt', () => {
    // seats 1..3 with room 2 each; sets as passes leave them (two chains and one card outside both)
    const cards = [
      { card: 'a', seats: [1] },
      { card: 'b', seats: [1, 2] },
      { card: 'c', seats: [3] },
      { card: 'd', seats: [2, 3] },
      { card: 'e', seats: [1, 3] },
    ];
    const room = [0, 2, 2, 2];
    // exact: every seat-level assignment, weighted by the places it can take (a falling factorial per seat)
    const exact = new Map<string, number>();
    const walk = (j: number, load: number[], key: string, weight: number) => {
      if (j === cards.length) {
        exact.set(key, (exact.get(key) ?? 0) + weight);
        return;
      }
      for (const q of cards[j]?.seats ?? []) {
        const free = (room[q] ?? 0) - (load[q] ?? 0);
        if (free <= 0) continue;
        load[q] = (load[q] ?? 0) + 1;
        walk(j + 1, load, key + q, weight * free);
        load[q] = (load[q] ?? 0) - 1;
      }
    };
    walk(0, [0, 0, 0, 0], '', 1);
    const total = [...exact.values()].reduce((a, b) => a + b, 0);
    const runs = 40_000;
    const seen = new Map<string, number>();
    const rng = Rng.fromSeed('holders');
    for (let i = 0; i < runs; i++) {
      const key = drawHolders(cards, [...room], rng).join('');
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual([...exact.keys()].sort());
    for (const [key, weight] of exact) {
      const p = weight / total;
      const sd = Math.sqrt((p * (1 - p)) / runs);
      expect(Math.abs((seen.get(key) ?? 0) / runs - p)).toBeLessThan(5 * sd + 1e-9);
    }
  });

  it('given mid-game states, then over many draws every hidden card lands in every place it could be, evenly', () => {
    for (const seats of TABLES) {
      const states = sampledStates(seats, `spread:${seats}`);
      const real = states[Math.floor(states.length / 3)] as AvenueState;
      const seat = 1;
      const view = avenueEmpires.view(real, seat);
      const places = new Map<CardId, Set<string>>();
      const rng = Rng.fromSeed(`spread:${seats}`);
      const runs = 3000;
      const unseen = CANONICAL_IDS.filter(
        (id) =>
          !view.hand?.includes(id) &&
          !view.passedCards.some((p) => p.card === id) &&
          !view.seats.some((p) => [...p.city.L, ...p.city.C, ...p.city.R].some((b) => b.id === id)),
      );
      for (let i = 0; i < runs; i++) {
        const drawn = determinize(view, seat, rng);
        drawn.hands.forEach((hand, q) => {
          for (const id of hand) places.set(id, (places.get(id) ?? new Set()).add(String(q)));
        });
        for (const id of drawn.deck) places.set(id, (places.get(id) ?? new Set()).add('deck'));
      }
      const others = view.seats.map((_, q) => q).filter((q) => q !== seat);
      expect(view.passedCards.length).toBeGreaterThan(0);
      for (const p of view.passedCards) {
        expect([...(places.get(p.card) ?? [])].sort()).toEqual(p.holders.map(String).sort());
      }
      const anywhere = [...others.map(String), ...(view.deckCount > 0 ? ['deck'] : [])].sort();
      for (const id of unseen) expect([...(places.get(id) ?? [])].sort()).toEqual(anywhere);
      // nothing was passed at the start: a never-seen card is in the deck with probability deck / hidden places
      const start = avenueEmpires.view(states[0] as AvenueState, seat);
      const hidden = start.seats.reduce((sum, p, q) => sum + (q === seat ? 0 : p.handCount), 0) + start.deckCount;
      let startDeck = 0;
      const startProbe = CANONICAL_IDS.find((id) => !start.hand?.includes(id)) as CardId;
      for (let i = 0; i < runs; i++) if (determinize(start, seat, rng).deck.includes(startProbe)) startDeck += 1;
      const p = start.deckCount / hidden;
      expect(Math.abs(startDeck / runs - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / runs) + 1e-9);
    }
  });

  it('given two real states the seat cannot tell apart, then the same rng draws the same state (honesty)', () => {
    let twins = 0;
    for (const seats of TABLES) {
      const states = sampledStates(seats, `honest:${seats}`);
      states.forEach((real, k) => {
        if (real.phase === 'gameOver') return;
        const seat = k % seats;
        const view = avenueEmpires.view(real, seat);
        const remembered = new Set(view.passedCards.map((p) => p.card));
        const chosen = new Set(
          real.pending.flatMap((p) => (!p ? [] : p.kind === 'trade' ? [p.left, p.right] : [p.card])),
        );
        // hidden places: the deck (-1) and the other hands; swap two cards from two of them that the seat cannot place
        const movable = (id: CardId) => !remembered.has(id) && !chosen.has(id);
        const spots: [number, number][] = [];
        real.deck.forEach((id, i) => movable(id) && spots.push([-1, i]));
        real.hands.forEach((hand, q) => q !== seat && hand.forEach((id, i) => movable(id) && spots.push([q, i])));
        const a = spots[0];
        const b = spots.find(([where]) => a !== undefined && where !== a[0]);
        if (a === undefined || b === undefined) return;
        const hands = real.hands.map((h) => [...h]);
        const deck = [...real.deck].reverse();
        const at = ([where, i]: [number, number]) => (where === -1 ? real.deck[i] : real.hands[where]?.[i]) as CardId;
        const put = ([where, i]: [number, number], id: CardId) => {
          if (where === -1) deck[real.deck.length - 1 - i] = id;
          else (hands[where] as CardId[])[i] = id;
        };
        const [x, y] = [at(a), at(b)];
        put(a, y);
        put(b, x);
        const twin: AvenueState = {
          ...real,
          deck,
          hands: hands.map((h) => CANONICAL_IDS.filter((id) => h.includes(id))),
          // other seats' memories and change counts are not in this seat's view either
          passedCards: real.passedCards.map((m, q) => (q === seat ? m : [])),
          changes: real.changes.map((c, q) => (q === seat ? c : 0)),
        };
        expect(isDeepStrictEqual(twin, real)).toBe(false);
        expect(avenueEmpires.view(twin, seat)).toEqual(view);
        const seed = `twin:${seats}:${k}`;
        const fromTwin = determinize(avenueEmpires.view(twin, seat), seat, Rng.fromSeed(seed));
        expect(fromTwin).toEqual(determinize(view, seat, Rng.fromSeed(seed)));
        twins += 1;
      });
    }
    expect(twins).toBeGreaterThan(40);
  });

  // not in a mutation run (scripts/mutation.mjs sets MUTATION_GAME): instrumented code is several times slower
  it.skipIf(process.env.MUTATION_GAME)('costs well under 0.1 ms per draw (printed per seat count)', () => {
    for (const seats of TABLES) {
      const views = sampledStates(seats, `speed:${seats}`)
        .filter((s) => s.phase !== 'gameOver')
        .map((s, k) => ({ seat: k % seats, view: avenueEmpires.view(s, k % seats) }));
      const rng = Rng.fromSeed(`speed:${seats}`);
      for (const { seat, view } of views) determinize(view, seat, rng);
      const calls = 20_000;
      const t0 = performance.now();
      for (let i = 0; i < calls; i++) {
        const { seat, view } = views[i % views.length] as { seat: Seat; view: AvenueView };
        determinize(view, seat, rng);
      }
      const micro = ((performance.now() - t0) * 1000) / calls;
      console.log(`determinize, ${seats} seats: ${micro.toFixed(1)} µs per draw over ${views.length} states`);
      expect(micro).toBeLessThan(200);
    }
  });
});
