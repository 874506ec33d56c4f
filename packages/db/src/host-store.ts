import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from './database.ts';
import { games, type GameRow, type HostAction, seats, type StoredPace } from './schema.ts';
import type { BotLevel } from './store.ts';

/** Who a host hands a seat to: a person (a new link, whose token's hash `hashFor` gives; their email settings) or a bot. */
export type NewHolder =
  | {
      name: string;
      email: string | null;
      bot: null;
      hashFor: (generation: number) => Promise<string>;
      notifyAtOnce: boolean;
      remindAfterHours: number | null;
    }
  | { name: string; email: null; bot: BotLevel; tokenHash: string };

/**
 * What a game's host changes at its table, each in one transaction with the game row locked, each joining the game's
 * host log (the game's revision bumped, so polls see it). Every method answers false when the game is no longer
 * active (nothing changes then).
 */
export class HostStore {
  constructor(readonly db: Database) {}

  /** Runs `work` on an active game's table, and logs `action`. */
  private async hostAct(gameId: string, action: HostAction, work: (tx: Transaction, game: GameRow) => Promise<void>): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [game] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
      if (!game || game.status !== 'active') return false;
      await work(tx, game);
      await tx
        .update(games)
        .set({ hostLog: sql`${games.hostLog} || ${JSON.stringify([action])}::jsonb`, revision: sql`${games.revision} + 1` })
        .where(eq(games.id, gameId));
      return true;
    });
  }

  /**
   * The host hands a seat to a new person (a new link: the old one stops working at once) or to a bot. The seat's
   * streak of autopilot moves is forgotten; in a paced game a person starts with the pace's full clock, from now if
   * the game waits on the seat. A person the game waits on is told by their own settings, as if the wait began now:
   * their move at once, the reminder, the clock's emails (`queueNewWait`).
   */
  handSeat(gameId: string, seat: number, holder: NewHolder, action: HostAction, now: Date): Promise<boolean> {
    return this.hostAct(gameId, action, async (tx, game) => {
      const [row] = await tx.select().from(seats).where(and(eq(seats.gameId, gameId), eq(seats.seat, seat))).for('update');
      if (!row) throw new Error(`no seat ${seat} in ${gameId}`);
      const person = holder.bot === null;
      const generation = person ? row.tokenGeneration + 1 : row.tokenGeneration;
      const awaited = game.awaiting.includes(seat);
      await tx
        .update(seats)
        .set({
          name: holder.name,
          email: holder.email,
          bot: holder.bot,
          tokenGeneration: generation,
          tokenHash: holder.bot === null ? await holder.hashFor(generation) : holder.tokenHash,
          unsubscribed: false,
          ...(holder.bot === null ? { notifyAtOnce: holder.notifyAtOnce, remindAfterHours: holder.remindAfterHours } : {}),
          autopilotMoves: 0,
          clockSeconds: person && game.pace ? Math.round(game.pace.startHours * 3600) : null,
          awaitingSince: awaited ? now : null,
        })
        .where(and(eq(seats.gameId, gameId), eq(seats.seat, seat)));
      if (awaited && person && holder.email !== null) await queueNewWait(tx, gameId, seat, game.version, now);
    });
  }

  /**
   * The host changes the pace (null: none): every person's clock starts afresh with it, from now for awaited seats.
   * An awaited seat's wait goes on (its start is kept, so its reminder still comes and says how long the game has
   * waited): its clock gains the time already waited, so its deadline is the new pace's time from now. The wait's
   * unsent clock emails (half the time gone, 12 hours left) move to the new clock, come for a pace that had none, and
   * go with the pace.
   */
  changePace(gameId: string, pace: StoredPace | null, action: HostAction, now: Date): Promise<boolean> {
    return this.hostAct(gameId, action, async (tx) => {
      await tx.update(games).set({ pace }).where(eq(games.id, gameId));
      const at = sql`${now.toISOString()}::timestamptz`;
      const start = pace ? Math.round(pace.startHours * 3600) : null;
      await tx
        .update(seats)
        .set({
          clockSeconds:
            start === null
              ? null
              : sql`${start} + case when ${seats.awaitingSince} is null then 0
                  else greatest(0, floor(extract(epoch from ${at} - ${seats.awaitingSince}))::integer) end`,
        })
        .where(and(eq(seats.gameId, gameId), sql`${seats.bot} is null`));
      if (start === null) {
        await tx.execute(sql`
          update outbox set dropped_at = ${at}, claimed_until = null, last_error = 'the host removed the pace'
          where game_id = ${gameId} and kind in ('half', 'late') and sent_at is null and dropped_at is null`);
        return;
      }
      // the current waits' clock emails, by the new clock: half its time gone, 12 hours left
      await tx.execute(sql`
        with clock as (
          select s.seat, s.awaiting_since,
            ${at} + make_interval(secs => ${start} / 2) as half_at,
            ${at} + make_interval(secs => greatest(0, ${start} - 12 * 3600)) as late_at
          from seats s
          where s.game_id = ${gameId} and s.awaiting_since is not null and s.bot is null
            and s.email is not null and not s.unsubscribed and s.remind_after_hours is not null
        ),
        moved as (
          update outbox o set due_at = case o.kind when 'half' then c.half_at else c.late_at end
          from clock c
          where o.game_id = ${gameId} and o.seat = c.seat and o.wait_started_at = c.awaiting_since
            and o.kind in ('half', 'late') and o.sent_at is null and o.dropped_at is null
          returning o.id
        )
        insert into outbox (game_id, seat, kind, version, wait_started_at, due_at, created_at)
        select ${gameId}, c.seat, k.kind, g.version, c.awaiting_since, case k.kind when 'half' then c.half_at else c.late_at end, ${at}
        from clock c
        join games g on g.id = ${gameId}
        cross join (values ('half'), ('late')) as k(kind)
        where (k.kind = 'late' or ${start} > 24 * 3600)
          -- one of each per wait, sent or not (a wait may have begun some moves before the game's version)
          and not exists (select 1 from outbox o where o.game_id = ${gameId} and o.seat = c.seat and o.kind = k.kind
            and o.wait_started_at = c.awaiting_since)
        on conflict do nothing`);
    });
  }

  /** The host connects the game to a group chat's webhook (null: disconnects it). */
  setWebhook(gameId: string, url: string | null, action: HostAction): Promise<boolean> {
    return this.hostAct(gameId, action, async (tx) => {
      await tx.update(games).set({ webhookUrl: url }).where(eq(games.id, gameId));
    });
  }

  /** The host ends a stalled game as abandoned: no outcome, nobody awaited, its events and state kept. */
  abandon(gameId: string, action: HostAction, now: Date): Promise<boolean> {
    return this.hostAct(gameId, action, async (tx) => {
      await tx.update(games).set({ status: 'abandoned', awaiting: [], finishedAt: now, updatedAt: now }).where(eq(games.id, gameId));
      await tx.update(seats).set({ awaitingSince: null }).where(eq(seats.gameId, gameId));
    });
  }
}

/**
 * The emails of a wait that begins for `seat` now (its holder changed): as the append queues a wait's (migration
 * 0012's turnpost_mark_awaiting), by the seat's settings, for the seat's new holder (its link generation: migration
 * 0014). What the holders before left unsent of this wait is dropped, for it was theirs; what was sent to them stays
 * on record and counts against the mail limits, which bound what handing a seat around can send.
 */
async function queueNewWait(tx: Transaction, gameId: string, seat: number, version: number, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  await tx.execute(sql`
    update outbox set dropped_at = ${at}, claimed_until = null, last_error = 'the seat was handed to someone else'
    where game_id = ${gameId} and seat = ${seat} and kind in ('turn', 'reminder', 'half', 'late')
      and sent_at is null and dropped_at is null`);
  await tx.execute(sql`
    insert into outbox (game_id, seat, kind, version, holder_generation, wait_started_at, due_at, created_at)
    select s.game_id, s.seat, k.kind, ${version}, s.token_generation, ${at},
      case k.kind
        when 'turn' then ${at}
        when 'reminder' then ${at} + make_interval(hours => s.remind_after_hours)
        when 'half' then ${at} + make_interval(secs => s.clock_seconds / 2)
        else ${at} + make_interval(secs => greatest(0, s.clock_seconds - 12 * 3600))
      end, ${at}
    from seats s
    join games g on g.id = s.game_id
    cross join (values ('turn'), ('reminder'), ('half'), ('late')) as k(kind)
    where s.game_id = ${gameId} and s.seat = ${seat} and s.email is not null and not s.unsubscribed
      and ((k.kind = 'turn' and s.notify_at_once)
        or (k.kind = 'reminder' and s.remind_after_hours is not null)
        or (k.kind = 'half' and s.remind_after_hours is not null and g.pace is not null and s.clock_seconds > 24 * 3600)
        or (k.kind = 'late' and s.remind_after_hours is not null and g.pace is not null and s.clock_seconds is not null))
    on conflict do nothing`);
}
