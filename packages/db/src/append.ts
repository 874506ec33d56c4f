/**
 * The append as one SQL statement (one round trip, atomic; the Neon HTTP driver has no interactive transactions). It
 * knows no rule of any game or table: it checks the idempotency key, the expected version, that the game is still
 * played and (for a seat's move) that the seat is still held by the link generation the move was made with, and only
 * then writes the game's row, the event, the seat rows and the outbox rows it was given.
 */
import type { Outcome } from '@turnpost/rules';
import type { BotLevel, MadeBy, NoticesDue } from '@turnpost/rules/table';
import { type SQL, sql } from 'drizzle-orm';
import type { GameRow, StoredPace } from './schema.ts';

/** A seat's row as the table's rules left it after an event (every column the table owns). */
export interface SeatPatch {
  seat: number;
  name: string;
  email: string | null;
  bot: BotLevel | null;
  tokenGeneration: number;
  /** The hash of the seat's new token, when its holder changed; absent: the token stays. */
  tokenHash?: string;
  notifyAtOnce: boolean;
  remindAfterHours: number | null;
  unsubscribed: boolean;
  awaitingSince: Date | null;
  clockSeconds: number | null;
  autopilotMoves: number;
  open: boolean;
}

/**
 * One event of a game's stream (a move, or a change of its table) with the projections the rules computed for it. The
 * append holds no rule: it checks the expected version, the idempotency key and what the request relied on, then
 * writes what it is given.
 */
export interface AppendInput {
  gameId: string;
  expectedVersion: number;
  now: Date;
  /** The event: the seat it is of (-1: the whole table), its action (a move, or a `table.*` event), who made it. */
  seat: number;
  action: unknown;
  by?: MadeBy;
  /** Belongs to `seat`: the same key again is the same request. */
  idempotencyKey: string;
  /** A seat's move: the link generation its request was made with, checked again at the append. */
  holder?: { seat: number; generation: number };
  /** The game's row after the event. */
  status: GameRow['status'];
  awaiting: number[];
  outcome: Outcome | null;
  /** Set when the event changes it. */
  pace?: StoredPace | null;
  webhookUrl?: string | null;
  /** Set when the event opens or closes the invite link. */
  inviteOpen?: boolean;
  /** The seats whose rows the event changed. */
  seats?: SeatPatch[];
  /** The outbox rows the event makes due, and the unsent ones it drops. */
  notices?: NoticesDue;
}


const at = (d: Date | null) => (d === null ? null : d.toISOString());

export function appendStatement(input: AppendInput): SQL {
  const g = input.gameId;
  const now = input.now.toISOString();
  const next = input.expectedVersion + 1;
  const seatRows = JSON.stringify((input.seats ?? []).map((s) => ({ ...s, awaitingSince: at(s.awaitingSince), tokenHash: s.tokenHash ?? null })));
  const queue = JSON.stringify((input.notices?.queue ?? []).map((n) => ({ ...n, waitStartedAt: at(n.waitStartedAt), dueAt: at(n.dueAt), supersedes: n.supersedes ?? false })));
  const drop = JSON.stringify(input.notices?.drop ?? []);
  const holderSeat = input.holder?.seat ?? null;
  const holderGeneration = input.holder?.generation ?? null;
  const setPace = input.pace !== undefined;
  const setWebhook = input.webhookUrl !== undefined;
  const setInvite = input.inviteOpen !== undefined;
  return sql`
    with dup as (
      select e.seq from events e where e.game_id = ${g} and e.seat = ${input.seat} and e.idempotency_key = ${input.idempotencyKey}
    ),
    bumped as (
      update games set version = ${next}, status = ${input.status}, awaiting = ${`{${input.awaiting.join(',')}}`}::integer[],
        outcome = ${input.outcome === null ? null : JSON.stringify(input.outcome)}::jsonb, updated_at = ${now}::timestamptz,
        finished_at = case when ${input.status} in ('open', 'active') then null else ${now}::timestamptz end,
        pace = case when ${setPace} then ${setPace ? JSON.stringify(input.pace) : null}::jsonb else pace end,
        webhook_url = case when ${setWebhook} then ${input.webhookUrl ?? null}::text else webhook_url end,
        invite_open = case when ${setInvite} then ${input.inviteOpen ?? false}::boolean else invite_open end
      where id = ${g} and version = ${input.expectedVersion} and status in ('open', 'active')
        and not exists (select 1 from dup)
        and (${holderSeat}::integer is null or exists (
          select 1 from seats s where s.game_id = ${g} and s.seat = ${holderSeat}::integer and s.token_generation = ${holderGeneration}::integer))
      returning version
    ),
    inserted as (
      insert into events (game_id, seq, seat, action, idempotency_key, by, created_at)
      select ${g}, ${next}, ${input.seat}, ${JSON.stringify(input.action)}::jsonb, ${input.idempotencyKey}, ${input.by ?? null}::text, ${now}::timestamptz
      from bumped
      returning seq
    ),
    patched as (
      update seats s set name = p."name", email = p."email", bot = p."bot", token_generation = p."tokenGeneration",
        token_hash = coalesce(p."tokenHash", s.token_hash), notify_at_once = p."notifyAtOnce",
        remind_after_hours = p."remindAfterHours", unsubscribed = p."unsubscribed", awaiting_since = p."awaitingSince",
        clock_seconds = p."clockSeconds", autopilot_moves = p."autopilotMoves", open = p."open"
      from bumped, jsonb_to_recordset(${seatRows}::jsonb) as p("seat" integer, "name" text, "email" text, "bot" text,
        "tokenGeneration" integer, "tokenHash" text, "notifyAtOnce" boolean, "remindAfterHours" integer, "unsubscribed" boolean,
        "awaitingSince" timestamptz, "clockSeconds" integer, "autopilotMoves" integer, "open" boolean)
      where s.game_id = ${g} and s.seat = p."seat"
      returning s.seat
    ),
    notice as (
      select n.* from bumped, jsonb_to_recordset(${queue}::jsonb) as n("seat" integer, "kind" text, "version" integer,
        "holderGeneration" integer, "waitStartedAt" timestamptz, "dueAt" timestamptz, "supersedes" boolean)
    ),
    dropped as (
      update outbox o set dropped_at = ${now}::timestamptz, claimed_until = null, last_error = d."reason"
      from bumped, jsonb_to_recordset(${drop}::jsonb) as d("kind" text, "seat" integer, "reason" text)
      where o.game_id = ${g} and o.kind = d."kind" and (d."seat" is null or o.seat = d."seat")
        and o.sent_at is null and o.dropped_at is null
      returning o.id
    ),
    moved as (
      update outbox o set due_at = n."dueAt"
      from notice n
      where n."supersedes" and o.game_id = ${g} and o.seat = n."seat" and o.kind = n."kind"
        and o.wait_started_at = n."waitStartedAt" and o.sent_at is null and o.dropped_at is null
      returning o.id
    ),
    queued as (
      insert into outbox (game_id, seat, kind, version, holder_generation, wait_started_at, due_at, created_at)
      select ${g}, n."seat", n."kind", n."version", n."holderGeneration", n."waitStartedAt", n."dueAt", ${now}::timestamptz
      from notice n
      where not (n."supersedes" and exists (select 1 from outbox o where o.game_id = ${g} and o.seat = n."seat"
        and o.kind = n."kind" and o.wait_started_at = n."waitStartedAt"))
      on conflict do nothing
      returning id
    )
    select (select seq from dup) as duplicate, (select seq from inserted) as appended,
      (select version from games where id = ${g}) as current,
      (select count(*) from patched) + (select count(*) from dropped) + (select count(*) from moved) + (select count(*) from queued) as written`;
}
