import type { AnyEngine, LogEntry, SealedDeal, Seat } from './engine.ts';
import type { ActionEvent } from './replay.ts';
import { opening } from './replay.ts';
import { aloud } from './narrator.ts';
import { Rng } from './rng.ts';

export interface PlayoutOptions {
  seats: number;
  options?: unknown;
  seed: string;
  /** Where the sealed part of the deal comes from (a kind with one); absent: the seed deals it. */
  sealed?: SealedDeal;
  /** Seed of the chooser (which seat acts and which legal action it picks). */
  chooserSeed?: string;
  /** Probability that a seat which may resubmit a secret choice does so (exercises changeable choices). */
  resubmitRate?: number;
  /** Safety net against a game that never ends. */
  maxActions?: number;
  /** Called after every accepted action (for invariant checks), with the state before it and its log entries. */
  onStep?: (state: unknown, event: ActionEvent, index: number, before: unknown, log: LogEntry[]) => void;
}

export interface PlayoutResult<S> {
  state: S;
  events: ActionEvent[];
  finished: boolean;
}

/**
 * Plays a game by picking uniformly among the legal actions of the awaited seats (and, now and then, of a seat
 * that may change a submitted secret choice). Shared by property tests, fuzzing and bots.
 */
export function randomPlayout<S>(engine: AnyEngine, opts: PlayoutOptions): PlayoutResult<S> {
  const chooser = Rng.fromSeed(opts.chooserSeed ?? `chooser:${opts.seed}`);
  let state = opening<S>(engine, { seats: opts.seats, options: opts.options ?? {}, seed: opts.seed, sealed: opts.sealed }).state;
  const events: ActionEvent[] = [];
  const max = opts.maxActions ?? 100_000;
  const resubmitRate = opts.resubmitRate ?? 0;
  while (events.length < max) {
    const awaited = engine.awaiting(state);
    if (awaited.length === 0) return { state, events, finished: true };
    let seat: Seat = awaited[chooser.int(0, awaited.length - 1)] as Seat;
    if (resubmitRate > 0 && chooser.next() / 2 ** 32 < resubmitRate) {
      const others = Array.from({ length: opts.seats }, (_, s) => s).filter(
        (s) => !awaited.includes(s) && engine.legalActions(state, s).length > 0,
      );
      if (others.length > 0) seat = others[chooser.int(0, others.length - 1)] as Seat;
    }
    const legal = engine.legalActions(state, seat);
    if (legal.length === 0) throw new Error(`seat ${seat} is awaited but has no legal action`);
    const action = legal[chooser.int(0, legal.length - 1)];
    const next = engine.apply(state, seat, action, aloud);
    if (!next.ok) throw new Error(`legal action rejected: ${next.error.code} ${JSON.stringify(action)}`);
    const before = state;
    state = next.value.state as S;
    const event = { seat, action };
    events.push(event);
    opts.onStep?.(state, event, events.length - 1, before, next.value.log);
  }
  return { state, events, finished: false };
}

/** All string leaves of a JSON value (to look for card ids that must not be in a view). */
export function stringsIn(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsIn(v, out);
  return out;
}
