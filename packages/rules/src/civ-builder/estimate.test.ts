import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../core/playout.ts';
import { estimate, noviceEstimate } from './estimate.ts';
import { dealer, table } from './fixtures.ts';
import { civBuilder } from './index.ts';
import type { CivState } from './state.ts';

/** The estimate in VP (it counts in units of 5 VP). */
const inVp = (values: number[]) => values.map((v) => Number((v * 5).toFixed(6)));

describe('estimate (how each seat stands, for the bots)', () => {
  it('counts a built landmark at its VP, one in play from 40% to all of it by its progress, one held at 30%', () => {
    const d = dealer();
    const [colossus, palace, citadel] = d.many('colossus', 'palace', 'citadel');
    const [builder] = d.many('builder');
    // the end is triggered: the economy counts no more, only the landmarks
    const state = table({
      endTriggered: true,
      players: [
        { constructs: [{ id: colossus, built: true }] },
        { constructs: [{ id: palace, assigned: [builder], bonus: 2 }] },
        { hand: [citadel] },
      ],
    });
    // Colossus 9 VP; Palace (3 VP, 5 of 10 progress) 3 × (0.4 + 0.6 × 0.5); Citadel (2 VP with no Conflict building) held
    expect(inVp(estimate(state))).toEqual([9, 2.1, 0.6]);
  });

  it('values a seat’s economy by what a hand brings a turn, for the turns a game likely has left', () => {
    const d = dealer();
    const workers = d.many('worker', 'worker', 'worker', 'worker', 'worker');
    const masons = d.many('mason', 'mason', 'mason', 'mason', 'mason');
    const fewer = d.many('worker', 'worker');
    const [workshop] = d.many('workshop');
    const at = (round: number, judge = estimate) =>
      inVp(
        judge(
          table({
            round,
            players: [
              { deck: workers },
              { deck: masons },
              { deck: fewer, constructs: [{ id: workshop, built: true }], pools: { money: 3 } },
            ],
          }),
        ),
      );
    // round 6, ten turns left at 0.08 VP per unit and turn: five Workers bring 5 a turn, five Masons 5 × 3.2 (build 4
    // at 0.8), two Workers 2 plus the Workshop's 1 (and the 3 money held, at a tenth of a VP)
    expect(at(6)).toEqual([4, 12.8, 2.7]);
    // later in the game the same cards are worth less
    expect(at(14)).toEqual([0.8, 2.56, 0.78]);
    // a beginner weighs the economy at 0.2 VP per unit and turn, two and a half times as much; the money held the same
    expect(at(6, noviceEstimate)).toEqual([10, 32, 6.3]);
    expect(at(14, noviceEstimate)).toEqual([2, 6.4, 1.5]);
  });

  it('judges landmarks alike for the beginner: only the economy’s weight differs', () => {
    const d = dealer();
    const [colossus, palace, builder] = d.many('colossus', 'palace', 'builder');
    const state = table({
      endTriggered: true,
      players: [{ constructs: [{ id: colossus, built: true }] }, { constructs: [{ id: palace, assigned: [builder], bonus: 2 }] }],
    });
    expect(noviceEstimate(state)).toEqual(estimate(state));
  });

  it('gives each seat of a team game its team’s sum', () => {
    const d = dealer();
    const [colossus] = d.many('colossus');
    const state = table({ teams: true, endTriggered: true, players: [{ constructs: [{ id: colossus, built: true }] }, {}, {}, {}] });
    expect(inVp(estimate(state))).toEqual([9, 0, 9, 0]);
    // each partner's own part counts for both: seats 0 and 2 are Team A, 1 and 3 Team B
    const [colossus2, palace] = dealer().many('colossus', 'palace');
    const other = table({
      teams: true,
      endTriggered: true,
      players: [{}, {}, { constructs: [{ id: colossus2, built: true }] }, { constructs: [{ id: palace, built: true }] }],
    });
    expect(inVp(estimate(other))).toEqual([9, 3, 9, 3]);
  });

  it('counts a keyword by its amount, and only a built construct’s passive', () => {
    const d = dealer();
    const [trader, workshop] = d.many('trader', 'workshop');
    // round 6, ten turns left: one Trader (money 2) brings 2 a turn, 0.08 VP a unit and turn: 1.6 VP; the Workshop in
    // play is not built, so its money 1 a turn counts for nothing yet
    const state = table({ round: 6, players: [{ deck: [trader], constructs: [{ id: workshop, built: false }] }, {}] });
    expect(inVp(estimate(state))[0]).toBe(1.6);
    // a built Bank's money 3 a turn: 3 more a turn, 2.4 VP more
    const [bank] = d.many('bank');
    const banking = table({ round: 6, players: [{ deck: [trader], constructs: [{ id: bank, built: true }] }, {}] });
    expect(inVp(estimate(banking))[0]).toBe(4);
  });

  it('scores each state of a game as it scores a fresh copy: the standings it keeps never go stale', () => {
    for (const [seats, options] of [[2, {}], [4, {}], [4, { teams: true }]] as const) {
      randomPlayout(civBuilder, {
        seats,
        options,
        seed: `estimate-kept:${seats}:${JSON.stringify(options)}`,
        maxActions: 400,
        onStep: (after) => {
          // as in the search, each state is scored right after the one before it (whose standings are kept): a move
          // that changed a player in place would find its old standing
          const kept = estimate(after as CivState);
          expect(kept).toEqual(estimate(structuredClone(after as CivState)));
          expect(noviceEstimate(after as CivState)).toEqual(noviceEstimate(structuredClone(after as CivState)));
          estimate(after as CivState); // this state's standings kept again, not its copy's, for the next move
        },
      });
    }
  });
});
