/**
 * Test support: complete games played by a purposeful random bot, so the property tests reach what uniform random
 * play rarely does (constructs built, landmarks flipped, the end trigger, stores, steals). Each seat picks among its
 * legal actions with the weights of playout-weight.ts. Not part of the game.
 */
import type { LogEntry, Seat } from '../core/engine.ts';
import type { ActionEvent } from '../core/replay.ts';
import { opening } from '../core/replay.ts';
import { Rng } from '../core/rng.ts';
import type { CivAction } from './actions.ts';
import { civBuilder } from './index.ts';
import { playoutWeight } from './playout-weight.ts';
import type { CivState } from './state.ts';
import { aloud } from '../core/narrator.ts';

export interface BotGame {
  state: CivState;
  events: ActionEvent[];
  finished: boolean;
}

export function botPlayout(
  seats: number,
  teams: boolean,
  seed: string,
  onStep?: (state: CivState, before: CivState, event: ActionEvent, log: LogEntry[]) => void,
): BotGame {
  const chooser = Rng.fromSeed(`bot:${seed}`);
  let state = opening<CivState>(civBuilder, { seats, options: { teams }, seed }).state;
  const events: ActionEvent[] = [];
  while (events.length < 20_000) {
    const awaited = civBuilder.awaiting(state);
    if (awaited.length === 0) return { state, events, finished: true };
    const seat = awaited[chooser.int(0, awaited.length - 1)] as Seat;
    const legal = civBuilder.legalActions(state, seat) as CivAction[];
    const weights = legal.map((a) => playoutWeight(state, a));
    let x = chooser.next() % weights.reduce((s, w) => s + w, 0);
    let pick = 0;
    while (x >= (weights[pick] ?? 0)) x -= weights[pick++] ?? 0;
    const action = legal[pick];
    const next = civBuilder.apply(state, seat, action as never, aloud);
    if (!next.ok) throw new Error(`legal action refused: ${next.error.code} ${JSON.stringify(action)}`);
    const event = { seat, action };
    events.push(event);
    onStep?.(next.value.state, state, event, next.value.log);
    state = next.value.state;
  }
  return { state, events, finished: false };
}
