import { and, eq, sql } from 'drizzle-orm';
import { type Database, rowsOf } from './database.ts';
import { type AnalysisRow, gameAnalyses, type StoredTurningPoint } from './schema.ts';

/** Versions a runner has analysed, to be stored after the `from` first ones. */
export interface AnalysedChunk {
  from: number;
  winChance: number[][];
  turningPoints: StoredTurningPoint[];
}

/**
 * The bots' analyses of finished games (issue 50): asked for once per game, leased to one runner at a time, stored
 * chunk by chunk where no other runner stored that chunk first.
 */
export class AnalysisStore {
  constructor(readonly db: Database) {}

  async get(gameId: string): Promise<AnalysisRow | undefined> {
    const [row] = await this.db.select().from(gameAnalyses).where(eq(gameAnalyses.gameId, gameId));
    return row;
  }

  /** Asks for the analysis of a finished game (nothing when it was asked for before); the row as it stands. */
  async ask(gameId: string, version: number, at: Date): Promise<AnalysisRow> {
    await this.db.insert(gameAnalyses).values({ gameId, version, askedAt: at }).onConflictDoNothing();
    return (await this.get(gameId)) as AnalysisRow;
  }

  /** Asks for the analyses of up to `limit` finished games that have none yet, the latest finished first; how many. */
  async askFinished(at: Date, limit: number): Promise<number> {
    const result = await this.db.execute(sql`
      INSERT INTO game_analyses (game_id, version, asked_at)
      SELECT g.id, g.version, ${at} FROM games g
      WHERE g.status = 'finished' AND NOT EXISTS (SELECT 1 FROM game_analyses a WHERE a.game_id = g.id)
      ORDER BY g.finished_at DESC NULLS LAST LIMIT ${limit}
      ON CONFLICT DO NOTHING RETURNING game_id`);
    return rowsOf(result).length;
  }

  /**
   * Leases an unfinished analysis to a runner until `until` (the longest asked first; one whose lease ran out, its
   * runner stopped, is taken over where it stood); undefined when none waits. Two runners never hold one lease.
   */
  async lease(now: Date, until: Date, gameId?: string): Promise<AnalysisRow | undefined> {
    const only = gameId === undefined ? sql`` : sql`AND game_id = ${gameId}`;
    const result = await this.db.execute(sql`
      UPDATE game_analyses SET lease_until = ${until}
      WHERE game_id = (
        SELECT game_id FROM game_analyses
        WHERE ready_at IS NULL AND (lease_until IS NULL OR lease_until < ${now}) ${only}
        ORDER BY asked_at LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING game_id`);
    const [row] = rowsOf<{ game_id: string }>(result);
    return row ? this.get(row.game_id) : undefined;
  }

  /**
   * Stores a chunk where the analysis still stands at `chunk.from` (else another runner stored it first: false) and
   * renews the lease to `until`; the last chunk makes the analysis ready.
   */
  async store(gameId: string, chunk: AnalysedChunk, at: Date, until: Date): Promise<boolean> {
    const done = chunk.from + chunk.winChance.length;
    const stored = await this.db
      .update(gameAnalyses)
      .set({
        done,
        winChance: sql`${gameAnalyses.winChance} || ${JSON.stringify(chunk.winChance)}::jsonb`,
        turningPoints: sql`${gameAnalyses.turningPoints} || ${JSON.stringify(chunk.turningPoints)}::jsonb`,
        leaseUntil: sql`CASE WHEN ${done} > ${gameAnalyses.version} THEN NULL ELSE ${until}::timestamptz END`,
        readyAt: sql`CASE WHEN ${done} > ${gameAnalyses.version} THEN ${at}::timestamptz END`,
      })
      .where(and(eq(gameAnalyses.gameId, gameId), eq(gameAnalyses.done, chunk.from)))
      .returning({ done: gameAnalyses.done });
    return stored.length === 1;
  }

  /** Lets another runner take the analysis at once (this one stops, its work stored). */
  async release(gameId: string): Promise<void> {
    await this.db.update(gameAnalyses).set({ leaseUntil: null }).where(eq(gameAnalyses.gameId, gameId));
  }
}
