/**
 * The JSON the API answers with (apps/api: app.ts, routes/games.ts, services/game-service.ts). Game-specific parts
 * (`view`, the actions in `choices`) stay `unknown` here; each game's table narrows them to its own types.
 */
import type { ChoiceNode, LogLine, OptionSpec, Outcome, Seat } from '@turnpost/rules/core';

export type { ChoiceNode, LogLine, OptionSpec, Outcome, Seat };

/** One entry of `GET /api/catalogue`. */
export interface CatalogueGame {
  id: string;
  title: string;
  seats: { min: number; max: number };
  options: OptionSpec[];
}

/** Turn emails for one seat: at once when the game waits on it, and/or after it has waited this many hours. */
export interface NotificationSettings {
  email: string | null;
  notifyAtOnce: boolean;
  /** null: no reminder. */
  remindAfterHours: number | null;
}

/** Answer of `GET /api/games/:id/notifications`: the settings, and whether the player used an unsubscribe link. */
export interface SeatNotifications extends NotificationSettings {
  unsubscribed: boolean;
}

export interface NewSeat {
  name: string;
  email?: string;
  notifyAtOnce?: boolean;
  remindAfterHours?: number | null;
}

/** Body of `POST /api/games`. */
export interface CreateGameRequest {
  game: string;
  seats: NewSeat[];
  options?: Record<string, unknown>;
  /** Whether the game appears, with the players' names, in the public list of games. */
  listed?: boolean;
}

/** Answer of `POST /api/games`: `url`s are paths on this origin; a seat's token is in the fragment. */
export interface CreatedGame {
  id: string;
  seats: { seat: Seat; name: string; token: string; url: string }[];
  spectatorUrl: string;
}

export type GameStatus = 'active' | 'finished';

export interface GameSummary {
  id: string;
  game: string;
  title: string;
  status: GameStatus;
  version: number;
  seats: { seat: Seat; name: string; awaited: boolean }[];
  outcome: Outcome | null;
  createdAt: string;
  /** When the latest move was made (the creation time before any). */
  lastMoveAt: string;
  finishedAt: string | null;
}

/** Answer of `GET /api/games?status=…`. */
export interface GameList {
  games: GameSummary[];
  total: number;
}

/**
 * Log lines (`@N` in `text` stands for seat N's name; `seq` is the event a line narrates, 0 = the setup): exactly
 * the lines the reader may see of the events after `logAfter` (−1 = from the very start). Answer of
 * `GET /api/games/:id/log?before=S&limit=L`, and part of every table state.
 */
export interface LogPage {
  log: LogLine[];
  logAfter: number;
}

/**
 * What one seat (`seat`), or a spectator (`seat: null`), sees of a game at one version (`GET …/view`,
 * `POST …/actions`, `GET …/steps/:v`): the view, the seat's legal actions as a compact tree (`expandChoices` lists
 * them) and the log lines after `logAfter`.
 */
export interface TableState extends GameSummary, LogPage {
  seat: Seat | null;
  view: unknown;
  awaiting: Seat[];
  choices: ChoiceNode;
}

/**
 * A table state as a page hands it to a game's table: `choices` expanded into the seat's legal actions (empty in a
 * replay), and the log lines the page holds (all lines after `logAfter`, up to `version`).
 */
export interface OpenTable extends TableState {
  legalActions: unknown[];
}

/** Answer of `GET /api/games/:id/scores` (finished games): `series[v][seat]` is the seat's score after event v. */
export interface ScoreSeries {
  version: number;
  series: number[][];
}

/** Body of `POST /api/games/:id/actions`. */
export interface SubmitRequest {
  expectedVersion: number;
  action: object;
  idempotencyKey: string;
}

/** Answer of `POST /api/games/:id/reissue`: the seat's new link; the old one no longer works. */
export interface ReissuedLink {
  seat: Seat;
  token: string;
  url: string;
}

/** Whose eyes a replay step is seen through. */
export type Perspective = Seat | 'spectator';
