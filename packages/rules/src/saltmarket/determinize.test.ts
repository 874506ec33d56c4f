/**
 * determinize (core/engine.ts) over random playouts at every seat count (Saltmarket has no options): at sampled
 * states and for every seat, the drawn state shows that seat the same view, keeps the invariants, plays to the end,
 * is random where something is hidden and deterministic for one RNG seed, spreads hidden characters and deck cards
 * over their possible places, and depends on the view alone (two real states with one view draw the same state).
 */
import { silent } from '../core/narrator.ts';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../core/engine.ts';
import { randomPlayout } from '../core/playout.ts';
import { fold } from '../core/replay.ts';
import { Rng } from '../core/rng.ts';
import { CHARACTER_IDS, type CharacterId } from './characters.ts';
import { determinize } from './determinize.ts';
import { saltmarket } from './index.ts';
import { checkState, checkStep } from './invariants.ts';
import { maxActions } from './limits.ts';
import type { SaltState } from './state.ts';
import { longTest } from '../core/testing/random-runs.ts';

const rngOf = (seed: string) => Rng.fromSeed(seed);
const draw = (state: SaltState, seat: Seat, seed: string) => determinize(saltmarket.view(state, seat), seat, rngOf(seed));

/** The states of one random game: every setup state, then every `every`-th state of play, and the last. */
function sampledStates(seats: number, seed: string, every: number): SaltState[] {
  const out: SaltState[] = [];
  let index = 0;
  const played = randomPlayout<SaltState>(saltmarket, {
    seats,
    seed,
    resubmitRate: 0.2,
    maxActions: maxActions(seats),
    onStep: (state, _event, i, before) => {
      if (i === 0) out.push(before as SaltState);
      const s = state as SaltState;
      if (s.phase === 'setup' || index++ % every === 0) out.push(s);
    },
  });
  expect(played.finished).toBe(true);
  if (out.at(-1) !== played.state) out.push(played.state);
  return out;
}

/** A random legal playout from `state` (each action through core's fold), checking the invariants at every step. */
function playToEnd(state: SaltState, seed: string): SaltState {
  const chooser = rngOf(seed);
  let current = state;
  for (let n = 0; n < maxActions(state.seats); n++) {
    const awaited = saltmarket.awaiting(current);
    if (awaited.length === 0) return current;
    const seat = awaited[chooser.int(0, awaited.length - 1)] as Seat;
    const legal = saltmarket.legalActions(current, seat);
    expect(legal.length).toBeGreaterThan(0);
    const next = fold<SaltState>(saltmarket, current, [{ seat, action: legal[chooser.int(0, legal.length - 1)] }]);
    checkStep(next, current);
    current = next;
  }
  throw new Error('the drawn game did not end');
}

/** What `seat` cannot see in a state: the deck's order and the other seats' dealt characters and setup choices. */
const hiddenPart = (state: SaltState, seat: Seat) =>
  JSON.stringify([state.deck, state.players.map((p, s) => (s === seat ? null : [p.dealt, p.choice]))]);

/** Whether anything is hidden from `seat` that could be otherwise: 2+ deck cards, or another seat's characters. */
const somethingHidden = (state: SaltState) => state.deck.length >= 2 || state.seats > 1;

/** Characters are dealt once each, 2 a seat from the kind's pool; a chosen or revealed character is one of the seat's 2. */
function checkCharacters(state: SaltState): void {
  const dealt = state.players.flatMap((p) => p.dealt);
  expect(new Set(dealt).size).toBe(2 * state.seats);
  if (state.seats === 1) for (const c of ['mason', 'landlord']) expect(dealt).not.toContain(c);
  for (const p of state.players) {
    if (p.character !== null) expect(p.dealt).toContain(p.character);
    if (p.choice !== null) expect(p.dealt).toContain(p.choice.character);
    expect(p.choice !== null).toBe(state.phase === 'setup' && p.ready);
  }
}

const GAMES_PER_TABLE = 6;

describe('determinize', () => {
  for (const seats of [1, 2, 3, 4]) {
    it(`${seats} seat(s): the drawn state shows the same view, keeps the invariants, plays to the end, and is random but seeded`, () => {
      let sampled = 0;
      let playedOut = 0;
      for (let game = 0; game < GAMES_PER_TABLE; game++) {
        const states = sampledStates(seats, `determinize:${seats}:${game}`, 5);
        states.forEach((real, k) => {
          for (let seat = 0; seat < seats; seat++) {
            const view = saltmarket.view(real, seat);
            const drawn = determinize(view, seat, rngOf(`draw:${game}:${k}:${seat}`));
            sampled++;
            // (a) the seat cannot tell it from the truth
            expect(saltmarket.view(drawn, seat)).toEqual(view);
            // (b) the kind's invariants
            checkState(drawn);
            checkCharacters(drawn);
            // the Fishwife's bonus in the action under way: as in the truth, except after fish chosen at a starting
            // building's GAIN_CHOICE (the view cannot tell), where only MAY_BUY, which gains nothing, is left
            if (drawn.fishBonusTaken !== real.fishBonusTaken) expect(real.step).toBe('MAY_BUY');
            // (d) the same seed draws the same state; other seeds randomize what is hidden, and the RNG always
            expect(determinize(view, seat, rngOf(`draw:${game}:${k}:${seat}`))).toEqual(drawn);
            const others = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => determinize(view, seat, rngOf(`other:${i}`)));
            for (const other of others) expect(other.rng).not.toEqual(drawn.rng);
            if (somethingHidden(real))
              expect(new Set([drawn, ...others].map((s) => hiddenPart(s, seat))).size).toBeGreaterThan(1);
            // the real seed is not carried over
            expect(drawn.rng).not.toEqual(real.rng);
          }
          // (c) plays to an outcome, from a drawn state for one seat in turn (every seat over the samples)
          if (k % 2 === 0) {
            const seat = k % seats;
            const end = playToEnd(determinize(saltmarket.view(real, seat), seat, rngOf(`play:${k}`)), `chooser:${k}`);
            expect(saltmarket.outcome(end)).not.toBeNull();
            playedOut++;
          }
        });
      }
      expect(sampled).toBeGreaterThan(10 * seats);
      expect(playedOut).toBeGreaterThan(3);
    }, longTest(30_000));
  }

  it('(e) spreads hidden characters over the other seats and deck cards over every deck position', () => {
    const draws = 1200;
    // setup, 4 seats: each of the 10 characters the viewer was not dealt lands with each other seat at least once
    const start = sampledStates(4, 'spread:setup', 1000)[0] as SaltState;
    const unseen = CHARACTER_IDS.filter((c) => !start.players[0]?.dealt.includes(c));
    const setupHits = new Map<string, number>();
    // after the reveal: each possible unchosen character lands with each other seat
    const played = sampledStates(4, 'spread:play', 5).find((s) => s.phase === 'play' && s.deck.length >= 12) as SaltState;
    expect(played).toBeDefined();
    const known = new Set<CharacterId>([...(played.players[0]?.dealt ?? []), ...played.players.map((p) => p.character as CharacterId)]);
    const unchosen = CHARACTER_IDS.filter((c) => !known.has(c));
    const playHits = new Map<string, number>();
    const deckHits = new Map<string, number>();
    const setupView = saltmarket.view(start, 0);
    const playView = saltmarket.view(played, 0);
    const rng = rngOf('spread');
    for (let i = 0; i < draws; i++) {
      const a = determinize(setupView, 0, rng);
      a.players.forEach((p, s) => {
        if (s > 0) for (const c of p.dealt) setupHits.set(`${s}:${c}`, (setupHits.get(`${s}:${c}`) ?? 0) + 1);
      });
      const b = determinize(playView, 0, rng);
      b.players.forEach((p, s) => {
        const other = p.dealt.find((c) => c !== p.character);
        if (s > 0) playHits.set(`${s}:${other}`, (playHits.get(`${s}:${other}`) ?? 0) + 1);
      });
      b.deck.forEach((card, pos) => deckHits.set(`${pos}:${card}`, (deckHits.get(`${pos}:${card}`) ?? 0) + 1));
    }
    for (const s of [1, 2, 3]) {
      for (const c of unseen) expect(setupHits.get(`${s}:${c}`) ?? 0, `setup seat ${s} ${c}`).toBeGreaterThan(0);
      for (const c of unchosen) expect(playHits.get(`${s}:${c}`) ?? 0, `play seat ${s} ${c}`).toBeGreaterThan(0);
    }
    // roughly uniform: each (position, card) near draws / deck size
    const expected = draws / played.deck.length;
    for (let pos = 0; pos < played.deck.length; pos++)
      for (const card of played.deck) {
        const n = deckHits.get(`${pos}:${card}`) ?? 0;
        expect(n, `deck position ${pos}: ${card}`).toBeGreaterThan(expected / 3);
        expect(n, `deck position ${pos}: ${card}`).toBeLessThan(expected * 2);
      }
    // no seat's dealt ever shows a character twice or the viewer's own
    expect([...setupHits.keys()].some((k) => start.players[0]?.dealt.includes(k.split(':')[1] as CharacterId))).toBe(false);
  });

  it('(f) two real states with one view for the seat draw the same state (it reads the view alone)', () => {
    // in play: another deck order, another RNG, another seat's unchosen character swapped for one never dealt
    const real = sampledStates(3, 'honesty:play', 7).find((s) => s.phase === 'play' && s.deck.length >= 4) as SaltState;
    expect(real).toBeDefined();
    const dealtAll = new Set(real.players.flatMap((p) => p.dealt));
    const spare = CHARACTER_IDS.find((c) => !dealtAll.has(c)) as CharacterId;
    const twin: SaltState = structuredClone(real);
    twin.deck = [...real.deck].reverse();
    twin.rng = [9, 8, 7, 6];
    const p1 = twin.players[1];
    if (!p1) throw new Error('seat 1');
    p1.dealt = p1.dealt.map((c) => (c === p1.character ? c : spare));
    checkState(twin);
    expect(twin).not.toEqual(real);
    expect(saltmarket.view(twin, 0)).toEqual(saltmarket.view(real, 0));
    expect(draw(twin, 0, 'same')).toEqual(draw(real, 0, 'same'));
    // in setup: another seat that has chosen holds other characters and made another choice, more times
    const dealt = saltmarket.setup(3, {}, 'honesty:setup', silent).state;
    const setup = fold<SaltState>(saltmarket, dealt, [{ seat: 1, action: saltmarket.legalActions(dealt, 1)[5] }]);
    expect(setup.phase === 'setup' && setup.players[1]?.ready).toBe(true);
    const undealt = CHARACTER_IDS.filter((c) => !setup.players.some((p) => p.dealt.includes(c)));
    const other: SaltState = structuredClone(setup);
    const q = other.players[1];
    if (!q) throw new Error('seat 1');
    q.dealt = [undealt[0] as CharacterId, undealt[1] as CharacterId];
    q.choice = { character: undealt[1] as CharacterId, goods: undealt[1] === 'quartermaster' ? { stone: 6 } : { fish: 3 } };
    q.changes = 4;
    other.deck = [...setup.deck].reverse();
    other.rng = [1, 1, 1, 1];
    checkState(other);
    expect(saltmarket.view(other, 0)).toEqual(saltmarket.view(setup, 0));
    expect(draw(other, 0, 'same')).toEqual(draw(setup, 0, 'same'));
    // and what the seat does see is honoured: its own dealt and choice stay
    const own = draw(setup, 0, 'same').players[0];
    expect(own?.dealt).toEqual(setup.players[0]?.dealt);
    expect(own?.choice).toEqual(setup.players[0]?.choice);
  });

  it('costs a few microseconds a call', () => {
    const views = [1, 2, 3, 4].flatMap((seats) =>
      sampledStates(seats, `timing:${seats}`, 3).map((s) => [saltmarket.view(s, s.active), s.active] as const),
    );
    const rng = rngOf('timing');
    for (let i = 0; i < 200; i++) for (const [v, seat] of views) determinize(v, seat, rng);
    // the best of 5 batches: the machine is shared, the slower batches measure the neighbours
    const rounds = 100;
    let micros = Number.POSITIVE_INFINITY;
    for (let batch = 0; batch < 5; batch++) {
      const t0 = performance.now();
      for (let i = 0; i < rounds; i++) for (const [v, seat] of views) determinize(v, seat, rng);
      micros = Math.min(micros, ((performance.now() - t0) * 1000) / (rounds * views.length));
    }
    console.log(`Saltmarket determinize: ${micros.toFixed(2)} µs per call (best of 5 batches of ${views.length} views × ${rounds})`);
    expect(micros).toBeLessThan(1000);
  });
});
