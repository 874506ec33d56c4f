import type { Outcome } from '@turnpost/rules';
import type { BotLevel, MadeBy, NoticeKind, Pace, Unfilled } from '@turnpost/rules/table';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One action of a game's host, as games made before table events kept it (`games.host_log`, read only): a host's
 * action is now an event of the game's stream (`table.*`, packages/rules/src/table).
 */
export type HostAction = {
  /** When, and after which move (the game's version then). */
  at: string;
  version: number;
} & (
  | { kind: 'seat-to-person'; seat: number; was: string; name: string }
  | { kind: 'seat-to-bot'; seat: number; was: string; name: string; level: 'easy' | 'medium' | 'hard' }
  | { kind: 'pace'; label: string }
  | { kind: 'webhook'; on: boolean }
  | { kind: 'abandon' }
);

/** A game's pace as stored with it (a copy of the preset, so a later change of presets leaves a game's clocks as they were). */
export type StoredPace = Pace;

/** One row per game; `version` is the seq of its last event (0 before any). Projections are kept here too. */
export const games = pgTable(
  'games',
  {
    id: text('id').primaryKey(),
    /** The game's kind (`saltmarket`): its engine's id. The SQL column keeps its first name, `game`. */
    kind: text('game').notNull(),
    rulesVersion: integer('rules_version').notNull(),
    options: jsonb('options').notNull(),
    /** The secret seed of the game's only randomness; never leaves the server. */
    seed: text('seed').notNull(),
    /** The salt of the seed's commitment; null for games made before commitments. Revealed with the seed at the end. */
    seedSalt: text('seed_salt'),
    /** SHA-256 commitment to the seed (rules core/record.ts), shown in every view from the first move; never changes. */
    seedCommitment: text('seed_commitment'),
    /** The seed of the part of the deal its rules keep hidden forever (Saltmarket's characters); never leaves the server. */
    sealedSeed: text('sealed_seed'),
    /** The commitment to `sealedSeed` (never opened: the record says the part is hidden by the rules). */
    sealedCommitment: text('sealed_commitment'),
    /** An imported game's sealed part as its record revealed it (its sealed seed stayed where it was played). */
    sealedRevealed: jsonb('sealed_revealed'),
    /** An imported game: its id where it was played (a finished game kept for browsing, no seat links). */
    importedFrom: text('imported_from'),
    seatCount: integer('seat_count').notNull(),
    /**
     * 'open': created with open seats, some still free (nobody is waited on yet); 'abandoned': ended before its end
     * (by its host, cancelled with its seats unfilled, or left to bots alone: no outcome, no winner), kept with its state.
     */
    status: text('status', { enum: ['open', 'active', 'finished', 'abandoned'] }).notNull().default('active'),
    /** SHA-256 (hex) of the address the game was created from: the mails its seats get count against it. */
    creator: text('creator'),
    /** Chosen by the creator: whether the game appears in the public list of games (GET /api/games). */
    listed: boolean('listed').notNull().default(false),
    /** The pace chosen at creation; null: no clocks (the game waits as long as it takes). */
    pace: jsonb('pace').$type<StoredPace>(),
    version: integer('version').notNull().default(0),
    /** SHA-256 (hex) of the host link's token (the capability to mend the table); null for games made before hosts. */
    hostTokenHash: text('host_token_hash'),
    /** SHA-256 (hex) of the invite link's token, for a game created with open seats; null otherwise. */
    inviteTokenHash: text('invite_token_hash'),
    /** Whether the invite link (and the lobby) still takes claims of open seats; its host can close it. */
    inviteOpen: boolean('invite_open').notNull().default(false),
    /** Chosen by the creator: the game's open seats are listed in the lobby ("Looking for players"). */
    inLobby: boolean('in_lobby').notNull().default(false),
    /** When the seats still open are filled by bots, or the game cancelled (`unfilled`); null without open seats. */
    fillBy: at('fill_by'),
    unfilled: text('unfilled').$type<Unfilled>(),
    /** Games made before table events only: what their host did, in order (each shown after the move it followed). */
    hostLog: jsonb('host_log').$type<HostAction[]>().notNull().default(sql`'[]'::jsonb`),
    /** The game's chat messages so far: with `version` it makes the ETag, so a poll sees a new message too. */
    chatRevision: integer('chat_revision').notNull().default(0),
    /** The game its players started when this one was over ("Play again"): one rematch per game, whoever asks. */
    rematchId: text('rematch_id'),
    /** The group chat's incoming webhook (Discord, Slack), set by the host: told whenever the game starts waiting on someone. */
    webhookUrl: text('webhook_url'),
    /** Projection: the seats the game waits on after `version`. */
    awaiting: integer('awaiting').array().notNull().default(sql`'{}'::integer[]`),
    /** Projection: the finished game's outcome, written only from its engine's `outcome(state)`. */
    outcome: jsonb('outcome').$type<Outcome>(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('games_status_finished_idx').on(t.status, t.finishedAt),
    index('games_game_status_idx').on(t.kind, t.status),
    index('games_listed_idx').on(t.listed, t.status),
    index('games_lobby_idx').on(t.status, t.fillBy).where(sql`${t.inLobby}`),
    index('games_open_fill_by_idx').on(t.fillBy).where(sql`${t.status} = 'open'`),
    uniqueIndex('games_imported_once_idx').on(t.importedFrom, t.seed).where(sql`${t.importedFrom} is not null`),
  ],
);

export const seats = pgTable(
  'seats',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    seat: integer('seat').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    /** SHA-256 (hex) of the seat's 128-bit token; the raw token exists only in the seat's link. */
    tokenHash: text('token_hash').notNull(),
    /** Bumped when the seat's link is reissued; the old token then no longer matches. */
    tokenGeneration: integer('token_generation').notNull().default(0),
    notifyAtOnce: boolean('notify_at_once').notNull().default(false),
    /** Remind after this many hours of waiting; null = no delayed reminder. */
    remindAfterHours: integer('remind_after_hours').default(24),
    unsubscribed: boolean('unsubscribed').notNull().default(false),
    /** Projection: since when the game waits on this seat (null when it does not). */
    awaitingSince: at('awaiting_since'),
    remindedVersion: integer('reminded_version'),
    /** A bot's level ('easy', 'medium', 'hard'); null for a person. A bot seat has no link and gets no email. */
    bot: text('bot').$type<BotLevel>(),
    /**
     * A paced game's time on this seat's clock at the start of its current (or next) wait, in seconds: the wait's
     * deadline is `awaiting_since` plus this. Null in a game without a pace, and for a bot.
     */
    clockSeconds: integer('clock_seconds'),
    /** Waits in a row the autopilot ended for this person; from 2 on the seat is on autopilot until they take it back or move. */
    autopilotMoves: integer('autopilot_moves').notNull().default(0),
    /** Nobody holds it yet: an open seat, for whoever takes it through the invite link or the lobby. */
    open: boolean('open').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.seat] }),
    uniqueIndex('seats_token_hash_idx').on(t.tokenHash),
    index('seats_email_idx').on(sql`lower(${t.email})`).where(sql`${t.email} is not null`),
  ],
);

/** The source of truth: every accepted player action, append-only. */
export const events = pgTable(
  'events',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    seq: integer('seq').notNull(),
    seat: integer('seat').notNull(),
    action: jsonb('action').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * Who made the event when not the seat's holder: a bot, the autopilot (a person's time ran out), the host (a
     * table event). A table event's `action.type` starts with `table.`; its seat is the seat it concerns, or -1.
     */
    by: text('by').$type<MadeBy>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.seq] }),
    // an idempotency key belongs to one seat: another seat's equal key is another request
    uniqueIndex('events_seat_idempotency_idx').on(t.gameId, t.seat, t.idempotencyKey),
  ],
);

/** Side effects (emails) written in the same atomic step as the event that causes them; sent at least once. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    seat: integer('seat').notNull(),
    /**
     * 'turn' = at once when the wait starts; 'reminder' = after the seat's delay; in a paced game 'half' = when half
     * the seat's time is gone, 'late' = when 12 hours are left (migrations 0007); 'rematch' = a new game of the same
     * players is ready (not tied to a wait); 'webhook' = the group chat is told whose move it is (migration 0012).
     */
    kind: text('kind').$type<NoticeKind>().notNull(),
    /** The game version that started the wait, and the wait's start (to drop rows whose wait has ended). */
    version: integer('version').notNull(),
    /**
     * Whom of the seat's holders the row is for: 0 for whoever held it when the wait began; the host's hand-over of
     * the seat to a new person queues the wait's emails again under the seat's new link generation (migration 0014),
     * so the new person is told while what was sent before stays on record.
     */
    holderGeneration: integer('holder_generation').notNull().default(0),
    waitStartedAt: at('wait_started_at').notNull(),
    dueAt: at('due_at').notNull(),
    claimedUntil: at('claimed_until'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: at('sent_at'),
    droppedAt: at('dropped_at'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('outbox_dedupe_idx').on(t.gameId, t.seat, t.kind, t.version, t.holderGeneration),
    index('outbox_due_idx').on(t.dueAt).where(sql`sent_at is null and dropped_at is null`),
  ],
);

/** What the seated players said at the table, in order (players only; spectators never see it). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    seat: integer('seat').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('chat_messages_game_idx').on(t.gameId, t.id)],
);

/** Addresses that asked never to be emailed again, by any game (lowercased). No mail goes to them, ever. */
export const suppressedEmails = pgTable('suppressed_emails', {
  email: text('email').primaryKey(),
  createdAt: at('created_at').notNull(),
});

/**
 * A seat's link carried to another device: a one-time code (kept as its SHA-256) that gives whoever opens it first,
 * before it expires, the seat's link of `tokenGeneration` (stale once the seat changed hands).
 */
export const carries = pgTable('carries', {
  codeHash: text('code_hash').primaryKey(),
  gameId: text('game_id')
    .notNull()
    .references(() => games.id),
  seat: integer('seat').notNull(),
  tokenGeneration: integer('token_generation').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull(),
});

/** Attempts per key in fixed windows, for the rate limits that must hold across servers (RateLimitStore). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart], name: 'rate_limits_pkey' })],
);

/**
 * Mail consent per address (lowercased): asked when the one email asking to confirm went out (for a mail of game
 * `gameId`), confirmed when the address said yes from its link. Until then no other email goes to it.
 */
export const mailConsents = pgTable(
  'mail_consents',
  {
    email: text('email').primaryKey(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    askedAt: at('asked_at').notNull(),
    confirmedAt: at('confirmed_at'),
  },
  (t) => [index('mail_consents_asked_idx').on(t.askedAt)],
);

/**
 * The bots' analysis of a finished game (issue 50): each seat's chance of winning after every event and the turning
 * points, computed in chunks of versions by whichever runner holds the lease. `done` counts the versions analysed
 * (0 … done−1); a chunk is stored only where `done` is still what its runner read, so racing runners and restarts
 * store each version exactly once.
 */
export const gameAnalyses = pgTable(
  'game_analyses',
  {
    gameId: text('game_id')
      .primaryKey()
      .references(() => games.id),
    /** The finished game's version: versions 0 … version are analysed. */
    version: integer('version').notNull(),
    done: integer('done').notNull().default(0),
    /** `winChance[v][seat]`, for v < done. */
    winChance: jsonb('win_chance').$type<number[][]>().notNull().default(sql`'[]'::jsonb`),
    turningPoints: jsonb('turning_points').$type<StoredTurningPoint[]>().notNull().default(sql`'[]'::jsonb`),
    leaseUntil: at('lease_until'),
    askedAt: at('asked_at').notNull(),
    readyAt: at('ready_at'),
  },
  (t) => [index('game_analyses_waiting_idx').on(t.askedAt).where(sql`${t.readyAt} IS NULL`)],
);

/** A person's move the analysis rates clearly below the best it found: both actions in the log's words. */
export interface StoredTurningPoint {
  version: number;
  seat: number;
  played: string[];
  better: string[];
  /** Winning chances the better move adds, in [0, 1]. */
  gain: number;
}

export type GameRow = typeof games.$inferSelect;
export type SeatRow = typeof seats.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type ChatRow = typeof chatMessages.$inferSelect;
export type AnalysisRow = typeof gameAnalyses.$inferSelect;
