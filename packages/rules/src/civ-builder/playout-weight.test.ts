/**
 * How likely a purposeful playout takes an action (playout-weight.ts: not a rule, the bots' and property tests'
 * guess at what a player does next), weight by weight as its comment sets them, worked by hand: play the hand (12),
 * build (a landmark 40, any other construct 20), buy the dearest card (cost², a landmark three times that; a card under
 * 3 hardly: 0.5), thin only basic Workers (3, anything else 0.2), and end the turn once the hand is played (8, else 1;
 * twice that with a store map).
 */
import { describe, expect, it } from 'vitest';
import type { CivAction } from './actions.ts';
import { dealer, table } from './fixtures.ts';
import { playoutWeight } from './playout-weight.ts';

const d = dealer();
const [worker, labourer, merchant, caravan, colossus, walls, palace, warehouse] = d.many(
  'worker', 'labourer', 'merchant', 'caravan', 'colossus', 'walls', 'palace', 'warehouse',
);
const state = table({
  players: [{ hand: [worker], constructs: [{ id: walls }, { id: palace }, { id: warehouse, built: true }] }, { hand: [] }],
  rows: { civilian: [labourer, merchant, caravan], landmark: [colossus] },
});
const weigh = (a: object) => playoutWeight(state, a as CivAction);

describe('playoutWeight', () => {
  it('buys the dearest card: cost squared, a landmark three times, a card under 3 hardly', () => {
    // Labourer 2, Merchant 3, Caravan 5, Colossus 9
    expect([0, 1, 2].map((slot) => weigh({ type: 'buy', player: 0, row: 'civilian', slot }))).toEqual([0.5, 9, 25]);
    expect(weigh({ type: 'buy', player: 0, row: 'landmark', slot: 0 })).toBe(243);
  });

  it('builds a landmark before anything else', () => {
    expect(weigh({ type: 'assign', player: 0, card: worker, construct: palace })).toBe(40);
    expect(weigh({ type: 'assign', player: 0, card: worker, construct: walls })).toBe(20);
  });

  it('thins basic Workers only', () => {
    expect(weigh({ type: 'trash', player: 0, card: worker })).toBe(3);
    expect(weigh({ type: 'trash', player: 0, card: merchant })).toBe(0.2);
    expect(weigh({ type: 'trash', player: 0, row: 'civilian', slot: 0 })).toBe(0.2);
  });

  it('ends the turn once the hand is played, more so with a store map', () => {
    expect(weigh({ type: 'endTurn', player: 0 })).toBe(1);
    expect(weigh({ type: 'endTurn', player: 0, store: [{ building: warehouse, cards: [worker] }] })).toBe(2);
    expect(weigh({ type: 'endTurn', player: 1 })).toBe(8);
    expect(weigh({ type: 'endTurn', player: 1, store: [] })).toBe(16);
  });

  it('the other actions by a fixed weight', () => {
    const weights = ['play', 'takeStored', 'attack', 'steal', 'return', 'raid'].map((type) => weigh({ type, player: 0 }));
    expect(weights).toEqual([12, 1, 3, 4, 1, 2]);
  });
});
