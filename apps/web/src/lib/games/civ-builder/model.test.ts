import { idsOf } from '@turnpost/rules/civ-builder';
import { describe, expect, it } from 'vitest';
import {
  cardOf,
  choicesFor,
  endTurnFor,
  faceLine,
  indexActions,
  pickTitle,
  storeLabels,
  storeSlots,
  takeStoredFor,
} from './model.ts';
import { moneyPlays } from './money.ts';
import type { ActionOf, CivAction, CivView, ConstructView, PlayerView } from './types.ts';

const id = (type: Parameters<typeof idsOf>[0], copy = 0) => idsOf(type)[copy] as number;

function construct(cid: number, built: boolean, extra: Partial<ConstructView> = {}): ConstructView {
  return { id: cid, built, assigned: [], bonus: 0, progress: 0, stored: [], strength: 0, ...extra };
}

function player(seat: number, extra: Partial<PlayerView> = {}): PlayerView {
  return {
    seat,
    team: null,
    phase: null,
    hand: null,
    handCount: 5,
    deck: null,
    deckCount: 5,
    discard: [],
    trash: [],
    play: [],
    constructs: [],
    pools: { money: 0, warfare: 0, trash: 0, ret: 0, raid: 0 },
    stealSources: [],
    trophies: 0,
    builtLandmarks: 0,
    vp: 0,
    landmarks: [],
    ...extra,
  };
}

const builder = id('builder');
const merchant = id('merchant');
const worker = id('worker');
const trader = id('trader');
const hermitage = id('hermitage');
const workshop = id('workshop');
const market1 = id('market', 1);
const thief = id('thief');
const bandit = id('bandit');
const bank = id('bank');
const warehouse = id('warehouse');
const caravan = id('caravan');
const banker = id('banker');
const smuggler = id('smuggler');

const view: CivView = {
  viewer: 0,
  seats: 2,
  teams: false,
  round: 3,
  turn: 4,
  firstSeat: 0,
  active: [0],
  over: false,
  endTriggered: false,
  landmarkGoal: 4,
  roundCap: 30,
  rows: { civilian: [caravan], building: [workshop], hero: [], landmark: [] },
  deckCounts: { civilian: 10, building: 10, hero: 5, landmark: 5 },
  rowTrash: [],
  removedCount: 32,
  players: [
    player(0, {
      phase: 'play',
      hand: [builder, merchant, worker, trader],
      play: [thief, bandit],
      constructs: [construct(id('market'), true, { strength: 2 }), construct(hermitage, false, { progress: 3, assigned: [id('builder', 1)] })],
      stealSources: [
        { id: thief, value: 3, used: false },
        { id: bandit, value: 5, used: false },
      ],
    }),
    player(1, { discard: [bank], constructs: [construct(market1, true, { strength: 3 })] }),
  ],
  teamVp: null,
  outcome: null,
};

const actions: CivAction[] = [
  { type: 'play', player: 0, card: builder },
  { type: 'assign', player: 0, card: builder, construct: hermitage },
  { type: 'play', player: 0, card: merchant },
  { type: 'assign', player: 0, card: merchant, construct: hermitage },
  { type: 'play', player: 0, card: worker },
  { type: 'play', player: 0, card: trader },
  { type: 'buy', player: 0, row: 'civilian', slot: 0 },
  { type: 'attack', player: 0, target: 1, card: market1 },
  { type: 'steal', player: 0, from: 1, card: bank, using: [thief, bandit] },
  { type: 'raid', player: 0, target: 1 },
  { type: 'endTurn', player: 0 },
];

describe('the Civ Builder table model', () => {
  const index = indexActions(actions, 0);
  const names = ['Ann', 'Bob'];

  it('lists a hand card’s own legal actions, in words, with the build progress an assign reaches', () => {
    const labels = choicesFor(view, names, index, { zone: 'mine', id: builder }).map((c) => c.label);
    expect(labels).toEqual(['Play: Money 1', 'Assign to Hermitage (+3: 6/7)']);
    const plus = choicesFor(view, names, index, { zone: 'mine', id: merchant }).map((c) => c.label);
    expect(plus).toEqual(['Play: Money 2', 'Play and assign to Hermitage (+1: 4/7)']);
  });

  it('lists a construct’s assigns by card, an opponent construct’s attack and a discard card’s steal', () => {
    expect(choicesFor(view, names, index, { zone: 'construct', owner: 0, id: hermitage }).map((c) => c.label)).toEqual([
      'Assign Builder (+3: 6/7)',
      'Play and assign Merchant (+1: 4/7)',
    ]);
    expect(choicesFor(view, names, index, { zone: 'construct', owner: 1, id: market1 }).map((c) => c.label)).toEqual([
      'Attack: destroy it for 3 warfare',
    ]);
    expect(choicesFor(view, names, index, { zone: 'discard', owner: 1, id: bank }).map((c) => c.label)).toEqual([
      'Steal using Thief 3 + Bandit 5',
    ]);
    expect(choicesFor(view, names, index, { zone: 'row', row: 'civilian', slot: 0 }).map((c) => c.label)).toEqual(['Buy for 5 money']);
    expect(index.raidHands).toHaveLength(1);
    expect(index.attacks).toEqual([actions[7]]);
    expect(pickTitle(view, names, { zone: 'discard', owner: 1, id: bank })).toBe('Bank, Bob’s discard pile');
  });

  it('carries the listed action object itself, never a new one', () => {
    const [choice] = choicesFor(view, names, index, { zone: 'discard', owner: 1, id: bank });
    expect(choice?.action).toBe(actions[8]);
  });

  it('offers “play all money cards” for money-only civilians, but not a Builder that can still Build 3 instead', () => {
    // the rules list an assign for the Builder (Build 3 is its alternative to Money 1): it stays in hand to build
    expect(moneyPlays(index, [builder, merchant, worker, trader]).map((a) => a.card)).toEqual([merchant, worker, trader]);
    expect(moneyPlays(index, [thief])).toEqual([]);
    // with nothing to build on (no assign listed), the Builder's money is all it offers
    const noBuild = indexActions([{ type: 'play', player: 0, card: builder }, { type: 'play', player: 0, card: worker }], 0);
    expect(moneyPlays(noBuild, [builder, worker]).map((a) => a.card)).toEqual([builder, worker]);
    // a Worker's Build 1 is worth no more than its Money 1: played for money even when it could build
    const workerBuilds = indexActions([{ type: 'play', player: 0, card: worker }, { type: 'assign', player: 0, card: worker, construct: hermitage }], 0);
    expect(moneyPlays(workerBuilds, [worker]).map((a) => a.card)).toEqual([worker]);
  });

  it('prints a landmark’s VP rule in a few words on its face', () => {
    expect(faceLine(cardOf(id('grand-bazaar')))).toBe('2 VP +1 per Commerce building');
    expect(faceLine(cardOf(id('forum')))).toBe('3 VP, +5 with all three traits');
    expect(faceLine(cardOf(id('merchant')))).toBe('Money 2 · Build +1');
    expect(faceLine(cardOf(id('warlord')))).toBe('Use: Warfare 7');
  });

  it('numbers the store pickers of two buildings that share a name, in play order', () => {
    const [second, school] = [id('warehouse', 1), id('school')];
    const slot = (building: number) => ({ building, options: [] });
    expect([...storeLabels([slot(warehouse), slot(school), slot(second)]).values()]).toEqual(['Warehouse 1', 'School', 'Warehouse 2']);
    expect([...storeLabels([slot(warehouse)]).values()]).toEqual(['Warehouse']);
  });

  it('matches a store choice by card type to the legal end of turn that stores exactly that', () => {
    const ends: ActionOf<'endTurn'>[] = [
      { type: 'endTurn', player: 0 },
      { type: 'endTurn', player: 0, store: [{ building: warehouse, cards: [banker] }] },
      { type: 'endTurn', player: 0, store: [{ building: warehouse, cards: [smuggler] }] },
    ];
    expect(storeSlots(ends)).toEqual([{ building: warehouse, options: [{ type: 'banker', id: banker }, { type: 'smuggler', id: smuggler }] }]);
    expect(endTurnFor(ends, new Map([[warehouse, null]]))).toBe(ends[0]);
    expect(endTurnFor(ends, new Map([[warehouse, 'smuggler']]))).toBe(ends[2]);
    expect(endTurnFor(ends, new Map([[warehouse, 'soldier']]))).toBeNull();
  });

  it('matches ticked stored cards to the listed takeStored subset', () => {
    const takes: ActionOf<'takeStored'>[] = [
      { type: 'takeStored', player: 0, cards: [] },
      { type: 'takeStored', player: 0, cards: [caravan] },
      { type: 'takeStored', player: 0, cards: [caravan, banker] },
    ];
    expect(takeStoredFor(takes, new Set())).toBe(takes[0]);
    expect(takeStoredFor(takes, new Set([banker, caravan]))).toBe(takes[2]);
    expect(takeStoredFor(takes, new Set([banker]))).toBeNull();
  });
});
