import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { mailConsents, suppressedEmails } from './schema.ts';

/** Where an address stands: never asked, asked and not (yet) confirmed, confirmed; or it said never. */
export type ConsentState = 'unasked' | 'asked' | 'confirmed' | 'never';

/**
 * Mail consent per address: the first email an address gets asks it to confirm, and no other email goes to it until
 * it has (the outbox's claim holds its rows meanwhile). Addresses are kept lowercased.
 */
export class MailConsents {
  constructor(readonly db: Database) {}

  /**
   * Records that the one email asking `email` to confirm goes out now, for a mail of game `gameId`: true for the one
   * caller that records it (two dispatchers never both ask), false when the address was asked already.
   */
  async ask(email: string, gameId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(mailConsents)
      .values({ email: email.toLowerCase(), gameId, askedAt: now })
      .onConflictDoNothing()
      .returning({ email: mailConsents.email });
    return rows.length > 0;
  }

  /** The asking email could not be sent: the address counts as never asked, so the next try asks again. */
  async unask(email: string): Promise<void> {
    await this.db.delete(mailConsents).where(and(eq(mailConsents.email, email.toLowerCase()), isNull(mailConsents.confirmedAt)));
  }

  /**
   * The address said yes: its held emails go out from the dispatcher's next run. False (and nothing changes) when it
   * was never asked, or when it asked never to be emailed again: that stays final.
   */
  async confirm(email: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(mailConsents)
      .set({ confirmedAt: sql`coalesce(${mailConsents.confirmedAt}, ${now.toISOString()}::timestamptz)` })
      .where(
        and(
          eq(mailConsents.email, email.toLowerCase()),
          sql`not exists (select 1 from ${suppressedEmails} x where x.email = ${email.toLowerCase()})`,
        ),
      )
      .returning({ email: mailConsents.email });
    return rows.length > 0;
  }

  async state(email: string): Promise<ConsentState> {
    const lower = email.toLowerCase();
    const [never] = await this.db.select({ email: suppressedEmails.email }).from(suppressedEmails).where(eq(suppressedEmails.email, lower));
    if (never) return 'never';
    const [row] = await this.db.select({ confirmedAt: mailConsents.confirmedAt }).from(mailConsents).where(eq(mailConsents.email, lower));
    if (!row) return 'unasked';
    return row.confirmedAt ? 'confirmed' : 'asked';
  }
}
