/** The table's rules, example by example: given a table, when a change is asked at a time, then these events and this table, or this refusal. */
import { describe, expect, it } from 'vitest';
import { nextDue } from './autopilot.ts';
import { decide, storedEvents, type TableChange } from './decide.ts';
import { evolve } from './evolve.ts';
import { openTable } from './open.ts';
import { deadlineOf } from './pace.ts';
import { tableSpec } from './spec.ts';
import type { NewSeat } from './open.ts';
import { NO_CONTACT, type Pace, type Table } from './table.ts';

const HOUR = 3600_000;
const t0 = new Date('2026-03-01T12:00:00Z');
const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
const bank: Pace = { id: 'bank', startHours: 72, perMoveHours: 24, capHours: 168 };
const day: Pace = { id: '1-day', startHours: 24, perMoveHours: 24, capHours: 24 };
const ann: NewSeat = { name: 'Ann', bot: null, contact: { email: 'ann@example.test', notifyAtOnce: true, remindAfterHours: 24, unsubscribed: false } };
const ben: NewSeat = { name: 'Ben', bot: null, contact: NO_CONTACT };
const bot: NewSeat = { name: 'Bot Cleo (easy)', bot: 'easy', contact: NO_CONTACT };

/** A table opened at t0 awaiting `awaiting`. */
const opened = (pace: Pace | null, awaiting = [0], seats: NewSeat[] = [ann, ben]) => openTable(seats, pace, awaiting, t0).table;
/** A move of `seat` by its holder, after which the game awaits `awaiting`. */
const move = (seat: number, awaiting: number[], by: 'bot' | 'autopilot' | null = null, generation = 0): TableChange => ({
  type: 'move',
  seat,
  by,
  generation,
  awaiting,
  finished: false, newPhase: false,
});
const moved = (seat: number, awaiting: number[], by: 'bot' | 'autopilot' | null = null) => ({ type: 'moved' as const, seat, by, awaiting, finished: false, newPhase: false });
const hours = (t: Table) => t.seats.map((s) => (s.clockSeconds === null ? null : s.clockSeconds / 3600));

describe('a new table', () => {
  it('gives each person the pace’s clock and a bot none, and begins the first waits at once', () => {
    const t = opened(bank, [0], [ann, bot]);
    expect(hours(t)).toEqual([72, null]);
    expect(t.seats.map((s) => s.awaitingSince)).toEqual([t0, null]);
    expect(deadlineOf(t.seats[0] as Table['seats'][number])).toEqual(at(72));
  });
});

describe('the pace', () => {
  it('takes a wait’s time off the clock, adds a move’s time up to the cap, and counts an overrun as empty', () => {
    let t = opened(bank);
    t = tableSpec.given(t).at(at(10)).when(move(0, [1])).then([moved(0, [1])], (after) => expect(hours(after)).toEqual([62 + 24, 72]));
    // Ben overran (100 h of 72): empty, plus a move's time
    t = tableSpec.given(t).at(at(110)).when(move(1, [0])).then([moved(1, [0])], (after) => expect(hours(after)).toEqual([86, 24]));
    // quick moves: Ann's clock grows by 24 h a move, held at 168 h
    let now = 110;
    for (let i = 0; i < 6; i++) {
      now += 0.5;
      t = evolve(t, moved(0, [1]), at(now));
      t = evolve(t, moved(1, [0]), at(now));
    }
    expect(hours(t)[0]).toBe(168);
  });

  it('gives a person who moves late, before the autopilot did, one move’s time when their turn goes on', () => {
    const t = opened(day);
    tableSpec
      .given(t)
      .at(at(30))
      .when(move(0, [0]))
      .then([moved(0, [0])], (after) => {
        expect(after.seats[0]?.awaitingSince).toEqual(at(30));
        expect(deadlineOf(after.seats[0] as Table['seats'][number])).toEqual(at(54));
      });
    // at the very second the time runs out, too
    tableSpec.given(t).at(at(24)).when(move(0, [0])).then([moved(0, [0])], (after) => expect(after.seats[0]?.awaitingSince).toEqual(at(24)));
  });

  it('ends a simultaneous round’s last chooser’s wait with the round: the move that begins the next one gives them a move’s time and a wait from then', () => {
    let t = opened(bank, [0, 1]);
    t = evolve(t, moved(1, [0]), at(5));
    t = tableSpec
      .given(t)
      .at(at(10))
      .when(move(0, [0, 1]))
      .then([moved(0, [0, 1])], (after) => {
        // both waited from the round's start: Ann 10 h, Ben 5 h; each gains a move's time and waits again from now
        expect(hours(after)).toEqual([72 - 10 + 24, 72 - 5 + 24]);
        expect(after.seats.map((s) => s.awaitingSince)).toEqual([at(10), at(10)]);
      });
    // a move after which no other seat's wait begins is part of the same turn: the wait goes on
    tableSpec.given(t).at(at(12)).when(move(0, [0, 1])).then([moved(0, [0, 1])], (after) => expect(after.seats[0]?.awaitingSince).toEqual(at(10)));
    // without a pace the new round's waits begin all the same, with no clock; a bot's round ends with no streak or clock
    const free = evolve(evolve(opened(null, [0, 1]), moved(1, [0]), at(5)), moved(0, [0, 1]), at(10));
    expect(free.seats.map((s) => [s.awaitingSince, s.clockSeconds])).toEqual([[at(10), null], [at(10), null]]);
    const withBot = evolve(evolve(opened(day, [0, 1], [ann, bot]), moved(0, [1]), at(1)), moved(1, [0, 1], 'bot'), at(2));
    expect(withBot.seats.map((s) => [s.autopilotMoves, s.clockSeconds === null ? null : s.clockSeconds / 3600])).toEqual([[0, 24], [0, null]]);
  });

  it('is changed by the host: every person’s clock starts afresh, counting the time an awaited seat already waited', () => {
    const t = opened(day);
    tableSpec
      .given(t)
      .at(at(20))
      .when({ type: 'changePace', pace: bank, label: '3 days' })
      .then([{ type: 'table.paceChanged', pace: bank, label: '3 days' }], (after) => {
        expect(after.pace).toBe(bank);
        expect(deadlineOf(after.seats[0] as Table['seats'][number])).toEqual(at(20 + 72));
        expect(hours(after)[1]).toBe(72);
      });
    tableSpec.given(t).at(at(20)).when({ type: 'changePace', pace: null, label: 'no clock' }).then([{ type: 'table.paceChanged', pace: null, label: 'no clock' }], (after) => {
      expect(hours(after)).toEqual([null, null]);
    });
  });

  it('needs two people: with one person and a bot, a pace is refused', () => {
    tableSpec.given(opened(null, [0], [ann, bot])).at(t0).when({ type: 'changePace', pace: day, label: '1 day' }).thenFails('E_PACE_ALONE', /nobody waits/);
  });
});

describe('the autopilot', () => {
  it('is due for a person whose time ran out, not a moment before; a bot is due at once', () => {
    const t = opened(day);
    expect(nextDue(t, at(23.99))).toBeUndefined();
    expect(nextDue(t, at(24))).toEqual({ seat: 0, level: 'medium', by: 'autopilot' });
    expect(nextDue(opened(null, [1], [ann, bot]), t0)).toEqual({ seat: 1, level: 'easy', by: 'bot' });
  });

  it('counts the waits it ends in a row; from two on the seat is on autopilot, due at once; the person’s own move clears it', () => {
    let t = opened(day);
    t = tableSpec
      .given(t)
      .at(at(24))
      .when(move(0, [0], 'autopilot'))
      .then([moved(0, [0], 'autopilot')], (a) => {
        // the autopilot plays the turn on in the same, expired wait (no fresh time is a machine's)
        expect(a.seats[0]?.autopilotMoves).toBe(0);
        expect(a.seats[0]?.awaitingSince).toEqual(t0);
      });
    t = evolve(t, moved(0, [1], 'autopilot'), at(24));
    t = evolve(t, moved(1, [0]), at(25));
    t = evolve(t, moved(0, [1], 'autopilot'), at(50));
    expect(t.seats[0]?.autopilotMoves).toBe(2);
    t = evolve(t, moved(1, [0]), at(51));
    expect(nextDue(t, at(51))).toEqual({ seat: 0, level: 'medium', by: 'autopilot' });
    expect(evolve(t, moved(0, [1]), at(52)).seats[0]?.autopilotMoves).toBe(0);
  });

  it('ends a simultaneous round for a person whose time ran out once: their next round is a new wait, counted in the streak, not due at once', () => {
    let t = opened(day, [0, 1]);
    t = evolve(t, moved(1, [0]), at(2));
    t = tableSpec
      .given(t)
      .at(at(24))
      .when(move(0, [0, 1], 'autopilot'))
      .then([moved(0, [0, 1], 'autopilot')], (after) => {
        expect(after.seats[0]?.autopilotMoves).toBe(1);
        expect(after.seats[0]?.awaitingSince).toEqual(at(24));
        expect(hours(after)[0]).toBe(24);
      });
    expect(nextDue(t, at(24))).toBeUndefined();
    expect(nextDue(t, at(48))).toEqual({ seat: 0, level: 'medium', by: 'autopilot' });
  });

  it('is taken back by the seat’s person: an event, after which it moves only when their time runs out', () => {
    const t = { ...opened(day), seats: opened(day).seats.map((s) => (s.seat === 0 ? { ...s, autopilotMoves: 2 } : s)) };
    const back = tableSpec.given(t).at(at(1)).when({ type: 'takeBack', seat: 0 }).then([{ type: 'table.seatTakenBack', seat: 0 }]);
    expect(nextDue(back, at(1))).toBeUndefined();
    // nothing to take back: no event
    tableSpec.given(back).at(at(1)).when({ type: 'takeBack', seat: 0 }).then([]);
  });

  it('cannot move a seat that is no longer due: taken back, or its time given back by a pace', () => {
    const t = { ...opened(day), seats: opened(day).seats.map((s) => (s.seat === 0 ? { ...s, autopilotMoves: 2 } : s)) };
    tableSpec.given(t).at(at(1)).when(move(0, [1], 'autopilot')).then([moved(0, [1], 'autopilot')]);
    const back = evolve(t, { type: 'table.seatTakenBack', seat: 0 }, at(1));
    tableSpec.given(back).at(at(1)).when(move(0, [1], 'autopilot')).thenFails('E_STALE');
  });
});

describe('who holds a seat', () => {
  it('changes by the host’s hand-over: a new person gets the next link generation, a full clock and a wait from now', () => {
    const t = opened(day);
    const change: TableChange = { type: 'handSeat', seat: 0, to: { name: 'Dee', bot: null, contact: { ...NO_CONTACT, email: 'dee@example.test' } } };
    tableSpec
      .given(t)
      .at(at(20))
      .when(change)
      .then([{ type: 'table.seatHandedOver', seat: 0, was: 'Ann', name: 'Dee', bot: null }], (after) => {
        expect(after.seats[0]).toMatchObject({ name: 'Dee', bot: null, generation: 1, awaitingSince: at(20), clockSeconds: 24 * 3600 });
        expect(after.seats[0]?.contact.email).toBe('dee@example.test');
      });
  });

  it('makes a new link for its holder: the next generation, the same person, clock and wait; the older link can neither move nor make another', () => {
    const t = opened(day);
    const renewed = tableSpec
      .given(t)
      .at(at(5))
      .when({ type: 'newLink', seat: 0, generation: 0 })
      .then([{ type: 'table.linkReissued', seat: 0 }], (after) => {
        expect(after.seats[0]).toEqual({ ...t.seats[0], generation: 1 });
        expect(after.awaiting).toEqual([0]);
      });
    tableSpec.given(renewed).at(at(5)).when({ type: 'newLink', seat: 0, generation: 0 }).thenFails('E_NOT_HOLDER');
    tableSpec.given(renewed).at(at(5)).when(move(0, [1], null, 0)).thenFails('E_NOT_HOLDER');
    tableSpec.given(renewed).at(at(5)).when(move(0, [1], null, 1)).then([moved(0, [1])]);
    // a bot's seat has no link to renew, and a game over keeps its links as they were
    tableSpec.given(opened(null, [0], [ann, bot])).at(at(1)).when({ type: 'newLink', seat: 1, generation: 0 }).thenFails('E_NOT_HOLDER');
    const over = evolve(t, { type: 'table.gameAbandoned' }, at(2));
    tableSpec.given(over).at(at(3)).when({ type: 'newLink', seat: 0, generation: 0 }).thenFails('E_GAME_OVER');
  });

  it('refuses a move made with an older link (E_NOT_HOLDER), and a bot’s move once a person holds its seat (E_STALE)', () => {
    const t = opened(null);
    const handed = evolve(t, { type: 'table.seatHandedOver', seat: 0, was: 'Ann', name: 'Dee', bot: null }, at(1));
    tableSpec.given(handed).at(at(1)).when(move(0, [1], null, 0)).thenFails('E_NOT_HOLDER', /gave the seat to someone else/);
    tableSpec.given(handed).at(at(1)).when(move(0, [1], null, 1)).then([moved(0, [1])]);
    const botSeat = opened(null, [1], [ann, bot]);
    const toPerson = evolve(botSeat, { type: 'table.seatHandedOver', seat: 1, was: 'Bot Cleo (easy)', name: 'Ben', bot: null }, at(1));
    tableSpec.given(toPerson).at(at(1)).when(move(1, [0], 'bot', 0)).thenFails('E_STALE');
  });
});

describe('the end of a game by its host', () => {
  it('ends every wait; nothing more is made at the table, and no move', () => {
    const t = opened(day);
    const ended = tableSpec.given(t).at(at(1)).when({ type: 'abandon' }).then([{ type: 'table.gameAbandoned' }], (after) => {
      expect(after.status).toBe('abandoned');
      expect(after.awaiting).toEqual([]);
      expect(after.seats.every((s) => s.awaitingSince === null)).toBe(true);
    });
    tableSpec.given(ended).at(at(2)).when(move(0, [1])).thenFails('E_ABANDONED');
    tableSpec.given(ended).at(at(2)).when({ type: 'abandon' }).thenFails('E_GAME_OVER');
    tableSpec.given(ended).at(at(2)).when({ type: 'takeBack', seat: 0 }).thenFails('E_GAME_OVER', /no seat to take back/);
  });
});

describe('what the stream stores of a decision', () => {
  it('is its table events: a move stores the game’s own action instead of its effect', () => {
    const t = opened(day);
    const stored = (change: TableChange) => {
      const decided = decide(t, change, at(1));
      if (!decided.ok) throw new Error(decided.error.code);
      return storedEvents(decided.value);
    };
    expect(stored(move(0, [1]))).toEqual([]);
    expect(stored({ type: 'abandon' })).toEqual([{ type: 'table.gameAbandoned' }]);
    expect(stored({ type: 'newLink', seat: 1, generation: 0 })).toEqual([{ type: 'table.linkReissued', seat: 1 }]);
  });
});
