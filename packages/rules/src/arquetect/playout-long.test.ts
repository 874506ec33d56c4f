import fc from 'fast-check';
import { aloud } from '../core/narrator.ts';
import { describe, expect, it } from 'vitest';
import type { ActionEvent } from '../core/replay.ts';
import { opening, replay } from '../core/replay.ts';
import { Rng } from '../core/rng.ts';
import { customDeckOptions } from './deck-arbitraries.ts';
import { deepFreeze } from './fixtures.ts';
import { arquetect } from './index.ts';
import { checkState, checkStep } from './invariants.ts';
import { maxActions } from './limits.ts';
import type { ArquetectState } from './state.ts';
import { expectedSeat, MAX_TURNS } from './state.ts';

/**
 * A game where nobody declares done and an ability is used whenever one can be, to reach the 10-turn limit and the
 * four-outward ending (the conformance suite's random games mostly end by players declaring done). Every step is
 * checked against the invariants of spec §9.
 */
function longGame(seats: number, options: unknown, seed: string): { state: ArquetectState; events: ActionEvent[] } {
  const setup = { seats, options, seed };
  let state = deepFreeze(opening<ArquetectState>(arquetect, setup).state);
  checkState(state);
  const chooser = Rng.fromSeed(`long:${seed}`);
  const events: ActionEvent[] = [];
  for (let seat = expectedSeat(state); seat !== null; seat = expectedSeat(state)) {
    if (events.length > maxActions(seats)) throw new Error('the game did not end within its bound');
    const legal = arquetect.legalActions(state, seat).filter((a) => !(a.type === 'endTurn' && a.done));
    const abilities = legal.filter((a) => a.type === 'useAbility');
    const pool = abilities.length > 0 ? abilities : legal;
    const action = pool[chooser.int(0, pool.length - 1)];
    if (!action) throw new Error(`seat ${seat} is expected but has no legal action`);
    const next = arquetect.apply(state, seat, action, aloud);
    if (!next.ok) throw new Error(`legal action rejected: ${next.error.code}`);
    const after = deepFreeze(next.value.state);
    checkStep(after, state);
    events.push({ seat, action });
    state = after;
  }
  expect(JSON.stringify(replay(arquetect, setup, events))).toBe(JSON.stringify(state));
  return { state, events };
}

describe('long playouts (nobody declares done)', () => {
  for (const seats of [2, 3, 4, 5, 6]) {
    it(`end within 10N turns for ${seats} players, by both endings`, { timeout: 60_000 }, () => {
      // The endings this test's own games reach: the 10-turn limit (allDone) and four outward cards.
      const reasons = new Set<string>();
      const options = fc.oneof(
        fc.constant({ deck: 'starter' }),
        fc.constant({ deck: 'starter+expansion' }),
        fc.integer().map((seed) => customDeckOptions(seats, true, seed)),
      );
      fc.assert(
        fc.property(options, fc.integer(), (opts, seed) => {
          const { state, events } = longGame(seats, opts, `long:${seed}`);
          reasons.add(state.endReason ?? 'none');
          expect(events.length).toBeLessThanOrEqual(maxActions(seats));
          expect(arquetect.outcome(state)?.seats).toHaveLength(seats);
          if (state.endReason === 'allDone')
            expect(state.turnsTaken.filter((t) => t === MAX_TURNS).length).toBeGreaterThanOrEqual(seats - 1);
        }),
        { numRuns: 25, seed: 1000 + seats },
      );
      expect(reasons).toEqual(new Set(['allDone', 'fourOutward']));
    });
  }
});
