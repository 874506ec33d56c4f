import type { Result, RuleError } from './result.ts';

/** Seats are numbered 0..N−1 clockwise. A spectator is `null`. */
export type Seat = number;
export type Viewer = Seat | null;

/**
 * One line of a game's log. `text` is for people; `@N` in it stands for seat N's display name (the UI substitutes it).
 * `visibleTo` lists the only seats that may see this entry before the game ends; absent means public.
 */
export interface LogEntry {
  round: number;
  text: string;
  visibleTo?: Seat[];
}

/** One seat's final result. `key` is the ranking key, compared left to right, higher first. */
export interface SeatResult {
  seat: Seat;
  score: number;
  place: number;
  key: number[];
  /** Game-specific per-seat breakdown for the game-over screen (public once the game is over). */
  details?: unknown;
}

export interface Outcome {
  seats: SeatResult[];
  winners: Seat[];
  /** Names of the key's fields, e.g. ["VP", "longest Wall", "longest Road", "longest River"]. */
  keyNames: string[];
  /** Which key field decided first place, or null when the score alone did or it is a shared victory. */
  decidedBy: string | null;
}

/** A game option the host can set at creation (for the UI and for validation). */
export type OptionSpec =
  | { name: string; label: string; kind: 'boolean'; default: boolean }
  | { name: string; label: string; kind: 'choice'; choices: { value: string; label: string }[]; default: string };

/**
 * A game is data plus pure functions. State, actions and views are plain JSON values (no Maps, no classes), so
 * they can be stored, compared and sent over the wire. All randomness comes from the seed given to `setup`.
 */
export interface Game<State, Action, View, Options = Record<string, unknown>> {
  id: string;
  title: string;
  /** Bump when a replay of stored events would produce a different state. */
  rulesVersion: number;
  seats: { min: number; max: number };
  options: OptionSpec[];
  /** Validates untrusted options (from the create-game request); fills defaults. */
  parseOptions(input: unknown, seats: number): Result<Options, RuleError>;
  setup(seats: number, options: Options, seed: string): State;
  /** Seats that may act now; several = simultaneous. Empty once the game is over. */
  awaiting(state: State): Seat[];
  /**
   * Applies untrusted `action` (parsed JSON) for `seat`, which comes from the seat token, never from the body.
   * Pure and deterministic; on failure the state is untouched and a coded error is returned.
   */
  apply(state: State, seat: Seat, action: unknown): Result<State, RuleError>;
  /** Exactly the actions `apply` would accept from `seat` now, in the spec's canonical form. */
  legalActions(state: State, seat: Seat): Action[];
  /** What `viewer` may know. Hidden information is removed here and only here. */
  view(state: State, viewer: Viewer): View;
  /** The log as `viewer` may see it (everything once the game is over). */
  log(state: State, viewer: Viewer): LogEntry[];
  outcome(state: State): Outcome | null;
  /** What `seat` is asked to do now, in the game's words (for turn emails); optional. */
  describeTurn?(state: State, seat: Seat): string;
}

// biome-ignore lint: the registry holds games of different types
export type AnyGame = Game<any, any, any, any>;
