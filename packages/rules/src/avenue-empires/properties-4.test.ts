import fc from 'fast-check';
import { describe, it } from 'vitest';
import { PLAYOUTS_PER_N, playAndCheck } from './test-playout.ts';
import { longTest, randomRuns } from '../core/testing/random-runs.ts';

describe('properties over random legal playouts (spec §9)', () => {
  it(`given 4 seats, then ${randomRuns(PLAYOUTS_PER_N)} random playouts keep every invariant`, () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 16 }), fc.string({ maxLength: 8 }), (seed, chooser) =>
        playAndCheck(4, seed, `chooser:${chooser}`),
      ),
      { numRuns: randomRuns(PLAYOUTS_PER_N) },
    );
  }, longTest(120_000));
});
