/**
 * The bridge from a game's states to what its seats saw: the only file of the analysis that holds a state. What it
 * hands on is views, legal actions and, once the game is over, the outcome, so nothing downstream can judge a seat
 * with what it did not know.
 */
import { type AnyEngine, fold, type GameSetup, initialState, type Outcome, type Seat } from '@turnpost/rules';

/** A person's move as the analysis judges it: what the mover saw and could do just before it, and what it played. */
export interface Decision {
  seat: Seat;
  view: unknown;
  legalActions: readonly unknown[];
  played: unknown;
}

export interface Moment {
  /** The game's version after which chances are read (0: the setup). */
  version: number;
  /** Each seat's view at `version`. */
  views: unknown[];
  /** The outcome, when the game is over at `version`. */
  outcome?: Outcome;
  /** When event `version` was a person's own move with a choice (two legal actions or more): that decision. */
  decision?: Decision;
}

/** An event of a game's stream: a seat's move, or a table event (`table.…`), and whether a person made it. */
export interface PlayedEvent {
  seat: Seat;
  action: unknown;
  byPerson: boolean;
}

/** A table event (a hand-over, a pace) is the table's, never a seat's decision, and changes nothing in the game. */
const isTableEvent = (action: unknown): boolean =>
  String((action as { type?: unknown } | null)?.type ?? '').startsWith('table.');

/**
 * The moment after event `version`: `after` is the state then, `before` the state before the event (absent at the
 * setup) and `event` the event itself.
 */
export function momentOf(engine: AnyEngine, seats: number, before: unknown | undefined, after: unknown, version: number, event?: PlayedEvent): Moment {
  const views = Array.from({ length: seats }, (_, seat) => engine.view(after, seat));
  const outcome = engine.outcome(after) ?? undefined;
  const moment: Moment = { version, views, ...(outcome ? { outcome } : {}) };
  if (!event || !event.byPerson || before === undefined || isTableEvent(event.action)) return moment;
  const legalActions = engine.legalActions(before, event.seat);
  if (legalActions.length < 2) return moment;
  return { ...moment, decision: { seat: event.seat, view: engine.view(before, event.seat), legalActions, played: event.action } };
}

/** Every moment of a game, from its setup through each event (a table event changes no state but is a version). */
export function* momentsOf(engine: AnyEngine, setup: GameSetup, events: readonly PlayedEvent[]): Generator<Moment> {
  let state = initialState(engine, setup);
  yield momentOf(engine, setup.seats, undefined, state, 0);
  for (const [k, event] of events.entries()) {
    const before = state;
    state = fold(engine, before, [event]);
    yield momentOf(engine, setup.seats, before, state, k + 1, event);
  }
}
