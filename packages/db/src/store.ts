import type { Outcome } from '@turnpost/rules';
import { AUTOPILOT_AFTER, type BotLevel, type Notice } from '@turnpost/rules/table';
import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { type Database, executePrepared, rowsOf, type Transaction } from './database.ts';
import { type AppendInput, appendStatement } from './append.ts';
import { events, type EventRow, games, type GameRow, outbox, seats, type SeatRow, type StoredPace } from './schema.ts';

export interface NewSeat {
  seat: number;
  name: string;
  email: string | null;
  tokenHash: string;
  notifyAtOnce: boolean;
  remindAfterHours: number | null;
  /** A bot's level; null for a person. */
  bot: BotLevel | null;
  /** A paced game's person: the seconds on their clock at their first wait (the pace's start); else null. */
  clockSeconds?: number | null;
  /** Since when the new game waits on the seat (its creation), if it does. */
  awaitingSince?: Date | null;
  /** Nobody holds it yet: whoever takes it through the invite link or the lobby. */
  open?: boolean;
}

/** A new game's open seats: how they are taken (its invite link's hash, the lobby) and what becomes of them by `fillBy`. */
export interface NewJoining {
  inviteTokenHash: string;
  lobby: boolean;
  fillBy: Date;
  unfilled: GameRow['unfilled'] & string;
}

export type { BotLevel };

export interface NewGame {
  id: string;
  kind: string;
  rulesVersion: number;
  options: unknown;
  seed: string;
  awaiting: number[];
  seats: NewSeat[];
  now: Date;
  /** Whether the game appears in the public list. */
  listed?: boolean;
  /** The game's pace; absent or null: no clocks. */
  pace?: StoredPace | null;
  /** SHA-256 of the host link's token. */
  hostTokenHash?: string | null;
  /** SHA-256 of the address the game was created from (the mails its seats get count against it). */
  creator?: string | null;
  /** The seed's commitment and its salt (rules core/record.ts); absent only in tests of games made before them. */
  shuffle?: NewShuffle;
  /** The outbox rows its first waits make due (the table's `openTable`); a rematch's email too. */
  notices?: Notice[];
  /** Created with open seats: its status is 'open' until they are taken. */
  joining?: NewJoining;
}

/** A new game's commitment to its seed, and the sealed part of its deal where its rules keep one. */
export interface NewShuffle {
  salt: string;
  commitment: string;
  sealedSeed: string | null;
  sealedCommitment: string | null;
}

/** A game played elsewhere, as its record tells it (EventStore.importGame). */
export interface ImportedGame extends NewGame {
  importedFrom: string;
  status: 'finished' | 'abandoned';
  outcome: Outcome | null;
  endedAt: Date | null;
  /** What the record revealed of the sealed part of the deal (its seed stayed where the game was played). */
  sealedRevealed: unknown;
  events: { seq: number; seat: number; action: unknown; at: Date; by: EventRow['by'] }[];
}

export type AppendResult =
  | { result: 'ok'; seq: number; version: number }
  | { result: 'duplicate'; seq: number; version: number }
  | { result: 'conflict'; version: number };

/** A game with its seats, read in one indexed query. */
export interface StoredGame {
  game: GameRow;
  seats: SeatRow[];
}

/**
 * What an If-None-Match poll needs: the game's version, its chat's revision, its rematch once one started (a finished
 * table learns of it by polling) and its seats' token hashes (one indexed read).
 */
export interface PollRow {
  version: number;
  chatRevision: number;
  rematchId: string | null;
  seats: { seat: number; tokenHash: string }[];
}

export interface GameListQuery {
  status?: GameRow['status'];
  kind?: string;
  limit: number;
  offset: number;
}

const UNIQUE_VIOLATION = '23505';

export { AUTOPILOT_AFTER };
export type { AppendInput, SeatPatch } from './append.ts';

/**
 * The hot reads, built once per database (drizzle builds a query's SQL on every call otherwise) and run as named
 * prepared statements, which PostgreSQL also parses and plans once per connection.
 */
function preparedFor(db: Database) {
  const game = db
    .select({ game: games, seat: seats })
    .from(games)
    .leftJoin(seats, eq(seats.gameId, games.id))
    .where(eq(games.id, sql.placeholder('id')))
    .orderBy(asc(seats.seat))
    .prepare('turnpost_load_game');
  const poll = db
    .select({ version: games.version, chatRevision: games.chatRevision, rematchId: games.rematchId, seat: seats.seat, tokenHash: seats.tokenHash })
    .from(games)
    .leftJoin(seats, eq(seats.gameId, games.id))
    .where(eq(games.id, sql.placeholder('id')))
    .prepare('turnpost_poll');
  return { game, poll };
}
const prepared = new WeakMap<Database, ReturnType<typeof preparedFor>>();
function statementsOf(db: Database) {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = preparedFor(db)));
  return statements;
}

/** The event store: the only code that reads or writes games, seats and events. */
export class EventStore {
  constructor(readonly db: Database) {}

  /** Inserts the game, its seats and the projections of its initial state in one transaction. */
  async createGame(g: NewGame): Promise<void> {
    await this.db.transaction((tx) => insertGame(tx, g));
  }

  /**
   * The rematch of game `oldId`: `g` is created and becomes it, unless another player's request made one first (the
   * old game's row locked meanwhile); either way the rematch's id. Its notices tell its people (`rematchNotices`).
   */
  async createRematch(oldId: string, g: NewGame): Promise<string> {
    return this.db.transaction(async (tx) => {
      const [old] = await tx.select({ rematchId: games.rematchId }).from(games).where(eq(games.id, oldId)).for('update');
      if (!old) throw new Error(`no game ${oldId}`);
      if (old.rematchId) return old.rematchId;
      await insertGame(tx, g);
      await tx.update(games).set({ rematchId: g.id }).where(eq(games.id, oldId));
      return g.id;
    });
  }

  /**
   * A game played elsewhere, from its public record (already replayed by the caller): the game, its seats (no links)
   * and its events with their times, over at once, in one transaction.
   */
  async importGame(g: ImportedGame): Promise<'imported' | 'known'> {
    try {
      await this.insertImport(g);
      return 'imported';
    } catch (error) {
      // the same record imported at the same moment: the other import is the game
      if ((error as { code?: string }).code === UNIQUE_VIOLATION || (error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION) return 'known';
      throw error;
    }
  }

  private async insertImport(g: ImportedGame): Promise<void> {
    await this.db.transaction(async (tx) => {
      await insertGame(tx, g);
      if (g.events.length > 0)
        await tx.insert(events).values(
          g.events.map((e) => ({ gameId: g.id, seq: e.seq, seat: e.seat, action: e.action, idempotencyKey: `imported-${e.seq}`, by: e.by, createdAt: e.at })),
        );
      await tx
        .update(games)
        .set({
          version: g.events.length,
          status: g.status,
          outcome: g.outcome,
          finishedAt: g.endedAt,
          updatedAt: g.endedAt ?? g.now,
          importedFrom: g.importedFrom,
          sealedRevealed: g.sealedRevealed,
        })
        .where(eq(games.id, g.id));
    });
  }

  /**
   * The game kept here that a record of `gameId` with `seed` tells: the game itself (played here), or its import.
   */
  async recordedGame(gameId: string, seed: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.seed, seed), sql`(${games.importedFrom} = ${gameId} or (${games.id} = ${gameId} and ${games.importedFrom} is null))`))
      .limit(1);
    return row?.id ?? null;
  }

  async loadGame(gameId: string): Promise<StoredGame | null> {
    const rows = await statementsOf(this.db).game.execute({ id: gameId });
    const first = rows[0];
    if (!first) return null;
    return { game: first.game, seats: rows.flatMap((r) => (r.seat ? [r.seat] : [])) };
  }

  /** The version of a game and its seats' token hashes, or null for an unknown game: one indexed read, no replay. */
  async poll(gameId: string): Promise<PollRow | null> {
    const rows = await statementsOf(this.db).poll.execute({ id: gameId });
    const first = rows[0];
    if (!first) return null;
    const seatsOf: PollRow['seats'] = [];
    for (const r of rows) if (r.seat !== null && r.tokenHash !== null) seatsOf.push({ seat: r.seat, tokenHash: r.tokenHash });
    return { version: first.version, chatRevision: first.chatRevision, rematchId: first.rematchId, seats: seatsOf };
  }

  /** Events with `afterSeq < seq <= uptoSeq`, in order. */
  async loadEvents(gameId: string, afterSeq = 0, uptoSeq?: number): Promise<EventRow[]> {
    const range = [eq(events.gameId, gameId), gt(events.seq, afterSeq)];
    if (uptoSeq !== undefined) range.push(lte(events.seq, uptoSeq));
    return this.db
      .select()
      .from(events)
      .where(and(...range))
      .orderBy(asc(events.seq));
  }

  /** The game's table events (`table.*`: hand-overs, paces, its end by the host …), in order: the host's page lists them. */
  async tableEvents(gameId: string): Promise<EventRow[]> {
    return this.db
      .select()
      .from(events)
      .where(and(eq(events.gameId, gameId), sql`${events.action}->>'type' like 'table.%'`))
      .orderBy(asc(events.seq));
  }

  /** The event this seat appended with this idempotency key, if any (one indexed read). */
  async eventByKey(gameId: string, seat: number, idempotencyKey: string): Promise<EventRow | null> {
    const [row] = await this.db
      .select()
      .from(events)
      .where(and(eq(events.gameId, gameId), eq(events.seat, seat), eq(events.idempotencyKey, idempotencyKey)));
    return row ?? null;
  }

  /**
   * One atomic round trip, one statement: unless this seat already used the key, and if the game is still at the
   * expected version, still played, and (for a seat's move) its seat still held by the link generation the move was
   * made with, the game's row moves on, the event is inserted, and the seat rows and outbox rows are written as given.
   * A change of any table is itself an event that moves the version, so a request decided on an older table finds a
   * conflict here and decides again.
   */
  async append(input: AppendInput): Promise<AppendResult> {
    const call = () => executePrepared(this.db, 'turnpost_append', appendStatement(input));
    let result: unknown;
    try {
      result = await call();
    } catch (error) {
      // The same idempotency key raced in at a later version: the retry reports it as a duplicate.
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      result = await call();
    }
    const row = rowsOf<{ duplicate: number | null; appended: number | null; current: number | null }>(result)[0];
    if (!row || row.current === null) throw new Error(`append to unknown game ${input.gameId}`);
    if (row.duplicate !== null) return { result: 'duplicate', seq: Number(row.duplicate), version: Number(row.current) };
    if (row.appended === null) {
      // a concurrent request of this seat may have appended this very key first (after this statement's snapshot)
      const earlier = await this.eventByKey(input.gameId, input.seat, input.idempotencyKey);
      if (earlier) return { result: 'duplicate', seq: earlier.seq, version: Math.max(earlier.seq, Number(row.current)) };
      return { result: 'conflict', version: Number(row.current) };
    }
    return { result: 'ok', seq: Number(row.appended), version: Number(row.appended) };
  }

  async listGames(q: GameListQuery): Promise<{ games: GameRow[]; total: number }> {
    // only games their creators chose to list
    const filters = [eq(games.listed, true)];
    if (q.status) filters.push(eq(games.status, q.status));
    if (q.kind) filters.push(eq(games.kind, q.kind));
    const where = and(...filters);
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(games)
        .where(where)
        .orderBy(desc(sql`coalesce(${games.finishedAt}, ${games.updatedAt})`), desc(games.id))
        .limit(q.limit)
        .offset(q.offset),
      this.db.select({ n: count() }).from(games).where(where),
    ]);
    return { games: rows, total: Number(totals[0]?.n ?? 0) };
  }

  /**
   * Active games whose awaited seat a machine must move, oldest wait first: a bot's (after a restart, or a runner
   * that died mid-move), a person's on autopilot, or a person's whose clock ran out by `now`. The sweep moves them.
   * One indexed read over active games.
   */
  async gamesToMove(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ id: games.id, updatedAt: games.updatedAt })
      .from(games)
      .innerJoin(seats, and(eq(seats.gameId, games.id), sql`${seats.seat} = any(${games.awaiting})`))
      .where(
        and(
          eq(games.status, 'active'),
          sql`(${seats.bot} is not null or ${seats.autopilotMoves} >= ${AUTOPILOT_AFTER}
            or ${seats.awaitingSince} + make_interval(secs => ${seats.clockSeconds}) <= ${now.toISOString()}::timestamptz)`,
        ),
      )
      .orderBy(asc(games.updatedAt))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  async seatsOf(gameIds: string[]): Promise<SeatRow[]> {
    if (gameIds.length === 0) return [];
    return this.db
      .select()
      .from(seats)
      .where(sql`${seats.gameId} in ${gameIds}`)
      .orderBy(asc(seats.gameId), asc(seats.seat));
  }
}

/** Inserts a new game, its seats and the projections of its initial state (in the caller's transaction). */
async function insertGame(tx: Transaction, g: NewGame): Promise<void> {
  await tx.insert(games).values({
    id: g.id,
    kind: g.kind,
    rulesVersion: g.rulesVersion,
    options: g.options,
    seed: g.seed,
    seatCount: g.seats.length,
    listed: g.listed ?? false,
    pace: g.pace ?? null,
    hostTokenHash: g.hostTokenHash ?? null,
    creator: g.creator ?? null,
    seedSalt: g.shuffle?.salt ?? null,
    seedCommitment: g.shuffle?.commitment ?? null,
    sealedSeed: g.shuffle?.sealedSeed ?? null,
    sealedCommitment: g.shuffle?.sealedCommitment ?? null,
    awaiting: g.awaiting,
    createdAt: g.now,
    updatedAt: g.now,
    ...(g.joining
      ? {
          status: 'open' as const,
          inviteTokenHash: g.joining.inviteTokenHash,
          inviteOpen: true,
          inLobby: g.joining.lobby,
          fillBy: g.joining.fillBy,
          unfilled: g.joining.unfilled,
        }
      : {}),
  });
  await tx.insert(seats).values(g.seats.map((s) => ({ ...s, gameId: g.id })));
  if (g.notices?.length) await tx.insert(outbox).values(g.notices.map((n) => ({ gameId: g.id, ...n, createdAt: g.now })));
}


