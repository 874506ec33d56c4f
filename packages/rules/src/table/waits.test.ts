/**
 * Waits and clocks at their edges: a turn of several moves, the last move of a game, a game without a pace, a bot's
 * wait; and which awaited seat a machine must move. Given a table, when a move, then this table.
 */
import { describe, expect, it } from 'vitest';
import { autopilotDue, nextDue, onAutopilot } from './autopilot.ts';
import { evolve } from './evolve.ts';
import type { Moved } from './events.ts';
import { noticesDue } from './notices.ts';
import { type NewSeat, openTable } from './open.ts';
import { deadlineOf } from './pace.ts';
import { AUTOPILOT_AFTER, NO_CONTACT, type Pace, type Table } from './table.ts';

const HOUR = 3600_000;
const t0 = new Date('2026-03-01T12:00:00Z');
const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
const bank: Pace = { id: 'bank', startHours: 72, perMoveHours: 24, capHours: 168 };
const email = { email: 'ann@example.test', notifyAtOnce: true, remindAfterHours: 24, unsubscribed: false };
const ann: NewSeat = { name: 'Ann', bot: null, contact: email };
const ben: NewSeat = { name: 'Ben', bot: null, contact: NO_CONTACT };
const bot: NewSeat = { name: 'Bot Cleo (easy)', bot: 'easy', contact: email };
const moved = (seat: number, awaiting: number[], finished = false, newPhase = false): Moved => ({ type: 'moved', seat, by: null, awaiting, finished, newPhase });
const hours = (t: Table) => t.seats.map((s) => (s.clockSeconds === null ? null : s.clockSeconds / 3600));

describe('a turn of several moves', () => {
  it('is one wait: its clock runs on from the turn’s start, and no notice is made again', () => {
    const start = openTable([ann, ben], bank, [0], t0).table;
    const mid = evolve(start, moved(0, [0]), at(5));
    expect(mid.seats[0]?.awaitingSince).toEqual(t0);
    expect(hours(mid)).toEqual([72, 72]);
    expect(noticesDue(start, mid, 1, at(5))).toEqual({ queue: [], drop: [] });
    const done = evolve(mid, moved(0, [1]), at(6));
    expect(hours(done)).toEqual([72 - 6 + 24, 72]);
  });
});

describe('a move that begins another phase of play', () => {
  it('ends the mover’s wait even when the new phase awaits them again: their clock is settled, a new wait begins, its reminders without a second turn email', () => {
    // Saltmarket: everyone chooses their start at once; the last to choose plays first
    let t = openTable([ann, ben], bank, [0, 1], t0).table;
    t = evolve(t, moved(1, [0]), at(1));
    const before = t;
    t = evolve(t, moved(0, [0], false, true), at(6));
    expect(t.seats[0]?.awaitingSince).toEqual(at(6));
    expect(hours(t)).toEqual([72 - 6 + 24, 72 - 1 + 24]);
    expect(noticesDue(before, t, 2, at(6)).queue.map((n) => n.kind)).toEqual(['reminder', 'half', 'late']);
  });
});

describe('the last move of a game', () => {
  it('ends every wait, whatever the game said it awaits', () => {
    const start = openTable([ann, ben], bank, [0, 1], t0).table;
    const over = evolve(start, moved(0, [1], true), at(2));
    expect(over.status).toBe('finished');
    expect(over.awaiting).toEqual([]);
    expect(over.seats.map((s) => s.awaitingSince)).toEqual([null, null]);
    expect(nextDue(over, at(1000))).toBeUndefined();
  });
});

describe('a game without a pace', () => {
  it('keeps no clock through waits, rounds and moves', () => {
    let t = openTable([ann, ben], null, [0, 1], t0).table;
    t = evolve(t, moved(0, [1]), at(1));
    // the round ends: both awaited again
    t = evolve(t, moved(1, [0, 1]), at(2));
    t = evolve(t, moved(1, [0]), at(3));
    expect(hours(t)).toEqual([null, null]);
    expect(t.seats.map((s) => deadlineOf(s))).toEqual([null, null]);
    // nobody's time runs out: the autopilot never moves for them
    expect(nextDue(t, at(100_000))).toBeUndefined();
  });
});

describe('a bot’s seat in a paced game', () => {
  it('has no clock, no deadline and no contact, before and after its waits', () => {
    let t = openTable([ann, bot], bank, [1], t0).table;
    expect(t.seats[1]).toMatchObject({ clockSeconds: null, contact: NO_CONTACT });
    t = evolve(t, { ...moved(1, [0]), by: 'bot' }, at(1));
    t = evolve(t, moved(0, [0, 1]), at(2));
    t = evolve(t, moved(0, [1]), at(3));
    // Ann waited from the bot's move (1 h): an hour to the round's end, an hour more to her move
    expect(hours(t)).toEqual([72 - 1 + 24 - 1 + 24, null]);
    expect(deadlineOf(t.seats[1] as Table['seats'][number])).toBeNull();
  });
});

describe('which awaited seat a machine must move', () => {
  const t = () => openTable([ann, ben, bot], bank, [1], t0).table;

  it('is none while the people awaited have time, even with a bot at the table that is not awaited', () => {
    expect(nextDue(t(), at(71))).toBeUndefined();
    expect(nextDue(t(), at(72))).toEqual({ seat: 1, level: 'medium', by: 'autopilot' });
  });

  it('is none on a game that is no longer played, even one left awaiting a seat', () => {
    expect(nextDue({ ...t(), status: 'abandoned' }, at(1000))).toBeUndefined();
    expect(nextDue({ ...t(), status: 'finished' }, at(1000))).toBeUndefined();
  });

  it('is never the autopilot for a bot, whose own moves count in no streak', () => {
    const seat = t().seats[2] as Table['seats'][number];
    expect(onAutopilot({ bot: 'easy', autopilotMoves: AUTOPILOT_AFTER })).toBe(false);
    expect(autopilotDue({ ...seat, awaitingSince: t0, clockSeconds: 0 }, at(1000))).toBe(false);
    expect(onAutopilot({ bot: null, autopilotMoves: AUTOPILOT_AFTER - 1 })).toBe(false);
    expect(onAutopilot({ bot: null, autopilotMoves: AUTOPILOT_AFTER })).toBe(true);
  });
});

describe('a deadline', () => {
  it('is only an awaited person’s with a clock', () => {
    const seat = { awaitingSince: t0, clockSeconds: 3600, bot: null };
    expect(deadlineOf(seat)).toEqual(at(1));
    expect(deadlineOf({ ...seat, awaitingSince: null })).toBeNull();
    expect(deadlineOf({ ...seat, clockSeconds: null })).toBeNull();
    expect(deadlineOf({ ...seat, bot: 'hard' })).toBeNull();
  });
});
