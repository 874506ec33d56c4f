import type { Seat } from '../core/game.ts';
import { randomPlayout } from '../core/playout.ts';
import type { ActionEvent } from '../core/replay.ts';
import { initialState, replay } from '../core/replay.ts';
import { Rng } from '../core/rng.ts';
import type { Action } from './actions.ts';
import { applyAction } from './actions.ts';
import { deepFreeze } from './fixtures.ts';
import { arquetect } from './index.ts';
import {
  checkLegalAccepted,
  checkState,
  checkTransition,
  checkViews,
  fuzz,
  learn,
  legalFor,
  newKnowledge,
} from './invariants.ts';
import { outcome } from './scoring.ts';
import type { State } from './state.ts';
import { expectedSeat } from './state.ts';

/**
 * A playout with every spec §9 invariant checked after every action (test support, not part of the game).
 * `uniform` picks among the legal actions with core's randomPlayout; `long` never declares done and uses an
 * ability whenever it can, to reach the 10-turn limit and the four-outward ending.
 */
export interface CheckedPlayoutOptions {
  seats: number;
  options: unknown;
  seed: string;
  style: 'uniform' | 'long';
  /** How many legal actions to apply per step (all when there are fewer). */
  legalSample: number;
  /** How many random actions to try per step. */
  fuzzTries: number;
}

export interface CheckedPlayout {
  state: State;
  events: ActionEvent[];
}

function fail(message: string): never {
  throw new Error(message);
}

export function checkedPlayout(o: CheckedPlayoutOptions): CheckedPlayout {
  const setup = { seats: o.seats, options: o.options, seed: o.seed };
  const first = deepFreeze(initialState<State>(arquetect, setup));
  const sizes = first.hands.map((h) => h.length);
  if (sizes.some((n, s) => n < (sizes[s + 1] ?? 0) || n > (sizes[s + 1] ?? n) + 1)) fail(`bad deal ${sizes}`);
  checkState(first);
  const knowledge = newKnowledge(first);
  checkViews(first, knowledge);
  const rng = Rng.fromSeed(`checks:${o.seed}`);
  let prev = first;
  const onStep = (raw: unknown, event: ActionEvent) => {
    const next = deepFreeze(raw as State);
    checkState(next);
    checkTransition(prev, event.seat, event.action as Action, next);
    learn(knowledge, next);
    checkViews(next, knowledge);
    checkLegalAccepted(next, rng, o.legalSample);
    fuzz(next, rng, o.fuzzTries);
    prev = next;
  };
  const bound = 10 * o.seats * (2 * o.seats + 1);
  let state: State;
  let events: ActionEvent[];
  if (o.style === 'uniform') {
    // the same game, with legal actions computed once per state for the playout and the checks
    const game = { ...arquetect, legalActions: legalFor };
    const result = randomPlayout<State>(game, { ...setup, maxActions: bound + 1, onStep });
    if (!result.finished) fail('the game did not end within its bound');
    ({ state, events } = result);
  } else {
    const chooser = Rng.fromSeed(`long:${o.seed}`);
    state = first;
    events = [];
    for (let seat = expectedSeat(state); seat !== null; seat = expectedSeat(state)) {
      if (events.length > bound) fail('the game did not end within its bound');
      const legal = legalFor(state, seat).filter((a) => !(a.type === 'endTurn' && a.done));
      const abilities = legal.filter((a) => a.type === 'useAbility');
      const pool = abilities.length > 0 ? abilities : legal;
      const action = pool[chooser.int(0, pool.length - 1)] ?? fail('no legal action');
      const next = applyAction(state, seat as Seat, action);
      if (!next.ok) fail(`legal action rejected: ${next.error.code}`);
      events.push({ seat, action });
      onStep(next.value, { seat, action });
      state = next.value;
    }
  }
  if (events.length > bound) fail(`${events.length} actions exceed the bound ${bound}`);
  if (JSON.stringify(replay(arquetect, setup, events)) !== JSON.stringify(state)) fail('replay differs');
  const result = outcome(state) ?? fail('no outcome at the end');
  if (result.seats.length !== o.seats || !result.seats.some((r) => r.place === 1)) fail('bad ranking');
  return { state, events };
}
