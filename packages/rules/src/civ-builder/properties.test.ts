/**
 * Spec §9 as fast-check properties over complete games: uniform random legal play (≥ 100 four-seat and ≥ 100 team
 * games, as the issue asks) and a purposeful bot (playouts.ts) that builds, stores, steals and triggers the end.
 * After every step: the invariants (conservation of all 325 cards, pools ≥ 0, stores, rows, phases, trash piles);
 * on sampled steps, no view of any seat or spectator holds a hidden card id; at the end, termination within the
 * round cap, replay determinism and the score formulas.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../core/engine.ts';
import { randomPlayout } from '../core/playout.ts';
import type { ActionEvent } from '../core/replay.ts';
import { replay } from '../core/replay.ts';
import { longTest, randomRuns } from '../core/testing/random-runs.ts';
import { civBuilder } from './index.ts';
import { checkStep } from './invariants.ts';
import { botPlayout } from './playouts.ts';
import { cardIdsIn, hiddenIds } from './secrets.ts';
import { ROUND_CAP, type CivState } from './state.ts';
import { decide } from '../core/actions.ts';

/** §9.10: no view holds the id of a card hidden from its viewer. */
function checkViews(state: CivState): void {
  const viewers: Viewer[] = [null, ...state.players.map((_, s) => s)];
  for (const viewer of viewers) {
    const hidden = hiddenIds(state, viewer);
    const leaked = [...cardIdsIn(civBuilder.view(state, viewer))].filter((id) => hidden.has(id));
    if (leaked.length > 0) throw new Error(`the view of ${viewer} holds hidden cards ${leaked.join(', ')}`);
    if (viewer !== null) {
      const text = JSON.stringify(civBuilder.view(state, viewer));
      if (text.includes('rng')) throw new Error('the RNG is in a view');
    }
  }
}

/** §9.11: rejected actions leave the state unchanged (a refusal of a stale copy of the last action). */
function checkRefusalPure(state: CivState, event: ActionEvent): void {
  const before = JSON.stringify(state);
  // refusals go through `decide`, the entry of untrusted input: the same action again, and from the next seat
  decide(civBuilder, state, event.seat, event.action);
  const next = (event.seat + 1) % state.seats;
  decide(civBuilder, state, next, { ...(event.action as object), player: next });
  if (JSON.stringify(state) !== before) throw new Error('apply changed its input state');
}

function checkEnd(state: CivState, events: ActionEvent[], setup: { seats: number; options: unknown; seed: string }): void {
  expect(state.over).toBe(true);
  expect(civBuilder.awaiting(state)).toEqual([]);
  expect(state.round).toBeLessThanOrEqual(ROUND_CAP);
  expect(state.turn).toBeLessThanOrEqual(state.teams ? 2 * ROUND_CAP : ROUND_CAP * state.seats);
  // equal turns for everyone: the game ends only as a round completes
  expect(state.turn % (state.teams ? 2 : state.seats)).toBe(0);
  expect(state.endTriggered || state.round === ROUND_CAP).toBe(true);
  expect(JSON.stringify(replay<CivState>(civBuilder, setup, events))).toBe(JSON.stringify(state));
}

function randomGame(seats: number, teams: boolean, seed: string): number {
  let step = 0;
  const played = randomPlayout<CivState>(civBuilder, {
    seats,
    options: { teams },
    seed,
    maxActions: 5000,
    onStep: (state, event, _i, before) => {
      checkStep(state as CivState, before as CivState);
      if (step % 7 === 0) checkViews(state as CivState);
      if (step % 97 === 0) checkRefusalPure(before as CivState, event);
      step++;
    },
  });
  expect(played.finished).toBe(true);
  checkViews(played.state);
  checkEnd(played.state, played.events, { seats, options: { teams }, seed });
  return played.events.length;
}

describe('spec §9 over random legal playouts', () => {
  it('100 random 4-seat games end within the round cap and keep every invariant', () => {
    fc.assert(fc.property(fc.string({ maxLength: 10 }), (seed) => void randomGame(4, false, `p4:${seed}`)), { numRuns: randomRuns(100), seed: 4 });
  }, longTest(300_000));

  it('100 random team games end within 60 team turns and keep every invariant', () => {
    fc.assert(fc.property(fc.string({ maxLength: 10 }), (seed) => void randomGame(4, true, `pt:${seed}`)), { numRuns: randomRuns(100), seed: 5 });
  }, longTest(300_000));

  it('random 2- and 3-seat games too', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 3 }), fc.string({ maxLength: 10 }), (seats, seed) => void randomGame(seats, false, `p${seats}:${seed}`)), { numRuns: randomRuns(30), seed: 6 });
  }, longTest(300_000));
});

describe('spec §9 over purposeful bot games (building, storing, stealing, the end trigger)', () => {
  it('keeps every invariant at 2, 3, 4 seats and in teams, and reaches the end trigger', () => {
    let triggered = 0;
    let builtLandmarks = 0;
    for (const [seats, teams] of [[2, false], [3, false], [4, false], [4, true]] as const)
      for (let g = 0; g < randomRuns(12); g++) {
        const seed = `bot:${seats}:${teams}:${g}`;
        let step = 0;
        const game = botPlayout(seats, teams, seed, (state, before) => {
          checkStep(state, before);
          if (step++ % 11 === 0) checkViews(state);
        });
        expect(game.finished).toBe(true);
        checkEnd(game.state, game.events, { seats, options: { teams }, seed });
        if (game.state.endTriggered) triggered++;
        builtLandmarks += game.state.result?.seats.reduce((n, s) => n + ((s.details as { builtLandmarks: number }).builtLandmarks ?? 0), 0) ?? 0;
      }
    expect(builtLandmarks).toBeGreaterThan(0);
    expect(triggered).toBeGreaterThan(0);
  }, longTest(300_000));
});
