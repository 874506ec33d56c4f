/**
 * The JSON the API answers with (apps/api: app.ts, routes/games.ts, services/game-service.ts). Game-specific parts
 * (`view`, `legalActions`) stay `unknown` here; each game's table narrows them to its own types.
 */
import type { LogEntry, OptionSpec, Outcome, Seat } from '@turnpost/rules';

export type { LogEntry, OptionSpec, Outcome, Seat };

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
  finishedAt: string | null;
}

/** Answer of `GET /api/games?status=…`. */
export interface GameList {
  games: GameSummary[];
  total: number;
}

/** A log line as the API sends it: `@N` in `text` stands for seat N's name. */
export type LogLine = Omit<LogEntry, 'visibleTo'>;

/** What one seat (`seat`), or a spectator (`seat: null`), sees of a game at one version. */
export interface TableState extends GameSummary {
  seat: Seat | null;
  view: unknown;
  awaiting: Seat[];
  legalActions: unknown[];
  log: LogLine[];
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

/** One stored event of a finished game, as `GET /api/games/:id/events` lists them. */
export interface GameEvent {
  /** The version the game reaches with this event (1 = the first move). */
  seq: number;
  seat: Seat;
  action: Record<string, unknown>;
  at: string;
}

export interface EventLog {
  version: number;
  events: GameEvent[];
}

/** Whose eyes a replay step is seen through. */
export type Perspective = Seat | 'spectator';
