import type { AnyGame, Seat } from './game.ts';

/** One stored player action, as the event log keeps it. */
export interface ActionEvent {
  seat: Seat;
  action: unknown;
}

export interface GameSetup {
  seats: number;
  options: unknown;
  seed: string;
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

/** Builds the initial state from a game's setup parameters (options are re-parsed, defaults filled). */
export function initialState<S>(game: AnyGame, setup: GameSetup): S {
  const options = game.parseOptions(setup.options, setup.seats);
  if (!options.ok) throw new ReplayError(-1, options.error.code, options.error.message);
  return game.setup(setup.seats, options.value, setup.seed) as S;
}

/** Folds events onto a state. Every stored event was accepted once, so a rejection here is a bug. */
export function fold<S>(game: AnyGame, state: S, events: readonly ActionEvent[], offset = 0): S {
  let current = state;
  events.forEach((event, i) => {
    const next = game.apply(current, event.seat, event.action);
    if (!next.ok) throw new ReplayError(offset + i, next.error.code, next.error.message);
    current = next.value as S;
  });
  return current;
}

/** The state after all `events`, from scratch. */
export function replay<S>(game: AnyGame, setup: GameSetup, events: readonly ActionEvent[]): S {
  return fold(game, initialState<S>(game, setup), events);
}
