/** Which outbox rows a change of the table makes due: given a table, when an event, then these notices. */
import { describe, expect, it } from 'vitest';
import { evolve } from './evolve.ts';
import { noticesDue, rematchNotices } from './notices.ts';
import { openTable } from './open.ts';
import { NO_CONTACT, type Pace } from './table.ts';

const HOUR = 3600_000;
const t0 = new Date('2026-03-01T12:00:00Z');
const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
const bank: Pace = { id: 'bank', startHours: 72, perMoveHours: 24, capHours: 168 };
const contact = (email: string, notifyAtOnce = true, remindAfterHours: number | null = 24) => ({ email, notifyAtOnce, remindAfterHours, unsubscribed: false });
const ann = { name: 'Ann', bot: null, contact: contact('ann@example.test') };
const ben = { name: 'Ben', bot: null, contact: contact('ben@example.test', false, 2) };
const bot = { name: 'Bot', bot: 'easy' as const, contact: NO_CONTACT };
const kinds = (queue: { seat: number; kind: string; dueAt: Date }[]) => queue.map((n) => [n.seat, n.kind, (n.dueAt.getTime() - t0.getTime()) / HOUR]);

describe('the notices of a new wait', () => {
  it('are the turn email at once, the reminder after its delay, and in a paced game half time and 12 hours left', () => {
    const { notices } = openTable([ann, ben], bank, [0], t0);
    expect(kinds(notices.queue)).toEqual([
      [0, 'turn', 0],
      [0, 'reminder', 24],
      [0, 'half', 36],
      [0, 'late', 60],
    ]);
  });

  it('follow the seat’s settings, never tell a bot, and tell the group chat of every person’s wait', () => {
    const { table } = openTable([ann, ben, bot], null, [], t0);
    const withChat = { ...table, webhook: true };
    const after = evolve(withChat, { type: 'moved', seat: 0, by: null, awaiting: [1, 2], finished: false, newPhase: false }, at(1));
    expect(kinds(noticesDue(withChat, after, 1, at(1)).queue)).toEqual([
      [1, 'webhook', 1],
      [1, 'reminder', 3],
    ]);
  });

  it('follow each person’s own settings: without an email only the group chat, unsubscribed the same, without reminders no reminder nor clock email', () => {
    const quiet = { ...ann, name: 'Dee', contact: contact('dee@example.test', true, null) };
    const gone = { ...ann, name: 'Eve', contact: { ...contact('eve@example.test'), unsubscribed: true } };
    // no email (taken out later), its settings kept as they were
    const none = { ...ann, name: 'Fay', contact: { ...contact(''), email: null } };
    const { table } = openTable([quiet, gone, none], bank, [], t0);
    const withChat = { ...table, webhook: true };
    const after = evolve(withChat, { type: 'moved', seat: 0, by: null, awaiting: [0, 1, 2], finished: false, newPhase: false }, at(1));
    expect(kinds(noticesDue(withChat, after, 1, at(1)).queue)).toEqual([
      [0, 'webhook', 1],
      [0, 'turn', 1],
      [1, 'webhook', 1],
      [2, 'webhook', 1],
    ]);
  });

  it('are made again for a seat’s new holder (the old holder’s unsent ones dropped), never for a wait that goes on', () => {
    const { table } = openTable([ann, ben], null, [0], t0);
    const goesOn = evolve(table, { type: 'moved', seat: 0, by: null, awaiting: [0], finished: false, newPhase: false }, at(1));
    expect(noticesDue(table, goesOn, 1, at(1))).toEqual({ queue: [], drop: [] });
    const handed = { ...evolve(table, { type: 'table.seatHandedOver', seat: 0, was: 'Ann', name: 'Dee', bot: null }, at(2)) };
    handed.seats = handed.seats.map((s) => (s.seat === 0 ? { ...s, contact: contact('dee@example.test') } : s));
    const due = noticesDue(table, handed, 1, at(2));
    expect(kinds(due.queue)).toEqual([
      [0, 'turn', 2],
      [0, 'reminder', 26],
    ]);
    expect(due.queue.every((n) => n.holderGeneration === 1)).toBe(true);
    expect(due.drop.map((d) => [d.seat, d.kind, d.reason])).toEqual(
      (['turn', 'reminder', 'half', 'late'] as const).map((kind) => [0, kind, 'the seat was handed to someone else']),
    );
    // a seat handed to a bot: the person's unsent emails go, and nothing is made for the bot
    const toBot = evolve(table, { type: 'table.seatHandedOver', seat: 0, was: 'Ann', name: 'Bot Dev (easy)', bot: 'easy' }, at(2));
    const botDue = noticesDue(table, toBot, 1, at(2));
    expect(botDue.queue).toEqual([]);
    expect(botDue.drop.map((d) => d.kind)).toEqual(['turn', 'reminder', 'half', 'late']);
  });

  it('of a seat awaited again in the next simultaneous round are its reminder and clock emails, not a second turn email', () => {
    const { table } = openTable([ann, ben], bank, [0, 1], t0);
    const benDone = evolve(table, { type: 'moved', seat: 1, by: null, awaiting: [0], finished: false, newPhase: false }, at(1));
    const nextRound = evolve({ ...benDone, webhook: true }, { type: 'moved', seat: 0, by: null, awaiting: [0, 1], finished: false, newPhase: false }, at(2));
    const due = noticesDue({ ...benDone, webhook: true }, nextRound, 2, at(2));
    // Ann waited 2 h of 72 and gained 24: 94 h from now
    expect(kinds(due.queue)).toEqual([
      [0, 'reminder', 26],
      [0, 'half', 2 + 47],
      [0, 'late', 2 + 82],
      [1, 'webhook', 2],
      [1, 'reminder', 4],
      [1, 'half', 2 + 47.5],
      [1, 'late', 2 + 83],
    ]);
    expect(due.queue.filter((n) => n.seat === 0).every((n) => n.waitStartedAt.getTime() === at(2).getTime())).toBe(true);
  });

  it('move with a new pace (the waits go on: their clock emails by the new clock), and go with the pace', () => {
    const { table } = openTable([ann, ben], bank, [0], t0);
    const day = { id: '1-day', startHours: 24, perMoveHours: 24, capHours: 24 };
    const faster = evolve(table, { type: 'table.paceChanged', pace: day, label: '1 day' }, at(5));
    const due = noticesDue(table, faster, 1, at(5));
    expect(kinds(due.queue)).toEqual([[0, 'late', 17]]);
    expect(due.queue.every((n) => n.supersedes && n.waitStartedAt.getTime() === t0.getTime())).toBe(true);
    // the waits of people without an email, or unsubscribed, are told nothing by the new clock
    const noEmail = { ...ann, contact: { ...contact(''), email: null } };
    const unsubscribed = { ...ben, contact: { ...contact('ben@example.test'), unsubscribed: true } };
    const quiet = openTable([noEmail, unsubscribed], bank, [0, 1], t0).table;
    expect(noticesDue(quiet, evolve(quiet, { type: 'table.paceChanged', pace: day, label: '1 day' }, at(5)), 1, at(5)).queue).toEqual([]);
    const none = evolve(table, { type: 'table.paceChanged', pace: null, label: 'no clock' }, at(5));
    expect(noticesDue(table, none, 1, at(5)).drop).toEqual([
      { kind: 'half', reason: 'the host removed the pace' },
      { kind: 'late', reason: 'the host removed the pace' },
    ]);
  });
});

describe('a rematch', () => {
  it('tells its people by email, except whoever is told of their turn at once anyway', () => {
    const { table } = openTable([ann, ben, bot], null, [0], t0);
    expect(rematchNotices(table, t0).map((n) => [n.seat, n.kind])).toEqual([[1, 'rematch']]);
    // told at once of a turn that is not theirs yet: told of the rematch; unsubscribed or without an email: not told
    const gone = { ...ben, contact: { ...ben.contact, unsubscribed: true } };
    const later = openTable([ann, gone, { ...ann, name: 'Fay', contact: NO_CONTACT }], null, [1], t0).table;
    expect(rematchNotices(later, t0).map((n) => [n.seat, n.kind])).toEqual([[0, 'rematch']]);
  });
});
