import type { AnyEngine, SealedDeal, Seat, Transition } from './engine.ts';
import { type NarratedEntry, stamp } from './log.ts';
import { type Narrator, aloud, silent } from './narrator.ts';
import { isTableEvent } from '../table/events.ts';
import { tableLine } from '../table/lines.ts';

/**
 * The round of a table event's log line (a hand-over, a pace): it belongs to no round of the game, and a table shows
 * it in the round of the line before it.
 */
export const TABLE_ROUND = -1;

/** One stored player action, as the event log keeps it (the action is exactly what the schema let through). */
export interface ActionEvent {
  seat: Seat;
  action: unknown;
}

export interface GameSetup {
  seats: number;
  options: unknown;
  seed: string;
  /** Where the sealed part of the deal comes from (engine.ts, `SealedDeal`); absent: the seed deals it too. */
  sealed?: SealedDeal;
}

/** Thrown when stored events no longer replay: a bug or a rules change without a rulesVersion bump. */
export class ReplayError extends Error {
  constructor(
    readonly index: number,
    readonly code: string,
    message: string,
  ) {
    super(`event ${index + 1} does not replay: ${code}: ${message}`);
    this.name = 'ReplayError';
  }
}

/** The setup's state and log, told by `narrator` (options are re-parsed, defaults filled). */
export function opening<S>(engine: AnyEngine, setup: GameSetup, narrator: Narrator = aloud): Transition<S> {
  const options = engine.parseOptions(setup.options, setup.seats);
  if (!options.ok) throw new ReplayError(-1, options.error.code, options.error.message);
  return engine.setup(setup.seats, options.value, setup.seed, narrator, setup.sealed) as Transition<S>;
}

/** The initial state from a game's setup parameters (the deal told silently). */
export function initialState<S>(engine: AnyEngine, setup: GameSetup): S {
  return opening<S>(engine, setup, silent).state;
}

/**
 * Folds events onto a state, told `silent`ly (its log is not kept). Every stored event was accepted once (gated,
 * checked and parsed), so it goes straight to `apply`, and a rejection here is a bug. A table's event (a hand-over, a
 * pace, the host's end of the game) changes nothing of the game's state.
 */
export function fold<S>(engine: AnyEngine, state: S, events: readonly ActionEvent[], offset = 0): S {
  let current = state;
  for (let i = 0; i < events.length; i++) {
    const event = events[i] as ActionEvent;
    if (isTableEvent(event.action)) continue;
    const next = engine.apply(current, event.seat, event.action, silent);
    if (!next.ok) throw new ReplayError(offset + i, next.error.code, next.error.message);
    current = next.value.state as S;
  }
  return current;
}

/** Like `fold`, and also the log entries of each event; event i gets seq `offset + i + 1`. */
export function foldNarrated<S>(
  engine: AnyEngine,
  state: S,
  events: readonly ActionEvent[],
  offset = 0,
): { state: S; entries: NarratedEntry[] } {
  let current = state;
  const entries: NarratedEntry[] = [];
  for (let i = 0; i < events.length; i++) {
    const event = events[i] as ActionEvent;
    if (isTableEvent(event.action)) {
      entries.push({ seq: offset + i + 1, round: TABLE_ROUND, text: tableLine(event.action) });
      continue;
    }
    const next = engine.apply(current, event.seat, event.action, aloud);
    if (!next.ok) throw new ReplayError(offset + i, next.error.code, next.error.message);
    current = next.value.state as S;
    for (const e of stamp(next.value.log, offset + i + 1)) entries.push(e);
  }
  return { state: current, entries };
}

/** The state after all `events`, from scratch. */
export function replay<S>(engine: AnyEngine, setup: GameSetup, events: readonly ActionEvent[]): S {
  return fold(engine, initialState<S>(engine, setup), events);
}

/** The state after all `events` and the whole log, setup entries included (seq 0). */
export function replayNarrated<S>(
  engine: AnyEngine,
  setup: GameSetup,
  events: readonly ActionEvent[],
): { state: S; entries: NarratedEntry[] } {
  const start = opening<S>(engine, setup);
  const folded = foldNarrated(engine, start.state, events);
  return { state: folded.state, entries: [...stamp(start.log, 0), ...folded.entries] };
}
