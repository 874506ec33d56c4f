/**
 * The sentence a turn email gives each seat (describeTurn): in Trading, every seat that has not yet chosen its two
 * passes; in Building, every seat with a card in hand that has not yet chosen its build (spec §3: both choices are
 * secret and simultaneous); a seat whose choice is in, a seat with nothing to build, and everyone once the game is
 * over are asked nothing. The game's other hooks read from the state as the spec says: no outcome before game over,
 * and each city's running score.
 */
import { describe, expect, it } from 'vitest';
import { NOTHING_ASKED, type Seat } from '../core/engine.ts';
import { avenueEmpires } from './index.ts';
import type { AvenueState } from './state.ts';
import { e17, submitAll, trade, tradingState } from './test-fixtures.ts';

const told = (state: AvenueState): string[] =>
  [0, 1, 2].map((seat) => {
    if (!avenueEmpires.describeTurn) throw new Error('Avenue Empires describes every turn');
    return avenueEmpires.describeTurn(state, seat);
  });

const TRADE = 'Round 1 of 20: choose which card to pass to your left neighbour and which to your right.';
const build = (player: Seat, card: string, avenue: string): [Seat, unknown] => [player, { type: 'chooseBuild', player, card, avenue }];

/** Round 2's Building (3 seats, 20 rounds): seat 1 has nothing left in hand. */
const building = (): AvenueState => ({
  ...tradingState([['road-01', 'bastion-1'], [], ['river-01', 'wall-02']]),
  round: 2,
  phase: 'building',
});

describe('describeTurn: who is asked what (spec §3)', () => {
  it('Trading: every seat that has not chosen is asked for its two passes, with the round of the game', () => {
    expect(told(e17())).toEqual([TRADE, TRADE, TRADE]);
    const { state } = submitAll(e17(), trade(1, 'road-01', 'plaza-1'));
    expect(told(state)).toEqual([TRADE, NOTHING_ASKED, TRADE]);
  });

  it('Building: a seat with cards is asked for its build until it chooses; a seat with an empty hand never is', () => {
    const ask = 'Round 2 of 20: choose a card to build and the avenue to build it in.';
    expect(told(building())).toEqual([ask, NOTHING_ASKED, ask]);
    const { state } = submitAll(building(), build(2, 'wall-02', 'L'));
    expect(told(state)).toEqual([ask, NOTHING_ASKED, NOTHING_ASKED]);
  });

  it('game over: nobody is asked anything', () => {
    expect(told({ ...e17(), phase: 'gameOver' })).toEqual([NOTHING_ASKED, NOTHING_ASKED, NOTHING_ASKED]);
  });
});

describe('outcome and running scores', () => {
  it('a game still in play has no outcome', () => {
    expect(avenueEmpires.outcome(e17())).toBeNull();
    expect(avenueEmpires.outcome(building())).toBeNull();
  });

  it('the running scores are each city’s score now (spec §6): two Rivers side by side score 1 each, a lone Road and an empty city 0', () => {
    const state: AvenueState = {
      ...building(),
      cities: [
        { L: [], C: ['river-02', 'river-03'], R: [] },
        { L: [], C: [], R: [] },
        { L: ['road-02'], C: [], R: [] },
      ],
    };
    expect(avenueEmpires.scores?.(state)).toEqual([2, 0, 0]);
  });
});
