/**
 * `determinize` (core/engine.ts) over random and bot playouts at 2, 3, 4 seats and in teams: at sampled states, for
 * every seat, the drawn state has the seat's view, keeps every invariant and plays to the end; one rng seed gives one
 * state, other seeds other ones; what everyone remembers (a returned card on a deck, a card taken from storage) stays
 * where it is known to be; hidden cards spread over every place they could be; and two states with one view give one
 * drawn state (it reads the view only).
 */
import { silent } from '../core/narrator.ts';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../core/engine.ts';
import { randomPlayout } from '../core/playout.ts';
import { Rng } from '../core/rng.ts';
import { CARD_TYPES, type CardId, cardOf } from './cards.ts';
import { civBuilder } from './index.ts';
import { checkState, checkStep } from './invariants.ts';
import { knownHand } from './known.ts';
import { playedTo } from './fixtures.ts';
import { botPlayout } from './playouts.ts';
import { basicsOf } from './setup.ts';
import { type CivState, type Player, ROWS, type Row } from './state.ts';
import type { CivView } from './view.ts';
import { longTest } from '../core/testing/random-runs.ts';

const TABLES = [[2, false], [3, false], [4, false], [4, true]] as const;
const determinize = civBuilder.determinize as (view: CivView, seat: Seat, rng: Rng) => CivState;
const draw = (s: CivState, seat: Seat, seed: string): CivState => determinize(civBuilder.view(s, seat), seat, Rng.fromSeed(seed));
const typesOf = (ids: readonly CardId[]): string[] => ids.map((id) => cardOf(id).type);
const sortedTypes = (ids: readonly CardId[]): string[] => typesOf(ids).sort();

/** Random legal actions from `state` until the game ends, checking the invariants after each. */
function playToEnd(state: CivState, seed: string): CivState {
  const chooser = Rng.fromSeed(seed);
  for (let i = 0; i < 5000; i++) {
    const awaited = civBuilder.awaiting(state);
    if (awaited.length === 0) return state;
    const seat = awaited[chooser.int(0, awaited.length - 1)] as Seat;
    const legal = civBuilder.legalActions(state, seat);
    const next = civBuilder.apply(state, seat, legal[chooser.int(0, legal.length - 1)] as never, silent);
    if (!next.ok) throw new Error(`legal action refused: ${next.error.message}`);
    checkStep(next.value.state, state);
    state = next.value.state;
  }
  throw new Error('no end after 5000 actions');
}

/** States along random and bot games of a table, every `every` actions, and the last one. */
function samples(seats: number, teams: boolean, every: number): CivState[] {
  const out: CivState[] = [];
  for (const seed of ['a', 'b']) {
    const game = randomPlayout<CivState>(civBuilder, {
      seats,
      options: { teams },
      seed: `det:${seats}:${teams}:${seed}`,
      onStep: (s, _e, i) => void (i % every === every - 1 && out.push(s as CivState)),
    });
    out.push(game.state);
  }
  let i = 0;
  const bot = botPlayout(seats, teams, `det:${seats}:${teams}:bot`, (s) => void (i++ % every === every - 1 && out.push(s)));
  out.push(bot.state);
  return out;
}

/** What every seat knows of a player: the deck's known top and the known hand cards, as types. */
function remembered(p: Player): { top: string[]; hand: string[] } {
  return { top: typesOf(p.deck.slice(0, p.known?.top ?? 0)), hand: sortedTypes(knownHand(p)) };
}

/** Whether multiset `small` (types) is inside `big`. */
function within(small: string[], big: string[]): boolean {
  const left = [...big];
  return small.every((t) => {
    const i = left.indexOf(t);
    if (i < 0) return false;
    left.splice(i, 1);
    return true;
  });
}

describe('determinize: the drawn state has the seat\'s view, keeps the invariants and plays to the end', () => {
  for (const [seats, teams] of TABLES) {
    it(`${seats} seats${teams ? ', teams' : ''}`, () => {
      let memories = 0;
      let playouts = 0;
      samples(seats, teams, 29).forEach((real, k) => {
        for (let seat = 0; seat < seats; seat++) {
          const view = civBuilder.view(real, seat);
          const drawn = determinize(view, seat, Rng.fromSeed(`d:${k}:${seat}`));
          // (a) the same view, (b) the invariants
          expect(civBuilder.view(drawn, seat)).toEqual(view);
          checkState(drawn);
          // (d) one seed, one state; other seeds, other states (the civilian deck alone has 5! orders and more)
          expect(determinize(view, seat, Rng.fromSeed(`d:${k}:${seat}`))).toEqual(drawn);
          if (view.deckCounts.civilian >= 5) {
            const others = [1, 2].map((n) => JSON.stringify(determinize(view, seat, Rng.fromSeed(`other:${n}`))));
            expect(others.some((o) => o !== JSON.stringify(drawn))).toBe(true);
          }
          expect(drawn.rng).not.toEqual(real.rng);
          // memory: what everyone saw go on a deck or into a hand is there in the drawn state too
          real.players.forEach((p, owner) => {
            const known = remembered(p);
            const d = drawn.players[owner] as Player;
            expect(typesOf(d.deck.slice(0, known.top.length))).toEqual(known.top);
            expect(within(known.hand, typesOf(d.hand))).toBe(true);
            if (owner !== seat && (known.top.length > 0 || known.hand.length > 0)) memories++;
          });
          // (c) it plays to the end (every fourth sample, to keep the suite quick)
          if (k % 4 === 0 && !real.over) {
            const end = playToEnd(drawn, `end:${k}:${seat}`);
            expect(end.over && civBuilder.outcome(end)).toBeTruthy();
            playouts++;
          }
        }
      });
      expect(memories).toBeGreaterThan(0);
      expect(playouts).toBeGreaterThan(0);
    }, longTest(60_000));
  }
});

describe('determinize reads the view only (honesty)', () => {
  /** `real` with its hidden cards moved among the places `seat` cannot tell apart. */
  function rearranged(real: CivState, seat: Seat, rng: Rng): CivState {
    const s: CivState = structuredClone(real);
    s.decks.civilian = rng.shuffle(s.decks.civilian);
    s.decks.building = rng.shuffle(s.decks.building);
    // a hero of the deck and one of the trimmed (removed) ones change places
    const trimmed = s.removed.findIndex((id) => cardOf(id).class === 'hero');
    if (trimmed >= 0 && s.decks.hero.length > 0) {
      const i = rng.int(0, s.decks.hero.length - 1);
      [s.decks.hero[i], s.removed[trimmed]] = [s.removed[trimmed] as CardId, s.decks.hero[i] as CardId];
    }
    s.players.forEach((p, owner) => {
      const top = p.known?.top ?? 0;
      const known = new Set(knownHand(p));
      // places no one but the owner can tell apart while the game runs: the unknown hand cards (others only) and the
      // deck below its known top
      const places: ['hand' | 'deck', number][] = [];
      if (owner !== seat && !real.over) p.hand.forEach((id, i) => void (!known.has(id) && places.push(['hand', i])));
      if (!real.over) for (let i = top; i < p.deck.length; i++) places.push(['deck', i]);
      const cards = rng.shuffle(places.map(([zone, i]) => p[zone][i] as CardId));
      places.forEach(([zone, i], j) => void (p[zone][i] = cards[j] as CardId));
    });
    return s;
  }

  it('two states with one view give one drawn state for one seed', () => {
    let differed = 0;
    for (const [seats, teams] of TABLES)
      samples(seats, teams, 61).forEach((real, k) => {
        for (let seat = 0; seat < seats; seat++) {
          const other = rearranged(real, seat, Rng.fromSeed(`swap:${k}:${seat}`));
          checkState(other);
          if (JSON.stringify(other) !== JSON.stringify(real)) differed++;
          expect(civBuilder.view(other, seat)).toEqual(civBuilder.view(real, seat));
          expect(draw(other, seat, `h:${k}`)).toEqual(draw(real, seat, `h:${k}`));
        }
      });
    expect(differed).toBeGreaterThan(20);
  }, longTest(60_000));
});

describe('hidden cards spread over every place they could be', () => {
  it('a hidden card lands in each possible place; an opponent\'s unseen types in its hand and its deck', () => {
    // a 3-seat game some turns in
    const real = playedTo(3, 'det:spread', 120);
    const seat = real.active[0] === 0 ? 1 : 0;
    const view = civBuilder.view(real, seat);
    const rng = Rng.fromSeed('spread');
    /** Where each card id lands, over many draws. */
    const landed = new Map<CardId, Set<string>>();
    const inHand = new Map<number, Set<string>>();
    const inDeck = new Map<number, Set<string>>();
    const put = (id: CardId, place: string) => landed.set(id, (landed.get(id) ?? new Set()).add(place));
    for (let n = 0; n < 400; n++) {
      const d = determinize(view, seat, rng);
      for (const row of ROWS) d.decks[row].forEach((id) => put(id, `${row} deck`));
      d.removed.forEach((id) => put(id, 'removed'));
      d.players.forEach((p, owner) => {
        if (owner !== seat) p.hand.forEach((id) => put(id, `hand ${owner}`));
        p.deck.forEach((id) => put(id, `deck ${owner}`));
        inHand.set(owner, new Set([...(inHand.get(owner) ?? []), ...typesOf(p.hand)]));
        inDeck.set(owner, new Set([...(inDeck.get(owner) ?? []), ...typesOf(p.deck.slice(p.known?.top ?? 0))]));
      });
    }
    // the places a hidden card of each type could be, from the view (and the seat's own deck, which it knows)
    const could = new Map<string, Set<string>>();
    const may = (type: string, place: string) => could.set(type, (could.get(type) ?? new Set()).add(place));
    view.players.forEach((pv, owner) => {
      const known = pv.known ?? { deckTop: [], hand: [], unseen: {} };
      known.deckTop.forEach((type) => may(type, `deck ${owner}`));
      if (owner === seat) {
        typesOf(real?.players[seat]?.deck ?? []).forEach((type) => may(type, `deck ${owner}`));
        return;
      }
      known.hand.forEach((type) => may(type, `hand ${owner}`));
      for (const type of Object.keys(known.unseen)) {
        if (pv.handCount > known.hand.length) may(type, `hand ${owner}`);
        if (pv.deckCount > known.deckTop.length) may(type, `deck ${owner}`);
      }
    });
    for (const t of CARD_TYPES) {
      if (t.basic) continue;
      const row = t.class as Row;
      if (view.deckCounts[row] > 0) may(t.type, `${row} deck`);
      if (row === 'hero' || row === 'landmark') may(t.type, 'removed');
    }
    const unused = new Set(Array.from({ length: 4 - 3 }, (_, k) => 3 + k).flatMap((s) => [...basicsOf(s).civilians, basicsOf(s).market]));
    // every hidden card lands only where its type could be, and each lands in every such place over the draws
    let checked = 0;
    for (const [id, places] of landed) {
      const t = cardOf(id);
      if (unused.has(id)) {
        expect([...places]).toEqual(['removed']);
        continue;
      }
      const possible = could.get(t.type) ?? new Set();
      expect([...places].filter((p) => !possible.has(p)), `${t.name} ${id}`).toEqual([]);
      expect([...possible].filter((p) => !places.has(p)), `${t.name} ${id}`).toEqual([]);
      if (possible.size >= 2) checked++;
    }
    expect(checked).toBeGreaterThan(20);
    // an opponent's unseen types turn up both in its hand and in its deck
    const opponent = (seat + 1) % 3;
    const pv = view.players[opponent];
    const unknownSlots = (pv?.handCount ?? 0) - (pv?.known?.hand.length ?? 0);
    expect(unknownSlots).toBeGreaterThan(0);
    expect((pv?.deckCount ?? 0) - (pv?.known?.deckTop.length ?? 0)).toBeGreaterThan(0);
    for (const type of Object.keys(pv?.known?.unseen ?? {})) {
      expect(inHand.get(opponent)?.has(type), `${type} in hand`).toBe(true);
      expect(inDeck.get(opponent)?.has(type), `${type} in deck`).toBe(true);
    }
  });
});

describe('what everyone remembers (view `known`)', () => {
  it('is the same for every viewer, and names types only', () => {
    for (const real of samples(4, false, 37)) {
      const views = [null, 0, 1, 2, 3].map((v) => civBuilder.view(real, v));
      for (const v of views) expect(v.players.map((p) => p.known)).toEqual(views[0]?.players.map((p) => p.known));
      for (const p of views[0]?.players ?? []) {
        expect([...(p.known?.deckTop ?? []), ...(p.known?.hand ?? []), ...Object.keys(p.known?.unseen ?? {})].every((t) => typeof t === 'string')).toBe(true);
        const counted = (p.known?.deckTop.length ?? 0) + (p.known?.hand.length ?? 0) + Object.values(p.known?.unseen ?? {}).reduce((a, b) => a + (b ?? 0), 0);
        expect(counted).toBe(p.handCount + p.deckCount);
      }
    }
  });

  it('a returned card stays on top of its deck in every drawn state', () => {
    let returned = 0;
    for (const [seats, teams] of TABLES)
      randomPlayout<CivState>(civBuilder, {
        seats,
        options: { teams },
        seed: `det:return:${seats}:${teams}`,
        onStep: (s, e) => {
          const state = s as CivState;
          const action = e.action as { type: string; cards?: CardId[] };
          if (action.type !== 'return') return;
          returned++;
          const other = (e.seat + 1) % seats;
          const d = draw(state, other, `r:${returned}`);
          expect(typesOf(d.players[e.seat]?.deck.slice(0, action.cards?.length ?? 0) ?? [])).toEqual(typesOf(action.cards ?? []));
        },
      });
    expect(returned).toBeGreaterThan(0);
  });
});

describe('speed', () => {
  it('one determinize call takes well under 0.1 ms on typical states', () => {
    const views = samples(4, false, 29).flatMap((s) => s.players.map((_, seat) => ({ seat, view: civBuilder.view(s, seat) })));
    const rng = Rng.fromSeed('speed');
    for (const { seat, view } of views) determinize(view, seat, rng);
    const start = performance.now();
    const cpu = process.cpuUsage();
    let calls = 0;
    for (let r = 0; r < 10; r++) for (const { seat, view } of views) (determinize(view, seat, rng), calls++);
    const used = process.cpuUsage(cpu);
    const us = ((performance.now() - start) * 1000) / calls;
    // the wall clock counts the time other processes hold the CPU; the CPU time is this process's own
    console.log(`Civ Builder determinize: ${us.toFixed(1)} µs per call (wall), ${((used.user + used.system) / calls).toFixed(1)} µs CPU (${calls} calls, 4 seats)`);
    expect(us).toBeLessThan(2000);
  });
});
