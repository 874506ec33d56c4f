import type { z } from 'zod';
import type { ChoiceNode } from './choices.ts';
import type { Result, RuleError } from './result.ts';
import type { Rng } from './rng.ts';

/** Seats are numbered 0..N−1 clockwise. A spectator is `null`. */
export type Seat = number;
export type Viewer = Seat | null;

/**
 * One line of a game's log, as the rules narrate an action. `text` is for people; `@N` in it stands for seat N's
 * display name (the UI substitutes it). `visibleTo` lists the only seats that may see this entry before the game
 * ends; absent means public. Entries are not kept in the state: the platform derives each seat's log from the events.
 */
export interface LogEntry {
  round: number;
  text: string;
  visibleTo?: Seat[];
}

/** What an accepted action (or the setup) did: the next state and how it reads in the log. */
export interface Transition<State> {
  state: State;
  log: LogEntry[];
  /**
   * The action in the spec's canonical form, when the rules accepted a variant of it (e.g. cards named in another
   * order): this is what gets stored, so it is always one of `legalActions`.
   */
  action?: unknown;
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
  | {
      name: string;
      label: string;
      kind: 'boolean';
      default: boolean;
      /** One line under the option saying what it does (e.g. who partners whom). */
      help?: string;
      /** When on, the seats that play as partners (e.g. [[0, 2], [1, 3]]), so a links page can say who is with whom. */
      teams?: number[][];
    }
  | { name: string; label: string; kind: 'choice'; choices: { value: string; label: string }[]; default: string };

/** Every action names what it does in `type`; the acting seat is `player`, filled from the seat token. */
export interface ActionShape {
  type: string;
}

/** What a kind's score counts, in its spec's word. */
export type ScoreUnit = 'VP' | 'points';

/**
 * A kind's identity for people: its id, title, seat range and score unit. Written once in `<kind>/about.ts` (no
 * engine, no zod), read by its engine and by its guide, so the rules page need not load the engine.
 */
export interface About {
  id: string;
  title: string;
  seats: { min: number; max: number };
  scoreUnit: ScoreUnit;
  /** What the game is, in one line, for someone choosing a game. */
  pitch: string;
  /** How much there is to think about, as a board-game player says it. */
  weight: 'light' | 'medium' | 'medium-heavy';
  /** How long a game runs, in the moves or turns a player makes (measured: docs/balance.md, the spec's end). */
  length: string;
}

/** An untrusted action before the schema: a JSON object (what `check` reads). */
export type RawAction = Readonly<Record<string, unknown>>;

/**
 * A game is data plus pure functions. State, actions and views are plain JSON values (no Maps, no classes), so
 * they can be stored, compared and sent over the wire. All randomness comes from the seed given to `setup`.
 * See docs/game-contract.md for how the platform uses each member.
 */
export interface Engine<State, Action extends ActionShape, View, Options = Record<string, unknown>> {
  id: string;
  title: string;
  /** Bump when a replay of stored events would produce a different state; older versions stay registered. */
  rulesVersion: number;
  seats: { min: number; max: number };
  /** What the outcome's `score` counts ('VP', 'points'). */
  scoreUnit: ScoreUnit;
  options: OptionSpec[];
  /** Validates untrusted options (from the create-game request); fills defaults. */
  parseOptions(input: unknown, seats: number): Result<Options, RuleError>;
  /**
   * Every action's shape with its real field types, declared once; `Action` is inferred from it. The platform parses
   * untrusted input with it after `check`: unknown fields are dropped (and so never stored), a bad shape is
   * `E_BAD_PAYLOAD`.
   */
  actionSchema: z.ZodType<Action>;
  /**
   * The initial state and the log of the deal, told by `narrator` (`aloud` when left out: the platform's create
   * keeps the log of the deal). A kind with a `sealed` part deals it from `sealed` (absent: from `seed`, as games
   * made before sealed deals were).
   */
  setup(seats: number, options: Options, seed: string, narrator: Narrator, sealed?: SealedDeal): Transition<State>;
  /**
   * Optional, for a kind whose spec keeps part of the deal hidden forever (Saltmarket §8: each player's unchosen
   * character): that part is dealt from a second seed, which a game's public record never reveals (core/record.ts).
   */
  sealed?: SealedPart<State>;
  /** Seats that may act now; several = simultaneous. Empty once the game is over. */
  awaiting(state: State): Seat[];
  /**
   * The spec's common checks that come before the payload (game over, unknown seat, not your turn), or null. Run
   * once, first, by `decide` (core/actions.ts), the one entry of untrusted input.
   */
  gate(state: State, seat: Seat): RuleError | null;
  /**
   * Optional: the spec's checks of the raw input (a JSON object) that come before the schema's, in the spec's order
   * (an unknown type, a type the step does not take, a malformed field, a bad name or amount …), or null. After it
   * the schema cannot fail, so a spec that orders a rule check before a field's type keeps its order. Absent: the
   * schema is the first check after the gate.
   */
  check?(state: State, seat: Seat, input: RawAction): RuleError | null;
  /**
   * Applies a gated, checked and parsed `action` for `seat` (from the seat token, never from the body), or a stored
   * event, which was all of these once. Pure and deterministic; its log is told by `narrator` (`silent` in a fold
   * that keeps only the state). On failure (a rule the types cannot say) the state is untouched and a coded error is
   * returned.
   */
  apply(state: State, seat: Seat, action: Action, narrator: Narrator): Result<Transition<State>>;
  /** Exactly the actions `apply` would accept from `seat` now, in the spec's canonical form. */
  legalActions(state: State, seat: Seat): Action[];
  /**
   * Optional: the same actions in compact form (core/choices.ts), for games whose lists the generic compaction
   * cannot keep small (subsets, arrangements). The conformance suite checks it expands to exactly `legalActions`.
   */
  choices?(state: State, seat: Seat): ChoiceNode;
  /** What `viewer` may know. Hidden information is removed here and only here. */
  view(state: State, viewer: Viewer): View;
  outcome(state: State): Outcome | null;
  /**
   * Optional, for a kind where several seats win together as a team: the key field that decided between the teams
   * (Civ Builder: team sums, spec §7), which the outcome's own `decidedBy` leaves null as it names a decider for one
   * winner only. Outcomes are stored as `outcome` gives them, so they replay unchanged; `toldOutcome` adds this
   * where an outcome is read.
   */
  decidedBetweenTeams?(outcome: Outcome): string | null;
  /**
   * What `seat`'s next decision rests on: everything it can see or choose from, except other seats' progress in a
   * simultaneous phase ("has chosen"). A submit based on an older version is accepted when this is unchanged
   * (deep-equal) between that version and now. Absent: every stale submit is a conflict.
   */
  decisionBasis?(state: State, seat: Seat): unknown;
  /**
   * The phase of play `state` is in, for the table's pace: a move that changes it ends the round of waits, even for a
   * seat awaited before and after it (Saltmarket's setup, chosen at once, ends with the first turn of play, which may
   * be the last chooser's). Absent: a round ends only when a seat not awaited before is awaited after.
   */
  phase?(state: State): string;
  /** Each seat's score at this state, for the score-over-time chart (asked only of finished games). */
  scores?(state: State): number[];
  /** What `seat` is asked to do now, in the game's words (for turn emails); optional. */
  describeTurn?(state: State, seat: Seat): string;
  /**
   * A complete state that `seat` cannot tell apart from the truth, drawn from its view alone with `rng` (the bots'
   * search runs on such states, never on the real one): what the seat cannot see is dealt at random among the places
   * it could be, in the right counts; what it saw passed or revealed stays where it knows it is. The drawn state's
   * view for `seat` equals `view`, it passes the kind's invariants, and it plays to the end.
   */
  determinize?(view: View, seat: Seat, rng: Rng): State;
  /**
   * Optional: how likely a purposeful playout takes `action` among the legal ones of the acting seat (a relative
   * weight > 0; the bots' playouts pick by it). Not a rule, a guess at what a player would do next, for kinds where
   * uniform random play never reaches what the game is about. Absent: uniform.
   */
  playoutWeight?(state: State, action: Action): number;
  /**
   * Optional: how each seat stands in an unfinished game, in the score's units (a guess at its final score; the bots
   * score a playout they stop early by it). Absent: `scores`, the running score.
   */
  estimate?(state: State): number[];
  /**
   * Optional: the same guess as a beginner makes it, for the easy bot, which judges by it in place of `estimate` (a
   * kind whose tuned guess makes even a one-step look strong keeps easy beatable this way). Absent: `estimate`.
   */
  noviceEstimate?(state: State): number[];
  /**
   * Optional, for the bots: smaller searches per decision for the levels named, in a kind whose seats decide so
   * often (each card played, bought, assigned) that the common budget would make a game's thinking too long.
   * Absent: the bots' common budgets.
   */
  searchBudgets?: Partial<Record<'medium' | 'hard', SearchBudget>>;
  /**
   * Optional, for the bots' analysis after a game: how the kind's estimate (`estimate`, else `scores`) reads as a
   * chance of winning, fitted on bot games (`npm run analysis-figures`). Absent: the bots' reward, normalised.
   */
  chanceScale?: ChanceScale;
}

/**
 * An estimate read as a chance of winning: a softmax over the sides of each side's estimate over `temperature`, in
 * the estimate's own units (a lead of `temperature` multiplies a side's odds by e ≈ 2.7 against each rival); `teams`
 * at a team table, where it was fitted apart (absent: `temperature`).
 */
export interface ChanceScale {
  temperature: number;
  teams?: number;
}

/**
 * A search's size (iterations: one determinization, descent and playout each; a playout's actions at most) and, for a
 * kind that needs them, its shape. Absent fields keep the common search: a root that widens at random, UCB's
 * exploration at 0.7, playouts weighed by `playoutWeight` up to `playoutDepth`.
 */
export interface SearchBudget {
  iterations: number;
  playoutDepth: number;
  /**
   * Virtual visits each root action starts with at its one-step value, the look the easy bot takes (progressive bias): for a
   * kind whose seat takes many small steps a turn, the search refines the moves that look best now.
   */
  rootPrior?: number;
  /** UCB's exploration constant, smaller for a kind whose sound moves differ little in reward. */
  exploration?: number;
  /** Playouts take each actor's best one-step move (a rollout of the one-step look) instead of a weighed random one. */
  greedyPlayouts?: boolean;
  /** A playout stops where its first actor's turn ends, so every playout is scored at a turn's end, never mid-turn. */
  playoutToTurnEnd?: boolean;
  /**
   * Playouts stop where this many turns have ended since the decision (1: the seat's own; 2: the next seat's reply
   * too), counting those its descent already saw end, so every branch is scored at the same point of the game.
   */
  horizonTurns?: number;
}

/**
 * Where the sealed part of a deal comes from: on the server, its own seed (`{ seed }`), never revealed; in the replay
 * of a public record, what the finished game revealed of it (`{ revealed }`: the kind's `sealed.revealed`), with the
 * rest of it unknown to the replay. `seedDealt`: a game dealt before sealed deals, whose seed drew the sealed part
 * with the rest: the seed's draws are made as then, so the rest of the deal is that game's, and only the revealed
 * part is dealt (another seat's replay of such a game).
 */
export type SealedDeal = { seed: string } | { revealed: unknown; seedDealt?: true };

/** A part of the deal that a kind's spec keeps hidden forever, and how a public record shows the game without it. */
export interface SealedPart<State> {
  /** What it is, in the game's words ("each player's unchosen character"). */
  what: string;
  /** What the finished game shows of it: enough to replay the record with `setup(…, { revealed })`. */
  revealed(state: State): unknown;
  /**
   * The events as a public record shows them: an action that would tell the sealed part (a setup choice replaced
   * before the reveal) told as what replaced it, so the record replays the same way and tells nothing more.
   */
  redact(events: readonly { seat: Seat; action: unknown }[]): { seat: Seat; action: unknown }[];
}

// biome-ignore lint: the registry holds games of different types
export type AnyEngine = Engine<any, any, any, any>;

/** The state type of a game. */
export type StateOf<G> = G extends Engine<infer S, infer _A, infer _V, infer _O> ? S : never;
/** The action type of a game. */
export type ActionOf<G> = G extends Engine<infer _S, infer A, infer _V, infer _O> ? A : never;

/** What `describeTurn` says to a seat the game does not await. */
export const NOTHING_ASKED = 'The game does not need anything from you right now.';

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
