import { and, eq, sql } from 'drizzle-orm';
import { type Database, rowsOf } from './database.ts';
import { outbox, type OutboxRow, seats, suppressedEmails } from './schema.ts';

/** One claimed email with what it needs to be written. */
export interface ClaimedReminder {
  id: number;
  gameId: string;
  seat: number;
  kind: OutboxRow['kind'];
  version: number;
  attempts: number;
  waitStartedAt: Date;
  email: string;
  name: string;
  tokenGeneration: number;
  /** The game's group-chat webhook ('webhook' rows go there; the email is '' then). */
  webhookUrl: string | null;
  /** Hash of the address the game was created from (null for games made before it was kept). */
  creator: string | null;
  /** In a paced game, when the seat's time runs out; else null. */
  deadline: Date | null;
  /** The seat that made the last move, null before any. */
  lastSeat: number | null;
  lastName: string | null;
  /** The address confirmed it wants Turnpost's emails (`MailConsents`); else this row's email must ask it first. */
  confirmed: boolean;
}

/** Emails sent in the last hour and day per recipient (lowercased), and in the last day per creating address. */
export interface SentCounts {
  hour: Map<string, number>;
  day: Map<string, number>;
  creator: Map<string, number>;
}

export interface NotificationSettings {
  email: string | null;
  notifyAtOnce: boolean;
  remindAfterHours: number | null;
}

/**
 * The outbox of turn emails. Rows are written by the append that starts a wait; a dispatcher claims due rows
 * atomically (two dispatchers never claim the same row), sends, and records the result.
 */
export class ReminderQueue {
  constructor(readonly db: Database) {}

  /**
   * Retires unsent rows whose wait is over (the player acted; a rematch's email waits for no wait), or whose seat
   * unsubscribed or has no email, or whose address asked never to be emailed again.
   */
  async dropEnded(now: Date): Promise<number> {
    const res = await this.db.execute(sql`
      update outbox o set dropped_at = ${now.toISOString()}::timestamptz, claimed_until = null,
        last_error = coalesce(o.last_error, 'the wait ended before sending')
      where o.sent_at is null and o.dropped_at is null and not exists (
        select 1 from seats s
        where s.game_id = o.game_id and s.seat = o.seat and (o.kind in ('rematch', 'links') or s.awaiting_since = o.wait_started_at)
          and (o.kind = 'webhook' or (s.email is not null and not s.unsubscribed
            and not exists (select 1 from suppressed_emails x where x.email = lower(s.email))))
          and (o.kind <> 'webhook' or exists (select 1 from games g where g.id = o.game_id and g.webhook_url is not null)))
      returning o.id`);
    return rowsOf(res).length;
  }

  /**
   * Queues the mail listing the seats in play of the person holding seat `seat` of `gameId` at link generation
   * `holderGeneration` (they asked for it): due at once, one per game version and holder, tied to no wait. False when
   * one is queued already for this version.
   */
  async queueLinks(gameId: string, seat: number, holderGeneration: number, version: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .insert(outbox)
      .values({ gameId, seat, kind: 'links', version, holderGeneration, waitStartedAt: now, dueAt: now, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: outbox.id });
    return rows.length > 0;
  }

  /** The address never gets another email, from any game. */
  async suppress(email: string, now: Date): Promise<void> {
    await this.db.insert(suppressedEmails).values({ email: email.toLowerCase(), createdAt: now }).onConflictDoNothing();
  }

  /**
   * The emails already sent to each of `emails` (lowercased) in the last hour and day, and for the games of each of
   * `creators` in the last day (the emails asking an address to confirm included): two reads for a whole batch of the
   * dispatcher.
   */
  async sentCounts(emails: string[], creators: string[], now: Date): Promise<SentCounts> {
    const hour = new Date(now.getTime() - 3_600_000).toISOString();
    const day = new Date(now.getTime() - 86_400_000).toISOString();
    const counts: SentCounts = { hour: new Map(), day: new Map(), creator: new Map() };
    if (emails.length > 0) {
      const res = await this.db.execute(sql`
        select lower(s.email) as email, count(*) filter (where o.sent_at > ${hour}::timestamptz) as hour, count(*) as day
        from outbox o join seats s on s.game_id = o.game_id and s.seat = o.seat
        where o.sent_at > ${day}::timestamptz and lower(s.email) in ${emails}
        group by lower(s.email)`);
      for (const r of rowsOf<{ email: string; hour: string; day: string }>(res)) {
        counts.hour.set(r.email, Number(r.hour));
        counts.day.set(r.email, Number(r.day));
      }
    }
    if (creators.length > 0) {
      const res = await this.db.execute(sql`
        select g.creator, count(*) as n from (
          select game_id from outbox where sent_at > ${day}::timestamptz
          union all select game_id from mail_consents where asked_at > ${day}::timestamptz
        ) m join games g on g.id = m.game_id
        where g.creator in ${creators}
        group by g.creator`);
      for (const r of rowsOf<{ creator: string; n: string }>(res)) counts.creator.set(r.creator, Number(r.n));
    }
    return counts;
  }

  /** Puts a claimed row back, due at `until` (over a sending limit): not counted as a failed attempt. */
  async defer(r: ClaimedReminder, until: Date, reason: string): Promise<void> {
    await this.db
      .update(outbox)
      .set({ dueAt: until, claimedUntil: null, attempts: sql`greatest(0, ${outbox.attempts} - 1)`, lastError: reason })
      .where(eq(outbox.id, r.id));
  }

  /**
   * Claims up to `limit` due rows for `leaseMs`, skipping rows another dispatcher holds; only group-chat notices with
   * `webhooksOnly` (where no email can be sent, the emails stay queued). An email to an address that was asked to
   * confirm and has not is held: not claimed until it confirms.
   */
  async claim(
    now: Date,
    { limit = 50, leaseMs = 5 * 60_000, webhooksOnly = false }: { limit?: number; leaseMs?: number; webhooksOnly?: boolean } = {},
  ): Promise<ClaimedReminder[]> {
    const at = now.toISOString();
    const until = new Date(now.getTime() + leaseMs).toISOString();
    const res = await this.db.execute(sql`
      with due as (
        select o.id from outbox o
        join seats s on s.game_id = o.game_id and s.seat = o.seat
        where o.sent_at is null and o.dropped_at is null and o.due_at <= ${at}::timestamptz
          and (o.claimed_until is null or o.claimed_until < ${at}::timestamptz)
          and (${!webhooksOnly} or o.kind = 'webhook')
          and (o.kind in ('rematch', 'links') or s.awaiting_since = o.wait_started_at)
          and (o.kind = 'webhook' or (s.email is not null and not s.unsubscribed
            and not exists (select 1 from suppressed_emails x where x.email = lower(s.email))
            and not exists (select 1 from mail_consents c where c.email = lower(s.email) and c.confirmed_at is null)))
        order by o.due_at, o.id
        limit ${limit}
        for update of o skip locked
      )
      update outbox o set claimed_until = ${until}::timestamptz, attempts = o.attempts + 1
      from due, seats s, games g
      left join lateral (
        select e.seat, s2.name from events e join seats s2 on s2.game_id = e.game_id and s2.seat = e.seat
        where e.game_id = g.id order by e.seq desc limit 1
      ) last on true
      where o.id = due.id and s.game_id = o.game_id and s.seat = o.seat and g.id = o.game_id
      returning o.id, o.game_id, o.seat, o.kind, o.version, o.attempts, o.wait_started_at,
        s.email, s.name, s.token_generation, last.seat as last_seat, last.name as last_name,
        s.awaiting_since + make_interval(secs => s.clock_seconds) as deadline, g.creator, g.webhook_url,
        exists (select 1 from mail_consents c where c.email = lower(s.email) and c.confirmed_at is not null) as confirmed`);
    return rowsOf<Record<string, unknown>>(res).map((r) => ({
      id: Number(r.id),
      gameId: String(r.game_id),
      seat: Number(r.seat),
      kind: r.kind as OutboxRow['kind'],
      version: Number(r.version),
      attempts: Number(r.attempts),
      waitStartedAt: new Date(r.wait_started_at as string),
      email: r.email === null || r.email === undefined ? '' : String(r.email),
      name: String(r.name),
      tokenGeneration: Number(r.token_generation),
      deadline: r.deadline === null || r.deadline === undefined ? null : new Date(r.deadline as string),
      creator: r.creator === null || r.creator === undefined ? null : String(r.creator),
      webhookUrl: r.webhook_url === null || r.webhook_url === undefined ? null : String(r.webhook_url),
      lastSeat: r.last_seat === null || r.last_seat === undefined ? null : Number(r.last_seat),
      lastName: r.last_name === null || r.last_name === undefined ? null : String(r.last_name),
      confirmed: r.confirmed === true || r.confirmed === 't',
    }));
  }

  async markSent(r: ClaimedReminder, now: Date): Promise<void> {
    await this.db.execute(sql`
      with sent as (
        update outbox set sent_at = ${now.toISOString()}::timestamptz, claimed_until = null, last_error = null
        where id = ${r.id} returning game_id, seat, version)
      update seats s set reminded_version = sent.version from sent
      where s.game_id = sent.game_id and s.seat = sent.seat`);
  }

  /** Records a failed attempt: retried at `retryAt`, or given up when `retryAt` is null. */
  async markFailed(r: ClaimedReminder, now: Date, error: string, retryAt: Date | null): Promise<void> {
    await this.db
      .update(outbox)
      .set({
        lastError: error.slice(0, 500),
        claimedUntil: null,
        ...(retryAt ? { dueAt: retryAt } : { droppedAt: now }),
      })
      .where(eq(outbox.id, r.id));
  }

  async settings(gameId: string, seat: number): Promise<(NotificationSettings & { unsubscribed: boolean }) | null> {
    const [row] = await this.db
      .select({
        email: seats.email,
        notifyAtOnce: seats.notifyAtOnce,
        remindAfterHours: seats.remindAfterHours,
        unsubscribed: seats.unsubscribed,
      })
      .from(seats)
      .where(and(eq(seats.gameId, gameId), eq(seats.seat, seat)));
    return row ?? null;
  }

  /**
   * Saves a seat's settings (a new email re-subscribes) in one statement, and brings the outbox of the seat's current
   * wait, if any, in line: missing rows are added, unsent reminder rows move to the new delay.
   */
  async saveSettings(gameId: string, seat: number, s: NotificationSettings, now: Date): Promise<void> {
    const at = now.toISOString();
    await this.db.execute(sql`
      with saved as (
        update seats set email = ${s.email}, notify_at_once = ${s.notifyAtOnce},
          remind_after_hours = ${s.remindAfterHours}, unsubscribed = false
        where game_id = ${gameId} and seat = ${seat}
        returning game_id, seat, awaiting_since, email, notify_at_once, remind_after_hours
      ),
      wait as (
        select saved.*, g.version from saved join games g on g.id = saved.game_id
        where saved.awaiting_since is not null and saved.email is not null
      ),
      moved as (
        update outbox o set due_at = w.awaiting_since + make_interval(hours => w.remind_after_hours)
        from wait w
        where o.game_id = w.game_id and o.seat = w.seat and o.kind = 'reminder' and o.sent_at is null
          and o.dropped_at is null and o.wait_started_at = w.awaiting_since and w.remind_after_hours is not null
        returning o.id
      )
      insert into outbox (game_id, seat, kind, version, wait_started_at, due_at, created_at)
      select w.game_id, w.seat, k.kind, w.version, w.awaiting_since,
        case when k.kind = 'turn' then ${at}::timestamptz
             else w.awaiting_since + make_interval(hours => w.remind_after_hours) end,
        ${at}::timestamptz
      from wait w cross join (values ('turn'), ('reminder')) as k(kind)
      where (k.kind = 'turn' and w.notify_at_once) or (k.kind = 'reminder' and w.remind_after_hours is not null)
      on conflict do nothing`);
  }

  async unsubscribe(gameId: string, seat: number): Promise<boolean> {
    const rows = await this.db
      .update(seats)
      .set({ unsubscribed: true })
      .where(and(eq(seats.gameId, gameId), eq(seats.seat, seat)))
      .returning({ seat: seats.seat });
    return rows.length > 0;
  }

  /** Rows of one game, for tests and the dev mailbox. */
  async rowsOf(gameId: string) {
    return this.db.select().from(outbox).where(eq(outbox.gameId, gameId)).orderBy(outbox.id);
  }
}

