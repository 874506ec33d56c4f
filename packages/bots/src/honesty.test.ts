import { engines, randomPlayout, Rng } from '@turnpost/rules';
import { describe, expect, it } from 'vitest';
import { chooseMove } from './choose-move.ts';
import { canDeterminize } from './determinize.ts';

/**
 * A bot decides from a seat's view only: two true states that differ in what the seat cannot see (the second drawn by
 * the kind's own `determinize` from the first's view) give the same decision at every level.
 */
describe('the bots’ honesty', () => {
  for (const engine of engines.filter(canDeterminize)) {
    it(`${engine.id}: the same view gives the same decision, whatever the hidden truth`, () => {
      let differing = 0;
      for (const [n, seats] of [engine.seats.min, engine.seats.max].entries()) {
        const game = randomPlayout<unknown>(engine, { seats, seed: `honesty:${n}`, maxActions: 12 + 9 * n });
        const truth = game.state;
        const seat = engine.awaiting(truth)[0];
        if (seat === undefined) continue;
        if (!canDeterminize(engine)) continue;
        const other = engine.determinize(engine.view(truth, seat), seat, Rng.fromSeed(`other:${n}`));
        expect(engine.view(other, seat)).toEqual(engine.view(truth, seat));
        if (JSON.stringify(other) !== JSON.stringify(truth)) differing++;
        for (const level of ['easy', 'medium'] as const) {
          const ask = (state: unknown) =>
            chooseMove({
              engine,
              seat,
              seats,
              view: engine.view(state, seat),
              legalActions: engine.legalActions(state, seat),
              level,
              seed: 'honest',
            });
          expect(ask(other), `${engine.id} ${seats} seats ${level}`).toEqual(ask(truth));
        }
      }
      expect(differing, 'the two truths differ somewhere').toBeGreaterThan(0);
    }, 60_000);
  }
});
