import { type ChanceScale, engineFor, engines, type Outcome, Rng } from '@turnpost/rules';
import { describe, expect, it } from 'vitest';
import { rewards } from '../reward.ts';
import { temperatureFor } from './calibration.ts';
import { eachAlone, type Sides, sidesOf } from './sides.ts';
import { estimateShares, outcomeShares, winShares } from './win-share.ts';

const civBuilder = engineFor('civ-builder');
const outcome = (winners: number[]): Outcome => ({ seats: [], winners, keyNames: [], decidedBy: null });

describe('a finished game’s shares of the win', () => {
  it('splits a win among the winning sides, partners each holding their side’s', () => {
    expect(outcomeShares(outcome([2]), 4, eachAlone(4))).toEqual([0, 0, 1, 0]);
    expect(outcomeShares(outcome([0, 3]), 4, eachAlone(4))).toEqual([0.5, 0, 0, 0.5]); // two tied rivals
    expect(outcomeShares(outcome([1, 3]), 4, [[0, 2], [1, 3]])).toEqual([0, 1, 0, 1]); // a winning team
    expect(outcomeShares(outcome([0, 1, 2, 3]), 4, [[0, 2], [1, 3]])).toEqual([0.5, 0.5, 0.5, 0.5]); // the teams tied
    expect(outcomeShares(outcome([]), 1, eachAlone(1))).toEqual([0]); // a solo game lost
  });
});

describe('the sides of a table', () => {
  it('are the partners of a team option that is on, else every seat alone', () => {
    expect(civBuilder).toBeDefined();
    if (!civBuilder) return;
    expect(sidesOf(civBuilder, 4, { teams: true })).toEqual([[0, 2], [1, 3]]);
    expect(sidesOf(civBuilder, 4, {})).toEqual([[0], [1], [2], [3]]);
    expect(sidesOf(civBuilder, 3, undefined)).toEqual([[0], [1], [2]]);
  });
});

describe('an unfinished state’s shares', () => {
  it('add up to one over the sides, the leader’s the largest', () => {
    const leading = { scores: () => [3, 9, 5] } as never;
    const engine = { outcome: () => null, estimate: (s: { scores(): number[] }) => s.scores() };
    const shares = winShares(engine as never, leading, 3, eachAlone(3));
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(Math.max(...shares)).toBe(shares[1]);
    const teams = winShares({ outcome: () => null, estimate: () => [8, 2, 8, 2] } as never, {}, 4, [[0, 2], [1, 3]]);
    expect((teams[0] ?? 0) + (teams[1] ?? 0)).toBeCloseTo(1, 9);
    expect(teams[0]).toBe(teams[2]);
    expect(teams[0]).toBeGreaterThan(0.5);
  });
});

/** An unfinished game of the kind `id` whose estimate is `estimate`. */
const unfinished = (id: string, estimate: readonly number[], chanceScale?: ChanceScale) =>
  ({ id, outcome: () => null, estimate: () => [...estimate], chanceScale }) as never;
/** The kinds whose estimate has a fitted scale (their rules folders' chance-scale.ts). */
const calibrated = engines.filter((e) => e.chanceScale !== undefined);
const TEAMS: Sides = [[0, 2], [1, 3]];
/** A seat's estimate at random, with the same for partners (as Civ Builder gives each its team's sum). */
function randomEstimate(rng: Rng, seats: number, sides: Sides): number[] {
  const out = new Array<number>(seats).fill(0);
  for (const side of sides) {
    const v = rng.int(0, 4000) / 100 - 10;
    for (const s of side) out[s] = v;
  }
  return out;
}
const tables: [number, Sides][] = [2, 3, 4, 6].map((n) => [n, eachAlone(n)] as [number, Sides]).concat([[4, TEAMS]]);

describe('an unfinished state’s calibrated shares (a softmax of the sides’ estimates over T)', () => {
  it('add up to one over the sides, partners each holding their side’s', () => {
    const rng = Rng.fromSeed('calibrated:sum');
    for (const [seats, sides] of tables)
      for (const temperature of [0.3, 1, 4, 25])
        for (let k = 0; k < 25; k++) {
          const shares = estimateShares(randomEstimate(rng, seats, sides), seats, sides, temperature);
          expect(sides.reduce((sum, side) => sum + (shares[side[0] as number] ?? 0), 0)).toBeCloseTo(1, 12);
          for (const side of sides) for (const s of side) expect(shares[s]).toBe(shares[side[0] as number]);
          for (const share of shares) expect(share >= 0 && share <= 1, `${share}`).toBe(true);
        }
  });

  it('grow with a side’s estimate and shrink with its rivals’, equal sides alike', () => {
    const rng = Rng.fromSeed('calibrated:monotone');
    for (const [seats, sides] of tables)
      for (let k = 0; k < 25; k++) {
        const estimate = randomEstimate(rng, seats, sides);
        const before = estimateShares(estimate, seats, sides, 2);
        const side = sides[k % sides.length] as readonly number[];
        const raised = estimate.map((v, s) => (side.includes(s) ? v + 0.5 : v));
        const after = estimateShares(raised, seats, sides, 2);
        for (let s = 0; s < seats; s++)
          if (side.includes(s)) expect(after[s] as number).toBeGreaterThan(before[s] as number);
          else expect(after[s] as number).toBeLessThan(before[s] as number);
      }
    expect(estimateShares([5, 5, 5], 3, eachAlone(3), 2)).toEqual([1 / 3, 1 / 3, 1 / 3]);
    // a lead of T multiplies the odds by e: 2 VP ahead at T = 2 reads e / (1 + e) ≈ 73%
    expect(estimateShares([12, 10], 2, eachAlone(2), 2)[0]).toBeCloseTo(Math.E / (1 + Math.E), 12);
    // a team's estimate is its seats' mean: partners who each hold the team's sum count it once
    expect(estimateShares([12, 10, 12, 10], 4, TEAMS, 2)[0]).toBeCloseTo(Math.E / (1 + Math.E), 12);
    // a lower temperature reads the same lead as surer
    expect(estimateShares([12, 10], 2, eachAlone(2), 1)[0]).toBeGreaterThan(estimateShares([12, 10], 2, eachAlone(2), 4)[0] as number);
  });

  it('are what winShares reads for every kind with a chance scale, at its temperature', () => {
    expect(calibrated.length).toBeGreaterThan(0);
    for (const { id, chanceScale } of calibrated)
      for (const [seats, sides] of tables) {
        const estimate = randomEstimate(Rng.fromSeed(`calibrated:${id}`), seats, sides);
        const temperature = temperatureFor({ chanceScale }, sides);
        expect(temperature, id).toBeGreaterThan(0);
        expect(winShares(unfinished(id, estimate, chanceScale), {}, seats, sides)).toEqual(estimateShares(estimate, seats, sides, temperature));
      }
  });

  it('take the team table’s temperature where there is one, and none for a solo game or a kind without a scale', () => {
    const kind = { chanceScale: { temperature: 2, teams: 3 } };
    const other = { chanceScale: { temperature: 5 } };
    expect(temperatureFor(kind, eachAlone(3))).toBe(2);
    expect(temperatureFor(kind, TEAMS)).toBe(3);
    expect(temperatureFor(other, TEAMS)).toBe(5);
    expect(temperatureFor(kind, eachAlone(1))).toBeUndefined();
    expect(temperatureFor({}, eachAlone(3))).toBeUndefined();
  });
});

describe('an unfinished state’s shares where there is no calibration', () => {
  /** The shares before calibration: the bots' reward averaged over a side's seats, normalised over the sides (a solo game's kept). */
  function rewardShares(engine: never, seats: number, sides: Sides): number[] {
    const reward = rewards(engine, {}, seats);
    const bySide = sides.map((side) => side.reduce((sum, s) => sum + (reward[s] ?? 0), 0) / side.length);
    const total = bySide.reduce((sum, v) => sum + v, 0);
    const out = new Array<number>(seats).fill(0);
    sides.forEach((side, k) => {
      for (const s of side) out[s] = sides.length === 1 ? (bySide[k] as number) : (bySide[k] as number) / total;
    });
    return out;
  }

  it('are the bots’ reward normalised over the sides, as before, for a kind without a chance scale and for a solo game', () => {
    const rng = Rng.fromSeed('uncalibrated');
    for (const [seats, sides] of [...tables, [1, eachAlone(1)] as [number, Sides]])
      for (let k = 0; k < 25; k++) {
        const engine = unfinished('no-such-kind', randomEstimate(rng, seats, sides));
        expect(winShares(engine, {}, seats, sides)).toEqual(rewardShares(engine, seats, sides));
      }
    for (const { id, chanceScale } of calibrated) {
      const engine = unfinished(id, [7], chanceScale);
      expect(winShares(engine, {}, 1, eachAlone(1)), `${id} solo`).toEqual(rewardShares(engine, 1, eachAlone(1)));
    }
    const blind = { id: 'no-such-kind', outcome: () => null } as never; // no estimate and no scores: every side alike
    expect(winShares(blind, {}, 4, TEAMS)).toEqual([0.5, 0.5, 0.5, 0.5]);
  });
});
