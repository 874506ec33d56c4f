import { idsOf } from '@turnpost/rules/civ-builder';
import { describe, expect, it } from 'vitest';
import { coachLine, orText, unused } from './coach.ts';
import { indexActions } from './model.ts';
import type { CivAction, CivView, ConstructView, PlayerView } from './types.ts';

const id = (type: Parameters<typeof idsOf>[0], copy = 0) => idsOf(type)[copy] as number;
const [builder, worker, trader, thief] = [id('builder'), id('worker'), id('trader'), id('thief')];
const [hermitage, market, market1, caravan, scribe] = [id('hermitage'), id('market'), id('market', 1), id('caravan'), id('scribe')];

const construct = (cid: number, built: boolean, extra: Partial<ConstructView> = {}): ConstructView => ({
  id: cid, built, assigned: [], bonus: 0, progress: 0, stored: [], strength: 2, ...extra,
});

function player(seat: number, extra: Partial<PlayerView> = {}): PlayerView {
  return {
    seat, team: null, phase: null, hand: null, handCount: 5, deck: null, deckCount: 5, discard: [], trash: [], play: [], constructs: [],
    pools: { money: 0, warfare: 0, trash: 0, ret: 0, raid: 0 }, stealSources: [], trophies: 0, builtLandmarks: 0, vp: 0, landmarks: [],
    ...extra,
  };
}

function viewWith(me: Partial<PlayerView>, active = [0]): CivView {
  return {
    viewer: 0, seats: 2, teams: false, round: 2, turn: 3, firstSeat: 0, active, over: false, endTriggered: false, landmarkGoal: 4,
    roundCap: 30, rows: { civilian: [caravan, scribe], building: [], hero: [], landmark: [] },
    deckCounts: { civilian: 10, building: 10, hero: 5, landmark: 5 }, rowTrash: [], removedCount: 32,
    players: [
      player(0, { phase: active.includes(0) ? 'play' : null, constructs: [construct(market, true), construct(hermitage, false, { progress: 3 })], ...me }),
      player(1, { constructs: [construct(market1, true)] }),
    ],
    teamVp: null, outcome: null,
  };
}

const NAMES = ['Ann', 'Bob'];
const end: CivAction = { type: 'endTurn', player: 0 };

describe('the banner’s coaching line', () => {
  it('says what the pools hold and every move the rules list, then end your turn', () => {
    const view = viewWith({ hand: [builder], pools: { money: 5, warfare: 2, trash: 0, ret: 0, raid: 0 } });
    const actions: CivAction[] = [
      { type: 'play', player: 0, card: builder },
      { type: 'assign', player: 0, card: builder, construct: hermitage },
      { type: 'buy', player: 0, row: 'civilian', slot: 0 },
      { type: 'buy', player: 0, row: 'civilian', slot: 1 },
      { type: 'attack', player: 0, target: 1, card: market1 },
      end,
    ];
    expect(coachLine(view, NAMES, indexActions(actions, 0))).toBe(
      'You have 5 money and 2 warfare: play your hand card, build: tuck a person under your Hermitage (3/7), buy one of the 2 cards you can afford from the rows, attack Bob’s Market (2 warfare), or end your turn.',
    );
  });

  it('names no move the rules do not list: with only End turn left it says so', () => {
    const view = viewWith({ hand: [], pools: { money: 1, warfare: 0, trash: 0, ret: 0, raid: 0 } });
    expect(coachLine(view, NAMES, indexActions([end], 0))).toBe('You have 1 money. Nothing else to do: end your turn.');
  });

  it('says nothing is left, not "nothing pooled yet", once what was played is spent (issue 47)', () => {
    const spent = viewWith({ hand: [], play: [worker, trader], pools: { money: 0, warfare: 0, trash: 0, ret: 0, raid: 0 } });
    expect(coachLine(spent, NAMES, indexActions([end], 0))).toBe('You have nothing left to spend. Nothing else to do: end your turn.');
    const fresh = viewWith({ hand: [worker], pools: { money: 0, warfare: 0, trash: 0, ret: 0, raid: 0 } });
    expect(coachLine(fresh, NAMES, indexActions([{ type: 'play', player: 0, card: worker }, end], 0))).toBe(
      'You have nothing pooled yet: play your hand card, or end your turn.',
    );
  });

  it('asks for stored cards first, and speaks of waiting off turn', () => {
    const start = viewWith({ phase: 'start' });
    expect(coachLine(start, NAMES, indexActions([{ type: 'takeStored', player: 0, cards: [] }], 0))).toMatch(/^First take back/);
    expect(coachLine(viewWith({}, [1]), NAMES, indexActions([], 0))).toMatch(/^While you wait/);
  });

  it('joins choices with a serial “or”', () => {
    expect(orText(['a'])).toBe('a');
    expect(orText(['a', 'b', 'c'])).toBe('a, b, or c');
  });
});

describe('unused resources at the end of a turn', () => {
  it('lists money with a buy, money cards in hand, warfare with an attack, build points and unused steal', () => {
    const view = viewWith({
      hand: [builder, worker, trader],
      pools: { money: 5, warfare: 2, trash: 0, ret: 0, raid: 0 },
      stealSources: [{ id: thief, value: 3, used: false }],
    });
    const actions: CivAction[] = [
      { type: 'play', player: 0, card: builder },
      { type: 'assign', player: 0, card: builder, construct: hermitage },
      { type: 'play', player: 0, card: worker },
      { type: 'play', player: 0, card: trader },
      { type: 'buy', player: 0, row: 'civilian', slot: 0 },
      { type: 'attack', player: 0, target: 1, card: market1 },
      { type: 'steal', player: 0, from: 1, card: scribe, using: [thief] },
      end,
    ];
    expect(unused(view, indexActions(actions, 0))).toEqual(['5 money', '3 money in your hand', '2 warfare', '3 build (Builder)', 'a steal']);
  });

  it('is empty when nothing pooled has a listed use (money with nothing affordable)', () => {
    const view = viewWith({ hand: [], pools: { money: 1, warfare: 3, trash: 0, ret: 0, raid: 0 } });
    expect(unused(view, indexActions([end], 0))).toEqual([]);
  });
});
