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

export interface NewSeat {
  name: string;
  email?: string;
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
