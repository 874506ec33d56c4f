import { engines, randomPlayout, Rng } from '@turnpost/rules';
import { describe, expect, it } from 'vitest';
import { canDeterminize } from '../determinize.ts';
import { judgeDecision } from './judge.ts';
import { QUICK_ANALYSIS } from './budget.ts';
import { winChance } from './win-chance.ts';

/**
 * The analysis judges a seat with what it knew only: two true states that differ in what the seat cannot see (the
 * second drawn by the kind's own `determinize` from the first's view) give the seat the same chance and the same
 * judgement of its decision.
 */
describe('the analysis’ honesty', () => {
  for (const engine of engines.filter(canDeterminize)) {
    it(`${engine.id}: the same view gives the same chance and judgement, whatever the hidden truth`, () => {
      let differing = 0;
      for (const [n, seats] of [engine.seats.min, engine.seats.max].entries()) {
        const truth = randomPlayout<unknown>(engine, { seats, seed: `analysis-honesty:${n}`, maxActions: 12 + 9 * n }).state;
        const seat = engine.awaiting(truth)[0];
        if (seat === undefined || !canDeterminize(engine)) continue;
        const other = engine.determinize(engine.view(truth, seat), seat, Rng.fromSeed(`other:${n}`));
        expect(engine.view(other, seat)).toEqual(engine.view(truth, seat));
        if (JSON.stringify(other) !== JSON.stringify(truth)) differing++;
        const played = engine.legalActions(truth, seat).at(-1);
        const read = (state: unknown) => {
          const view = engine.view(state, seat);
          const chance = winChance({ engine, seat, seats, view, rng: Rng.fromSeed('line'), budget: QUICK_ANALYSIS });
          const decision = { seat, view, legalActions: engine.legalActions(state, seat), played };
          return { chance, judgement: judgeDecision({ engine, seats, decision, rng: Rng.fromSeed('judge'), budget: QUICK_ANALYSIS }) };
        };
        expect(read(other), `${engine.id} ${seats} seats`).toEqual(read(truth));
      }
      expect(differing, 'the two truths differ somewhere').toBeGreaterThan(0);
    }, 30_000);
  }
});
