import type { LogEntry, Narrator, Seat, Transition, Wording } from './engine.ts';

export type { Narrator, Wording };

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
