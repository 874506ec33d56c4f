import type { LogEntry, Seat, Transition } from './engine.ts';

/** A line's text: as written, or a function that words it, called only by a narrator that speaks (`aloud`). */
export type Wording = string | (() => string);

/**
 * How a step tells its log: `aloud` words every entry; `silent` (a fold that keeps only the state: a replay to a
 * version, the server's cache beyond the lines it keeps) words nothing and allocates no entry. Passed explicitly to
 * an engine's `setup` and `apply` and on to where each kind words its log, so what a rules function returns depends
 * on its arguments only. A state must never rest on its log: the conformance suite folds every game both ways and
 * compares the states.
 */
export interface Narrator {
  /** A public entry. */
  public(round: number, text: Wording): LogEntry;
  /** An entry private to the given seats (sorted, deduplicated) until the game is over. */
  private(round: number, text: Wording, seats: readonly Seat[]): LogEntry;
  /** `first`, then the automatic step `next` on its state: the later state, both logs in order. */
  andThen<S>(first: Transition<S>, next: (state: S) => Transition<S>): Transition<S>;
  /** `first`, then `next`, a step already taken on its state (no closure to allocate on a hot path). */
  join<S>(first: Transition<S>, next: Transition<S>): Transition<S>;
}

/** What a silent narrator gives for every entry: one shared entry, never read. */
export const UNSAID: LogEntry = Object.freeze({ round: 0, text: '' });

const worded = (text: Wording): string => (typeof text === 'string' ? text : text());

const sortedSeats = (seats: readonly Seat[]): Seat[] =>
  seats.length === 1 ? [seats[0] as Seat] : [...new Set(seats)].sort((a, b) => a - b);

/** Words every entry: the setup and actions as people read them (`decide`, `opening`, `foldNarrated`). */
export const aloud: Narrator = Object.freeze({
  public: (round: number, text: Wording): LogEntry => ({ round, text: worded(text) }),
  private: (round: number, text: Wording, seats: readonly Seat[]): LogEntry => ({
    round,
    text: worded(text),
    visibleTo: sortedSeats(seats),
  }),
  andThen<S>(first: Transition<S>, next: (state: S) => Transition<S>): Transition<S> {
    const after = next(first.state);
    return { state: after.state, log: [...first.log, ...after.log] };
  },
  join<S>(first: Transition<S>, next: Transition<S>): Transition<S> {
    return { state: next.state, log: [...first.log, ...next.log] };
  },
});

/** Words nothing: every entry is `UNSAID` (a function as text is never called); `andThen` and `join` keep the first log. */
export const silent: Narrator = Object.freeze({
  public: (): LogEntry => UNSAID,
  private: (): LogEntry => UNSAID,
  andThen<S>(first: Transition<S>, next: (state: S) => Transition<S>): Transition<S> {
    return { state: next(first.state).state, log: first.log };
  },
  join<S>(first: Transition<S>, next: Transition<S>): Transition<S> {
    return { state: next.state, log: first.log };
  },
});
