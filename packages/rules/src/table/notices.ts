/**
 * The notices a change of the table makes due: when a wait begins for a person, their turn email at once (if they
 * asked for it), a reminder after their delay, and in a paced game an email when half their time is gone (only with
 * more than a day on the clock) and one when 12 hours are left (at once with less); the group chat is told too. A
 * bot's seat is never told. A pace change moves the clock emails of the waits that go on (or drops them with the pace).
 */
import { startingClock } from './pace.ts';
import { people, type Table, type TableSeat } from './table.ts';

/** `links`: the mail listing a person's seats in play, which they asked for ("Email me my links"), tied to no wait. */
export const NOTICE_KINDS = ['turn', 'reminder', 'half', 'late', 'rematch', 'webhook', 'links'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** One row of the outbox: whom, what, for which wait, when. */
export interface Notice {
  seat: number;
  kind: NoticeKind;
  /** The game's version when the wait began (or moved). */
  version: number;
  /** The seat's link generation: whom of its holders the notice is for. */
  holderGeneration: number;
  waitStartedAt: Date;
  dueAt: Date;
  /**
   * The wait's notice of this kind moves to `dueAt` if it is not sent yet, and is made only if the wait has none
   * (a pace change's new clock emails).
   */
  supersedes?: boolean;
}

/** Unsent notices of a kind that no longer hold: a seat's, handed to someone else; every seat's clock emails, with the pace gone. */
export interface NoticeDrop {
  kind: NoticeKind;
  /** Absent: every seat's. */
  seat?: number;
  reason: string;
}

export interface NoticesDue {
  queue: Notice[];
  drop: NoticeDrop[];
}

const HOUR = 3600;

/** The emails of a person's wait (the group chat's notice is the table's, not theirs). */
const WAIT_EMAILS = ['turn', 'reminder', 'half', 'late'] as const;
/** What a wait tells at its start; a seat awaited again without a break is not told again. */
const AT_ONCE: readonly NoticeKind[] = ['turn', 'webhook'];
const at = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);

/** The notices of a change from `before` to `after`, made at `now` by the event that reached `version`. */
export function noticesDue(before: Table, after: Table, version: number, now: Date): NoticesDue {
  const queue: Notice[] = [];
  const drop: NoticeDrop[] = [];
  for (const s of after.seats) {
    const was = before.seats.find((b) => b.seat === s.seat);
    const newHolder = was !== undefined && (was.generation !== s.generation || was.bot !== s.bot);
    // what the holders before left unsent was theirs; what was sent to them stays on record
    if (newHolder) for (const kind of WAIT_EMAILS) drop.push({ kind, seat: s.seat, reason: 'the seat was handed to someone else' });
    if (s.awaitingSince === null || was === undefined) continue;
    if (was.awaitingSince === null || newHolder) queue.push(...waitNotices(after, s, version, s.awaitingSince));
    // awaited again at once (the next round, a late mover's new time): the same person, told already; new timers
    else if (was.awaitingSince.getTime() !== s.awaitingSince.getTime()) queue.push(...waitNotices(after, s, version, s.awaitingSince).filter((n) => !AT_ONCE.includes(n.kind)));
  }
  if (before.pace === after.pace) return { queue, drop };
  if (after.pace === null) return { queue, drop: [...drop, ...(['half', 'late'] as const).map((kind) => ({ kind, reason: 'the host removed the pace' }))] };
  // the waits that go on: their clock emails by the new clock, which runs out the new pace's start from now
  const start = startingClock(after.pace) ?? 0;
  for (const s of people(after))
    if (s.awaitingSince !== null) queue.push(...clockNotices(s, version, now, start).map((n) => ({ ...n, supersedes: true })));
  return { queue, drop };
}

/** A new wait's notices for seat `s`, beginning at `start`. */
function waitNotices(table: Table, s: TableSeat, version: number, start: Date): Notice[] {
  if (s.bot !== null) return [];
  const base = { seat: s.seat, version, holderGeneration: s.generation, waitStartedAt: start };
  const out: Notice[] = [];
  if (table.webhook) out.push({ ...base, kind: 'webhook', dueAt: start });
  const c = s.contact;
  if (c.email === null || c.unsubscribed) return out;
  if (c.notifyAtOnce) out.push({ ...base, kind: 'turn', dueAt: start });
  if (c.remindAfterHours !== null) out.push({ ...base, kind: 'reminder', dueAt: at(start, c.remindAfterHours * HOUR) });
  if (table.pace && s.clockSeconds !== null) out.push(...clockNotices(s, version, start, s.clockSeconds));
  return out;
}

/** A paced wait's clock emails, from `from` with `seconds` on the clock (they follow the seat's reminder setting). */
function clockNotices(s: TableSeat, version: number, from: Date, seconds: number): Notice[] {
  const c = s.contact;
  if (c.email === null || c.unsubscribed || c.remindAfterHours === null || s.awaitingSince === null) return [];
  const base = { seat: s.seat, version, holderGeneration: s.generation, waitStartedAt: s.awaitingSince };
  const out: Notice[] = [];
  if (seconds > 24 * HOUR) out.push({ ...base, kind: 'half', dueAt: at(from, seconds / 2) });
  out.push({ ...base, kind: 'late', dueAt: at(from, Math.max(0, seconds - 12 * HOUR)) });
  return out;
}

/** A rematch's notices: each of its people with an email is told, unless their turn email goes to them at once anyway. */
export function rematchNotices(table: Table, now: Date): Notice[] {
  return people(table)
    .filter((s) => s.contact.email !== null && !s.contact.unsubscribed && !(s.contact.notifyAtOnce && table.awaiting.includes(s.seat)))
    .map((s) => ({ seat: s.seat, kind: 'rematch', version: 0, holderGeneration: s.generation, waitStartedAt: now, dueAt: now }));
}
