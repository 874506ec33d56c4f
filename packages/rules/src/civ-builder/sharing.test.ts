/**
 * The next state shares every part an action does not touch with the state acted on (context.ts), so `apply` must
 * never change anything it was given: the platform caches states and compares decision bases. Every state here is
 * deeply frozen before the next action is applied to it, so a change in place anywhere (a shared player, row, phase
 * list, construct) throws. Also: accepted and refused actions on frozen states give what they give on plain copies.
 */
import { describe, expect, it } from 'vitest';
import { randomPlayout } from '../core/playout.ts';
import { type ActionEvent, opening } from '../core/replay.ts';
import { civBuilder } from './index.ts';
import { botPlayout } from './playouts.ts';
import type { CivState } from './state.ts';
import { decide } from '../core/actions.ts';
import { aloud } from '../core/narrator.ts';
import { longTest } from '../core/testing/random-runs.ts';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Replays `events` on frozen states; each result equals the one on a fresh unfrozen copy of the same state. */
function replayFrozen(setup: { seats: number; options: unknown; seed: string }, events: ActionEvent[]): CivState {
  let state = deepFreeze(opening<CivState>(civBuilder, setup).state);
  events.forEach((e, i) => {
    const copy = structuredClone(state);
    const next = civBuilder.apply(state, e.seat, e.action as never, aloud);
    expect(JSON.stringify(next), `event ${i + 1}`).toBe(JSON.stringify(civBuilder.apply(copy, e.seat, e.action as never, aloud)));
    // a refusal on a frozen state (through `decide`, the entry of untrusted input): the same action from the next seat
    const other = (e.seat + 1) % setup.seats;
    decide(civBuilder, state, other, { ...(e.action as object), player: other });
    if (!next.ok) throw new Error(`event ${i + 1} refused: ${next.error.message}`);
    state = deepFreeze(next.value.state);
  });
  return state;
}

describe('apply never changes the state it is given (the next state shares its untouched parts)', () => {
  for (const [seats, teams] of [[2, false], [3, false], [4, false], [4, true]] as const) {
    it(`random and bot games, ${seats} seats${teams ? ', teams' : ''}`, () => {
      for (let g = 0; g < 3; g++) {
        const seed = `sharing:${seats}:${teams}:${g}`;
        const setup = { seats, options: { teams }, seed };
        const random = randomPlayout<CivState>(civBuilder, { ...setup, maxActions: 5000, resubmitRate: 0.1 });
        expect(replayFrozen(setup, random.events)).toEqual(random.state);
        const bot = botPlayout(seats, teams, seed);
        expect(replayFrozen(setup, bot.events)).toEqual(bot.state);
      }
    }, longTest(120_000));
  }
});
