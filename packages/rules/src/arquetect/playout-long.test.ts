import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkedPlayout } from './checked-playout.ts';
import { customDeckOptions } from './deck-arbitraries.ts';
import { MAX_TURNS } from './state.ts';

/**
 * Given playouts where nobody declares done and abilities are used whenever possible, then the games still end
 * within the spec's bounds: by the automatic done after 10 turns, or by four outward cards, every invariant holding.
 */
describe('long playouts (nobody declares done)', () => {
  const reasons = new Set<string>();
  for (const seats of [2, 3, 4, 5, 6]) {
    it(`end within 10N turns for ${seats} players`, { timeout: 60_000 }, () => {
      const options = fc.oneof(
        fc.constant({ deck: 'starter' }),
        fc.constant({ deck: 'starter+expansion' }),
        fc.integer().map((seed) => customDeckOptions(seats, true, seed)),
      );
      fc.assert(
        fc.property(options, fc.integer(), (opts, seed) => {
          const { state, events } = checkedPlayout({ seats, options: opts, seed: `long:${seed}`, style: 'long', legalSample: 2, fuzzTries: 3 });
          reasons.add(state.endReason ?? 'none');
          expect(events.length).toBeLessThanOrEqual(10 * seats * (2 * seats + 1));
          if (state.endReason === 'allDone')
            expect(state.turnsTaken.filter((t) => t === MAX_TURNS).length).toBeGreaterThanOrEqual(seats - 1);
        }),
        { numRuns: 12, seed: 1000 + seats },
      );
    });
  }

  it('reach both endings: the 10-turn limit and four outward cards', () => {
    expect(reasons).toEqual(new Set(['allDone', 'fourOutward']));
  });
});
