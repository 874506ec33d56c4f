/** Spec §5 legalActions: the canonical forms, and variants that `apply` accepts and stores canonically. */
import { describe, expect, it } from 'vitest';
import type { CivAction } from './actions.ts';
import { act, dealer, run, table } from './fixtures.ts';
import { civBuilder } from './index.ts';
import { subsets } from './legal.ts';
import type { CivState } from './state.ts';
import { minimalSteals } from './steal-sets.ts';

const ofType = (list: CivAction[], type: CivAction['type']) => list.filter((a) => a.type === type);

describe('steal: minimal multisets of source values, the earliest entries per value', () => {
  it('lists no set with a proper part that reaches the cost', () => {
    const src = (id: number, value: number, used = false) => ({ id, value, used });
    const sources = [src(1, 3), src(2, 3), src(3, 5), src(4, 2), src(5, 7, true)];
    expect(minimalSteals(sources, 5).sort()).toEqual([[1, 2], [1, 4], [3]].sort());
    expect(minimalSteals(sources, 8).sort()).toEqual([[1, 2, 4], [1, 3]]);
    expect(minimalSteals(sources, 0).sort()).toEqual([[1], [3], [4]].sort());
    expect(minimalSteals(sources, 14)).toEqual([]);
  });

  it('lists each opponent discard card with each minimal set', () => {
    const d = dealer();
    const [th, sm, cv, la] = d.many('thief', 'smuggler', 'caravan', 'labourer');
    const s = table({
      players: [{ play: [th, sm] as number[], stealSources: [{ id: th, value: 3, used: false }, { id: sm, value: 2, used: false }] }, { discard: [cv, la] as number[] }],
    });
    expect(ofType((civBuilder.legalActions(s, 0) as CivAction[]), 'steal')).toEqual([
      { type: 'steal', player: 0, from: 1, card: cv, using: [th, sm] },
      { type: 'steal', player: 0, from: 1, card: la, using: [th] },
      { type: 'steal', player: 0, from: 1, card: la, using: [sm] },
    ]);
    // the sources named out of order are stored in registration order
    expect(run(s, 0, { type: 'steal', from: 1, card: cv, using: [sm, th] }).action).toEqual({ type: 'steal', player: 0, from: 1, card: cv, using: [th, sm] });
  });
});

describe('endTurn: store maps with copies of a type counted once', () => {
  it('offers each store building nothing or one type that shares its trait, the earliest copy, hand before play', () => {
    const d = dealer();
    const [wh, sc] = d.many('warehouse', 'school');
    const [w1, w2, scribe, me] = d.many('worker', 'worker', 'scribe', 'merchant');
    const s = table({ players: [{ hand: [w1, scribe] as number[], play: [w2, me] as number[], constructs: [{ id: wh, built: true }, { id: sc, built: true }] }, {}] });
    const ends = ofType((civBuilder.legalActions(s, 0) as CivAction[]), 'endTurn');
    expect(ends).toEqual([
      { type: 'endTurn', player: 0 },
      { type: 'endTurn', player: 0, store: [{ building: sc, cards: [scribe] }] },
      { type: 'endTurn', player: 0, store: [{ building: wh, cards: [w1] }] },
      { type: 'endTurn', player: 0, store: [{ building: wh, cards: [w1] }, { building: sc, cards: [scribe] }] },
      { type: 'endTurn', player: 0, store: [{ building: wh, cards: [me] }] },
      { type: 'endTurn', player: 0, store: [{ building: wh, cards: [me] }, { building: sc, cards: [scribe] }] },
    ]);
    // entries out of construct order, and empty entries, are stored canonically
    const stored = run(s, 0, { type: 'endTurn', store: [{ building: sc, cards: [scribe] }, { building: wh, cards: [me] }, { building: wh, cards: [] }] });
    expect(stored.action).toEqual({ type: 'endTurn', player: 0, store: [{ building: wh, cards: [me] }, { building: sc, cards: [scribe] }] });
    expect(run(s, 0, { type: 'endTurn', store: [] }).action).toEqual({ type: 'endTurn', player: 0 });
  });
});

describe('the start phase and heroes', () => {
  it('takeStored lists every subset of the stored cards in construct, then stored order', () => {
    const d = dealer();
    const [wh, sc, cv, bn, scribe] = d.many('warehouse', 'school', 'caravan', 'banker', 'scribe');
    const s = table({ players: [{ constructs: [{ id: wh, built: true, stored: [cv, bn] as number[] }, { id: sc, built: true, stored: [scribe] as number[] }] }, {}], phase: 'start' });
    const legal = (civBuilder.legalActions(s, 0) as CivAction[]);
    expect(legal.every((a) => a.type === 'takeStored')).toBe(true);
    expect(legal.map((a) => (a as { cards: number[] }).cards).sort()).toEqual([[], [cv], [bn], [scribe], [cv, bn], [cv, scribe], [bn, scribe], [cv, bn, scribe]].sort());
    expect(run(s, 0, { type: 'takeStored', cards: [scribe, cv] }).action).toEqual({ type: 'takeStored', player: 0, cards: [cv, scribe] });
  });

  it('a hero once per mode, Master Builder\'s Use once per unbuilt construct, which it can flip', () => {
    const d = dealer();
    const [mb, wl, hm, wk, market] = d.many('master-builder', 'warlord', 'hermitage', 'workshop', 'market');
    const s = table({ players: [{ hand: [mb, wl] as number[], deck: d.many('worker', 'worker'), constructs: [{ id: market, built: true }, { id: hm }, { id: wk }] }, {}] });
    expect(ofType((civBuilder.legalActions(s, 0) as CivAction[]), 'play')).toEqual([
      { type: 'play', player: 0, card: mb, mode: 'use', construct: hm },
      { type: 'play', player: 0, card: mb, mode: 'use', construct: wk },
      { type: 'play', player: 0, card: mb, mode: 'discard' },
      { type: 'play', player: 0, card: wl, mode: 'use' },
      { type: 'play', player: 0, card: wl, mode: 'discard' },
    ]);
    const built = act(s, 0, { type: 'play', card: mb, mode: 'use', construct: hm });
    expect(built.players[0]?.constructs[1]).toMatchObject({ built: true, bonus: 0 });
    expect(built.players[0]?.trash).toEqual([mb]);
    // a field the action does not use is dropped from the stored form
    expect(run(s, 0, { type: 'play', card: wl, mode: 'discard', construct: hm }).action).toEqual({ type: 'play', player: 0, card: wl, mode: 'discard' });
    const kept = act(s, 0, { type: 'play', card: wl, mode: 'discard' });
    expect([kept.players[0]?.discard, kept.players[0]?.pools.warfare]).toEqual([[wl], 1]);
  });

  it('a + card assigned from hand resolves its effects first; from play only + cards', () => {
    const d = dealer();
    const [eng, hm, w] = d.many('engineer', 'hermitage', 'worker');
    const s = table({ players: [{ hand: [eng] as number[], deck: [w] as number[], constructs: [{ id: hm }] }, {}] });
    const x = act(s, 0, { type: 'assign', card: eng, construct: hm });
    expect(x.players[0]).toMatchObject({ hand: [w], play: [], constructs: [{ id: hm, assigned: [eng] }] });
  });
});

describe('attacks, raids and trashes listed', () => {
  const d = dealer();
  // opponent: Market (strength 2) and Harbour (5) built, a Fortress (8) built, Walls unbuilt (no bonus); 4 cards in hand
  const [market, harbour, fortress, walls, caravan] = d.many('market', 'harbour', 'fortress', 'walls', 'caravan');
  const [worker, scribe, militia] = d.many('worker', 'scribe', 'militia');
  const civilian = d.many('labourer', 'merchant');
  const [workshop, sage] = d.many('workshop', 'sage');
  const board = (pools: object, theirHand: number) =>
    table({
      players: [
        { hand: [worker], discard: [scribe], play: [militia], pools },
        {
          hand: d.many(...(Array.from({ length: theirHand }, () => 'worker') as ['worker'])),
          constructs: [{ id: market, built: true }, { id: harbour, built: true, stored: [caravan] }, { id: fortress, built: true }, { id: walls }],
        },
      ],
      rows: { civilian, building: [workshop], hero: [sage] },
    });
  const listed = (s: CivState, type: CivAction['type']) => ofType(civBuilder.legalActions(s, 0) as CivAction[], type);

  it('attacks every built construct its warfare reaches, strength equal to warfare included', () => {
    expect(listed(board({ warfare: 5 }, 4), 'attack')).toEqual([
      { type: 'attack', player: 0, target: 1, card: market },
      { type: 'attack', player: 0, target: 1, card: harbour },
    ]);
    expect(listed(board({ warfare: 4 }, 4), 'attack')).toEqual([{ type: 'attack', player: 0, target: 1, card: market }]);
    expect(listed(board({ warfare: 0 }, 4), 'attack')).toEqual([]);
  });

  it('raids a hand above three cards, and each stored card', () => {
    expect(listed(board({ raid: 1 }, 4), 'raid')).toEqual([
      { type: 'raid', player: 0, target: 1 },
      { type: 'raid', player: 0, target: 1, card: caravan },
    ]);
    expect(listed(board({ raid: 1 }, 3), 'raid')).toEqual([{ type: 'raid', player: 0, target: 1, card: caravan }]);
    expect(listed(board({ raid: 0 }, 4), 'raid')).toEqual([]);
  });

  it('trashes a card of hand, discard pile or play area, or a slot of the building and civilian rows (never the hero row)', () => {
    expect(listed(board({ trash: 1 }, 4), 'trash')).toEqual([
      { type: 'trash', player: 0, card: worker },
      { type: 'trash', player: 0, card: scribe },
      { type: 'trash', player: 0, card: militia },
      { type: 'trash', player: 0, row: 'building', slot: 0 },
      { type: 'trash', player: 0, row: 'civilian', slot: 0 },
      { type: 'trash', player: 0, row: 'civilian', slot: 1 },
    ]);
    expect(listed(board({ trash: 0 }, 4), 'trash')).toEqual([]);
  });

  it('lists stored-card subsets shortest first, then by their first card’s place (spec §5 canonical order)', () => {
    const [a, b, c] = [7, 8, 9];
    expect(subsets([a, b, c])).toEqual([[], [a], [b], [c], [a, b], [a, c], [b, c], [a, b, c]]);
    // with four, pairs made later from an earlier first card ([a, d]) come before pairs from a later one ([b, c])
    const d = 10;
    expect(subsets([a, b, c, d])).toEqual([
      [], [a], [b], [c], [d],
      [a, b], [a, c], [a, d], [b, c], [b, d], [c, d],
      [a, b, c], [a, b, d], [a, c, d], [b, c, d],
      [a, b, c, d],
    ]);
  });
});
