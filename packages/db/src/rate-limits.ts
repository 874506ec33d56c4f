import { lt, sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { rateLimits } from './schema.ts';

/** Attempts per key and window, counted in the database: every server of one database shares the count. */
export class RateLimitStore {
  constructor(readonly db: Database) {}

  /** Counts one attempt of `key` in the window starting at `windowStart`; the window's count with it (one statement). */
  async hit(key: string, windowStart: Date): Promise<number> {
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
      .returning({ count: rateLimits.count });
    return row?.count ?? 1;
  }

  /** Forgets the windows that started before `before`. */
  async forget(before: Date): Promise<void> {
    await this.db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
  }
}
