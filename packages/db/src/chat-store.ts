import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { type ChatRow, chatMessages, games } from './schema.ts';

/** The table talk of games: what their seated players said, in order. */
export class ChatStore {
  constructor(readonly db: Database) {}

  /** A seated player's message at the table; the game's chat revision moves on, so every table's next poll gets it. */
  async postChat(gameId: string, seat: number, text: string, now: Date): Promise<ChatRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(chatMessages).values({ gameId, seat, text, createdAt: now }).returning();
      await tx.update(games).set({ chatRevision: sql`${games.chatRevision} + 1` }).where(eq(games.id, gameId));
      return row as ChatRow;
    });
  }

  /** The game's messages after message `after` (0: from the first), at most `limit`, oldest first. */
  async chatAfter(gameId: string, after: number, limit: number): Promise<ChatRow[]> {
    return this.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.gameId, gameId), gt(chatMessages.id, after)))
      .orderBy(asc(chatMessages.id))
      .limit(limit);
  }

  /** The game's latest `limit` messages, oldest first. */
  async latestChat(gameId: string, limit: number): Promise<ChatRow[]> {
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.gameId, gameId))
      .orderBy(desc(chatMessages.id))
      .limit(limit);
    return rows.reverse();
  }
}
