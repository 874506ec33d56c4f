import { afterAll, describe, expect, it } from 'vitest';
import type { Seat } from '../core/engine.ts';
import { randomPlayout } from '../core/playout.ts';
import { silent } from '../core/narrator.ts';
import { Rng } from '../core/rng.ts';
import { customDeckOptions } from './deck-arbitraries.ts';
import { typeOf } from './deck.ts';
import { determinize } from './determinize.ts';
import { deepFreeze, play, table } from './fixtures.ts';
import { arquetect } from './index.ts';
import { checkState, checkStep, checkViews } from './invariants.ts';
import { maxActions } from './limits.ts';
import { initialMemory } from './memory.ts';
import { secrets } from './secrets.ts';
import type { ArquetectState } from './state.ts';
import { expectedSeat } from './state.ts';
import type { ArquetectView } from './view.ts';
import { view } from './view.ts';
import { longTest } from '../core/testing/random-runs.ts';

/**
 * determinize (the engine's optional member, for the bots' search): a state drawn from one seat's view alone, with
 * that same view, that passes the invariants and plays to the end; random where something is hidden, the same for
 * the same draws; every hidden card spread over every place it could be, each consistent state equally likely; and
 * blind to everything but the view (two states with one view give one draw).
 */

const json = (v: unknown) => JSON.stringify(v);
const drawFor = (v: ArquetectView, seat: Seat, seed: string) => determinize(v, seat, Rng.fromSeed(seed));

/** The view of `seat` at `state`, frozen (determinize must not write to it) and copied (it must not share with the state). */
const frozenView = (state: ArquetectState, seat: Seat) => deepFreeze(JSON.parse(json(view(state, seat))) as ArquetectView);

/** Other players' slots whose kind `seat`'s view does not show (facing in, not remembered). */
function unknownSlots(v: ArquetectView, seat: Seat, except: readonly Seat[] = []): number {
  const remembered = new Set(v.remembered.map((r) => `${r.seat}/${r.index}`));
  let n = 0;
  for (const p of v.players)
    if (p.seat !== seat && !except.includes(p.seat))
      p.slots.forEach((slot, i) => {
        if (!('id' in slot) && !slot.out && !remembered.has(`${p.seat}/${i}`)) n++;
      });
  return n;
}

/** Plays legal actions picked at random from `state` to the end, checking every step; the number of actions. */
function playOut(state: ArquetectState, seed: string): number {
  const chooser = Rng.fromSeed(seed);
  let current = state;
  let actions = 0;
  for (let seat = expectedSeat(current); seat !== null; seat = expectedSeat(current)) {
    if (actions > maxActions(current.seats)) throw new Error('the drawn game did not end');
    const legal = arquetect.legalActions(current, seat);
    const action = legal[chooser.int(0, legal.length - 1)];
    if (!action) throw new Error(`seat ${seat} is expected but has no legal action`);
    const next = arquetect.apply(current, seat, action, silent);
    if (!next.ok) throw new Error(`legal action rejected: ${next.error.code}`);
    checkStep(next.value.state, current);
    current = next.value.state;
    actions++;
  }
  expect(arquetect.outcome(current)?.seats).toHaveLength(state.seats);
  return actions;
}

const timing = { calls: 0, ms: 0 };
const counted = { states: 0, draws: 0, playouts: 0, varied: 0, swaps: 0 };

describe('determinize (a state the seat cannot tell from the truth)', () => {
  const decks = (seats: number) => [
    { label: 'starter', options: { deck: 'starter' } },
    { label: 'starter+expansion', options: { deck: 'starter+expansion' } },
    { label: 'custom', options: customDeckOptions(seats, false, 7 * seats) },
    { label: 'custom with expansion', options: customDeckOptions(seats, true, 11 * seats) },
  ];
  for (const seats of [2, 3, 4, 5, 6])
    for (const { label, options } of decks(seats))
      it(`${seats} seats, ${label}: same view, invariants, plays to the end, random yet repeatable, blind to the state`, () => {
        for (let game = 0; game < 2; game++) {
          const seed = `determinize:${seats}:${label}:${game}`;
          const states: ArquetectState[] = [];
          const played = randomPlayout<ArquetectState>(arquetect, {
            seats,
            options,
            seed,
            maxActions: maxActions(seats),
            onStep: (state) => states.push(state as ArquetectState),
          });
          expect(played.finished).toBe(true);
          const sampled = states.filter((s, i) => i % 5 === 0 || (s.offer !== null && i % 2 === 0));
          sampled.forEach((real, k) => {
            counted.states++;
            for (let seat = 0; seat < seats; seat++) {
              const seen = frozenView(real, seat);
              const t0 = performance.now();
              const drawn = drawFor(seen, seat, `${seed}:${k}:${seat}`);
              timing.ms += performance.now() - t0;
              timing.calls++;
              counted.draws++;
              // (a) the same view
              if (json(view(drawn, seat)) !== json(seen)) expect(view(drawn, seat)).toEqual(seen);
              // (b) the invariants
              checkState(drawn);
              checkViews(drawn);
              // (d) repeatable: the same draws give the same state
              expect(json(drawFor(seen, seat, `${seed}:${k}:${seat}`))).toBe(json(drawn));
              // (d) random: where two hidden cards could trade places, other draws differ
              const givers = real.offer ? [real.offer.from, ...(real.offer.counter ? [real.offer.counter.by] : [])] : [];
              if (unknownSlots(seen, seat, givers) >= 2) {
                const others = new Set([json(drawn)]);
                for (let r = 0; r < 8; r++) others.add(json(drawFor(seen, seat, `${seed}:${k}:${seat}:other:${r}`)));
                expect(others.size, `state ${k}, seat ${seat}: the draws never vary`).toBeGreaterThan(1);
                counted.varied++;
              }
              // (f) blind to the state: two hidden cards traded between places give the same view and the same draw
              const hidden = secrets(real, seat).filter(
                (id) =>
                  !seen.remembered.some((r) => r.id === id) &&
                  !real.offer?.cards.includes(id) &&
                  !real.offer?.counter?.cards.includes(id),
              );
              const findSlot = (id: string) => {
                for (let s = 0; s < seats; s++) {
                  const i = (real.hands[s] ?? []).findIndex((slot) => slot.id === id && !slot.out);
                  if (i >= 0 && s !== seat && !seen.remembered.some((r) => r.seat === s && r.index === i)) return [s, i] as const;
                }
                return null;
              };
              const a = hidden.map(findSlot).find((p) => p !== null);
              const b = hidden.map(findSlot).findLast((p) => p !== null);
              if (a && b && (a[0] !== b[0] || a[1] !== b[1])) {
                const hands = real.hands.map((hand) => hand.slice());
                const cardA = hands[a[0]]?.[a[1]];
                const cardB = hands[b[0]]?.[b[1]];
                if (cardA && cardB) {
                  (hands[a[0]] as typeof hands[number])[a[1]] = cardB;
                  (hands[b[0]] as typeof hands[number])[b[1]] = cardA;
                }
                const twin: ArquetectState = { ...real, hands };
                const twinView = frozenView(twin, seat);
                expect(json(twinView)).toBe(json(seen));
                expect(json(drawFor(twinView, seat, `${seed}:${k}:${seat}`))).toBe(json(drawn));
                counted.swaps++;
              }
            }
            // (c) plays to the end, from one drawn state in four (one seat each, in turn)
            if (k % 4 === 0) {
              const seat = k % seats;
              playOut(drawFor(frozenView(real, seat), seat, `${seed}:${k}:playout`), `${seed}:${k}:chooser`);
              counted.playouts++;
            }
          });
        }
      });

  afterAll(() => {
    console.log(
      `Arquetect determinize: ${counted.draws} draws at ${counted.states} sampled states (${counted.varied} checked to vary, ` +
        `${counted.swaps} twin states), ${counted.playouts} drawn games played out; ` +
        `${((timing.ms * 1000) / Math.max(1, timing.calls)).toFixed(1)} µs per call on average (wall clock, inside the test)`,
    );
  });
});

describe('determinize is cheap (the search draws once per iteration)', () => {
  it('takes microseconds per call, measured warm over sampled views of 4- and 6-player games', () => {
    const views: [ArquetectView, Seat][] = [];
    for (const seats of [4, 6])
      for (let game = 0; game < 10; game++)
        randomPlayout(arquetect, {
          seats,
          options: { deck: 'starter+expansion' },
          seed: `timing:${seats}:${game}`,
          onStep: (state, _e, i) => {
            const s = state as ArquetectState;
            if (i % 3 === 0 && s.step !== 'gameOver') views.push([view(s, i % seats), i % seats]);
          },
        });
    const rng = Rng.fromSeed('timing');
    for (const [v, seat] of views) determinize(v, seat, rng);
    const rounds = 3;
    const calls = rounds * views.length;
    const t0 = performance.now();
    for (let r = 0; r < rounds; r++) for (const [v, seat] of views) determinize(v, seat, rng);
    const us = ((performance.now() - t0) * 1000) / calls;
    console.log(
      `Arquetect determinize: ${us.toFixed(1)} µs per call warm (wall clock, ${calls} calls on ${views.length} views, ` +
        'on a machine as busy as it is now)',
    );
    // a loose bound against a pathological slowdown, not a benchmark: the machine may be busy
    expect(us).toBeLessThan(2000);
  }, longTest(60_000));
});

describe('determinize spreads what is hidden', () => {
  /** Where each card not in `seat`'s view lands over many draws, against where it could be. */
  function spread(real: ArquetectState, seat: Seat, draws: number) {
    const v = frozenView(real, seat);
    const remembered = new Map(v.remembered.map((r) => [`${r.seat}/${r.index}`, r]));
    const landed = new Map<string, Map<string, number>>();
    for (let r = 0; r < draws; r++) {
      const drawn = drawFor(v, seat, `spread:${r}`);
      drawn.hands.forEach((hand, s) =>
        hand.forEach((slot, i) => {
          if (s === seat) return;
          const at = landed.get(slot.id) ?? new Map<string, number>();
          at.set(`${s}/${i}`, (at.get(`${s}/${i}`) ?? 0) + 1);
          landed.set(slot.id, at);
        }),
      );
    }
    // the places a hidden card could be: other players' slots whose id the seat does not know, of its kind; and the
    // slots of unknown kind too, unless the slots known to be of its kind take every hidden card of that kind
    const hidden = secrets(real, seat).filter((id) => !v.remembered.some((r) => r.id === id));
    const kindOf = (p: ArquetectView['players'][number], i: number) => {
      const slot = p.slots[i];
      return slot?.out ? slot.type : remembered.get(`${p.seat}/${i}`)?.type;
    };
    const places = v.players.flatMap((p) =>
      p.seat === seat
        ? []
        : p.slots.flatMap((_, i) => {
            const at = `${p.seat}/${i}`;
            return remembered.get(at)?.id ? [] : [{ at, kind: kindOf(p, i) }];
          }),
    );
    const possible = (id: string) => {
      const kind = typeOf(id);
      const spare = hidden.filter((h) => typeOf(h) === kind).length > places.filter((p) => p.kind === kind).length;
      return places.filter((p) => p.kind === kind || (p.kind === undefined && spare)).map((p) => p.at).sort();
    };
    return { landed, possible, hidden };
  }

  it('(e) over many draws, each hidden card lands in every place it could be, and nowhere else', () => {
    for (const [seats, options] of [
      [3, { deck: 'starter' }],
      [4, { deck: 'starter+expansion' }],
      [6, { deck: 'starter+expansion' }],
    ] as const) {
      const states: ArquetectState[] = [];
      randomPlayout(arquetect, { seats, options, seed: `spread:${seats}`, onStep: (s) => states.push(s as ArquetectState) });
      // a state in the middle of the game, between two turns (no trade names to place)
      const real = states.filter((s) => s.step === 'act')[Math.floor(states.filter((s) => s.step === 'act').length / 2)];
      if (!real) throw new Error('no state to spread');
      const seat = (real.active + 1) % seats;
      const { landed, possible, hidden } = spread(real, seat, 2500);
      expect(hidden.length).toBeGreaterThan(seats);
      for (const id of hidden) expect([...(landed.get(id)?.keys() ?? [])].sort(), id).toEqual(possible(id));
    }
  });

  it('(e) with a trade under way, every state consistent with the view is drawn, about equally often', () => {
    // Ana offers her Fire to Ben, who counters with a Lake; Cai (seat 2) sees names and hand sizes only
    let s = table({ hands: [['Fire', 'Park', 'Lake'], ['Park', 'Lake'], ['Cottage']] });
    s = play(s, 0, { type: 'offerTrade', cards: ['fire-1'], to: 1 });
    s = play(s, 1, { type: 'counterOffer', cards: ['lake-2'] });
    const seat = 2;
    const v = frozenView(s, seat);
    // every state with Cai's view, by brute force: each deal of the five hidden cards, each choice of the named cards
    const pool = ['fire-1', 'park-1', 'lake-1', 'park-2', 'lake-2'];
    const consistent = new Set<string>();
    const permutations = (xs: string[]): string[][] =>
      xs.length <= 1 ? [xs] : xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
    for (const deal of permutations(pool)) {
      const hands = [deal.slice(0, 3), deal.slice(3, 5), ['cottage-1']];
      for (const offered of hands[0] ?? [])
        for (const countered of hands[1] ?? []) {
          const candidate: ArquetectState = {
            ...s,
            hands: hands.map((h) => h.map((id) => ({ id, out: false }))),
            offer: s.offer && {
              ...s.offer,
              cards: [offered],
              counter: s.offer.counter && { ...s.offer.counter, cards: [countered] },
            },
          };
          candidate.memory = initialMemory(candidate.hands, candidate.rubble);
          if (json(view(candidate, seat)) === json(v)) consistent.add(json({ hands: candidate.hands, offer: candidate.offer }));
        }
    }
    // the only Fire is Ana's (3 places) and 24 deals of the rest in each; a Lake is Ben's: 16 deals give him one,
    // 4 give him both (either may be the countered one: 8 states), 4 none: 3 × (16 + 8) states
    expect(consistent.size).toBe(72);
    const draws = 30_000;
    const counts = new Map<string, number>();
    for (let r = 0; r < draws; r++) {
      const drawn = drawFor(v, seat, `uniform:${r}`);
      const key = json({ hands: drawn.hands, offer: drawn.offer });
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(new Set(counts.keys())).toEqual(consistent);
    const expected = draws / consistent.size;
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.25);
  });

  it('(e) draws the accepted placement the seat cannot see, and keeps the one it made', () => {
    let s = table({ hands: [['Fire', 'Park', 'Lake', 'Shop'], ['Park', 'Lake', 'Mine'], ['Cottage']] });
    s = play(s, 0, { type: 'offerTrade', cards: ['fire-1'], to: 1 });
    s = play(s, 1, { type: 'counterOffer', cards: ['lake-2', 'mine-1'] });
    s = play(s, 0, { type: 'acceptCounter', placement: [4, 1] });
    const mine = drawFor(frozenView(s, 0), 0, 'placement');
    expect(mine.offer?.acceptPlacement).toEqual([4, 1]);
    const placements = new Set<string>();
    for (let r = 0; r < 400; r++) {
      const drawn = drawFor(frozenView(s, 1), 1, `placement:${r}`);
      checkState(drawn);
      placements.add(json(drawn.offer?.acceptPlacement));
      expect(drawn.offer?.counter?.cards).toEqual(['lake-2', 'mine-1']);
    }
    // m = 4 − 1 + 2 = 5 slots, 2 cards: 20 ordered placements
    expect(placements.size).toBe(20);
  });
});
