/**
 * The compact choice tree (core/choices.ts) of spec §4's legalActions, written out by hand for small hands, and
 * the cases where a seat may do nothing: an empty or single-card hand, the game over, a seat not at the table, a
 * choice changed as often as allowed (state.ts MAX_CHANGES).
 */
import { describe, expect, it } from 'vitest';
import { expandChoices } from '../core/choices.ts';
import { choices } from './choices.ts';
import { MAX_CHANGES, type AvenueState } from './state.ts';
import { tradingState } from './test-fixtures.ts';

const hands = [['river-01', 'wall-01', 'bastion-1'], ['road-01', 'road-02'], ['islet-1']];

describe('compact choices by hand (spec §4)', () => {
  it('given Trading, then one edge per left card, each with every other card for right: h(h−1) actions', () => {
    const state = tradingState(hands.slice(0, 2).concat([['islet-1', 'dock-1']]));
    expect(choices(state, 0)).toEqual([
      [
        'type',
        ['chooseTrade'],
        [
          [
            'player',
            [0],
            [
              ['left', ['river-01'], [['right', ['wall-01', 'bastion-1'], [0]]]],
              ['left', ['wall-01'], [['right', ['river-01', 'bastion-1'], [0]]]],
              ['left', ['bastion-1'], [['right', ['river-01', 'wall-01'], [0]]]],
            ],
          ],
        ],
      ],
    ]);
    expect(expandChoices(choices(state, 0))).toHaveLength(6);
  });

  it('given Building, then every card in every avenue: 3h actions', () => {
    const state: AvenueState = { ...tradingState(hands), phase: 'building' };
    expect(choices(state, 1)).toEqual([
      ['type', ['chooseBuild'], [['player', [1], [['card', ['road-01', 'road-02'], [['avenue', ['L', 'C', 'R'], [0]]]]]]]],
    ]);
    expect(expandChoices(choices(state, 2))).toHaveLength(3);
  });

  it('given a hand of one in Trading or none in Building, then nothing', () => {
    expect(choices(tradingState(hands), 2)).toEqual([]);
    expect(choices({ ...tradingState([[], ['road-01'], []]), phase: 'building' }, 0)).toEqual([]);
  });

  it('given the game over, or a seat not at the table, then nothing', () => {
    expect(choices({ ...tradingState(hands), phase: 'gameOver' }, 0)).toEqual([]);
    expect(choices(tradingState(hands), 3)).toEqual([]);
    expect(choices(tradingState(hands), 0.5)).toEqual([]);
  });

  it('given a choice in and changed MAX_CHANGES times, then nothing more; with no choice in, the count does not stop it', () => {
    const base = tradingState(hands.slice(0, 2).concat([['islet-1', 'dock-1']]));
    const changed: AvenueState = {
      ...base,
      pending: [{ kind: 'trade', left: 'river-01', right: 'wall-01' }, null, null],
      changes: [MAX_CHANGES, 0, 0],
    };
    expect(choices(changed, 0)).toEqual([]);
    expect(expandChoices(choices({ ...changed, changes: [MAX_CHANGES - 1, 0, 0] }, 0))).toHaveLength(6);
    expect(expandChoices(choices({ ...changed, pending: [null, null, null] }, 0))).toHaveLength(6);
  });
});
