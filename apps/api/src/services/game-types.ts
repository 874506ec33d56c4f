/** The shapes the services take and answer with (requests in, summaries and seat views out). */
import type { Level } from '@turnpost/bots';
import type { Outcome, Seat, SeatPayload } from '@turnpost/rules';
import type { Unfilled } from '@turnpost/rules/table';
import type { LogPage } from './log-pages.ts';

/** A person's seat (a name, an email for turn notices) or a bot's (a level; a name is made up when not given). */
export interface NewSeatInput {
  name?: string | undefined;
  email?: string | undefined;
  notifyAtOnce?: boolean | undefined;
  remindAfterHours?: number | null | undefined;
  bot?: Level | undefined;
  /** An open seat: nobody's yet, for whoever takes it through the invite link or the lobby. */
  open?: true | undefined;
}

/** A game created with open seats: whether the lobby lists them, and what becomes of those nobody took in time. */
export interface OpenSeatsInput {
  lobby?: boolean | undefined;
  /** Hours the open seats wait for someone (default 72). */
  waitHours?: number | undefined;
  /** Then bots take them ('bots', the default) or the game is cancelled ('cancel'). */
  unfilled?: Unfilled | undefined;
}

export interface CreateGameInput {
  game: string;
  seats: NewSeatInput[];
  options?: unknown;
  listed?: boolean | undefined;
  /** A pace's id (`paces.ts`); absent or `none`: no clocks. */
  pace?: string | undefined;
  openSeats?: OpenSeatsInput | undefined;
}

/** A seat as every summary shows it. */
export interface SeatSummary {
  seat: Seat;
  name: string;
  /** Whether the game waits on this seat now. */
  awaited: boolean;
  /** A bot's level; null for a person. */
  bot: Level | null;
  /** In a paced game, when an awaited person's time runs out (ISO); else null. */
  deadline: string | null;
  /** Whether the autopilot moves for this person at once (it ended two waits in a row; they may take the seat back). */
  autopilot: boolean;
  /** The autopilot's moves in a row for this person's seat, their time having run out (0 once they move themselves). */
  autopilotMoves: number;
  /** Nobody holds it yet: an open seat, for whoever takes it through the invite link or the lobby. */
  open: boolean;
}

/** A game created with open seats, until it starts: whether it still takes players, the lobby, the seats' time. */
export interface JoiningSummary {
  open: boolean;
  lobby: boolean;
  /** When the seats still open are filled by bots or the game is cancelled (ISO). */
  fillBy: string;
  unfilled: Unfilled;
}

export interface GameSummary {
  id: string;
  game: string;
  title: string;
  /** 'open': waiting for its open seats to be taken; 'abandoned': ended before its end (no outcome). */
  status: 'open' | 'active' | 'finished' | 'abandoned';
  /** A game created with open seats, while it waits for them; null otherwise. */
  joining: JoiningSummary | null;
  version: number;
  /** Each seat's name, whether the game waits on it, its level when a bot holds it, and its clock. */
  seats: SeatSummary[];
  /** What the game's host did, each after the move it followed (`version`), as the log tells it. */
  hostLog: { version: number; at: string; text: string }[];
  /** The rematch its players started at its end ("Play again"), if any. */
  rematch: string | null;
  /** The game's pace (its id and what it is called); null: no clocks. */
  pace: { id: string; label: string } | null;
  outcome: Outcome | null;
  /**
   * The commitment to the game's seed published from its first view (and to its sealed part's, where its rules keep
   * one), never changed; the seed is revealed in the game's record at its end. Null for games made before commitments.
   */
  shuffle: { commitment: string; sealedCommitment: string | null } | null;
  /** An imported game: its id where it was played. */
  importedFrom: string | null;
  createdAt: string;
  /** When the latest move was made (the creation time before any): "last move 3 hours ago". */
  lastMoveAt: string;
  finishedAt: string | null;
}

/**
 * What one seat (or a spectator, seat null) may see of a game at one version: the game's view, the seat's legal
 * actions in compact form (`choices`) and the log lines after `logAfter`. Bounded, however long the game.
 */
export interface SeatView extends GameSummary, SeatPayload, LogPage {
  seat: Seat | null;
}

export interface ActInput {
  expectedVersion: number;
  action: Record<string, unknown>;
  idempotencyKey: string;
}
