/**
 * The ways into a game and out of it, as stored: the games whose open seats' time ran out, the lobby, the one-time
 * codes that carry a seat to another device, and the seats one email holds in play. Beside `EventStore`, which it
 * reads seats through; like it, the only code that reads or writes what it names.
 */
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { carries, games, type GameRow, seats } from './schema.ts';
import { EventStore } from './store.ts';
import type { BotLevel } from '@turnpost/rules/table';

/** A game of the lobby: its row, and its seats' public side. */
export interface LobbyGame {
  game: GameRow;
  seats: { seat: number; name: string; bot: BotLevel | null; open: boolean }[];
}

/** A seat in play held by a person with a given email (the seats an "email me my links" mail lists). */
export interface HeldSeat {
  gameId: string;
  kind: string;
  seat: number;
  name: string;
  tokenGeneration: number;
  status: GameRow['status'];
}

export class JoiningStore {
  private readonly events: EventStore;

  constructor(readonly db: Database) {
    this.events = new EventStore(db);
  }

  /** Games whose open seats' time ran out by `now` (bots take them, or the game is cancelled): one indexed read. */
  async gamesToFill(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.status, 'open'), lte(games.fillBy, now)))
      .orderBy(asc(games.fillBy))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /**
   * The lobby: games whose creators listed their open seats, still taking claims, the longest waiting first; by kind
   * and by pace (a preset's id, or 'none') when asked.
   */
  async lobby(q: { kind?: string | undefined; pace?: string | undefined; limit: number }): Promise<LobbyGame[]> {
    const filters = [eq(games.inLobby, true), eq(games.status, 'open'), eq(games.inviteOpen, true)];
    if (q.kind) filters.push(eq(games.kind, q.kind));
    if (q.pace === 'none') filters.push(sql`${games.pace} is null`);
    else if (q.pace) filters.push(sql`${games.pace}->>'id' = ${q.pace}`);
    const rows = await this.db
      .select()
      .from(games)
      .where(and(...filters))
      .orderBy(asc(games.createdAt), asc(games.id))
      .limit(q.limit);
    const all = await this.events.seatsOf(rows.map((g) => g.id));
    return rows.map((game) => ({
      game,
      seats: all.filter((s) => s.gameId === game.id).map((s) => ({ seat: s.seat, name: s.name, bot: s.bot, open: s.open })),
    }));
  }

  /** Keeps a one-time code that carries a seat's link to another device until `expiresAt`. */
  async keepCarry(c: { codeHash: string; gameId: string; seat: number; tokenGeneration: number; expiresAt: Date; now: Date }): Promise<void> {
    await this.db.insert(carries).values({ ...c, createdAt: c.now });
  }

  /**
   * Uses a carried code once: the seat it carries, if the code is known, unused and not expired at `now` (marked used
   * in the same statement, so of two devices racing with one code exactly one gets the seat); else null.
   */
  async useCarry(codeHash: string, now: Date): Promise<{ gameId: string; seat: number; tokenGeneration: number } | null> {
    const [row] = await this.db
      .update(carries)
      .set({ usedAt: now })
      .where(and(eq(carries.codeHash, codeHash), sql`${carries.usedAt} is null`, gt(carries.expiresAt, now)))
      .returning({ gameId: carries.gameId, seat: carries.seat, tokenGeneration: carries.tokenGeneration });
    return row ?? null;
  }

  /** The seats of games not over that a person with this email holds (case-insensitive), newest game first. */
  async seatsHeldBy(email: string): Promise<HeldSeat[]> {
    return this.db
      .select({ gameId: seats.gameId, kind: games.kind, seat: seats.seat, name: seats.name, tokenGeneration: seats.tokenGeneration, status: games.status })
      .from(seats)
      .innerJoin(games, eq(games.id, seats.gameId))
      .where(and(sql`lower(${seats.email}) = lower(${email})`, sql`${seats.bot} is null`, eq(seats.open, false), sql`${games.status} in ('open', 'active')`))
      .orderBy(desc(games.createdAt), asc(seats.seat))
      .limit(50);
  }
}
