/** Open seats, claims, the start, leaving: given a table, when a change is asked at a time, then these events, or this refusal. */
import { describe, expect, it } from 'vitest';
import { nextDue } from './autopilot.ts';
import { noticesDue } from './notices.ts';
import { type NewSeat, openTable } from './open.ts';
import { tableSpec } from './spec.ts';
import { type Joining, NO_CONTACT, OPEN_SEAT_NAME, type Pace, type Table } from './table.ts';

const HOUR = 3600_000;
const t0 = new Date('2026-03-01T12:00:00Z');
const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
const bank: Pace = { id: 'bank', startHours: 72, perMoveHours: 24, capHours: 168 };
const ann: NewSeat = { name: 'Ann', bot: null, contact: NO_CONTACT };
const open: NewSeat = { name: '', bot: null, contact: NO_CONTACT, open: true };
const cleo = { email: 'cleo@example.test', notifyAtOnce: true, remindAfterHours: 24, unsubscribed: false };
const joining: Joining = { open: true, lobby: true, fillBy: at(48), unfilled: 'bots' };

/** A game created at t0 with these seats, waiting for its open ones. */
const waiting = (seats: NewSeat[] = [ann, open, open], j: Joining = joining, pace: Pace | null = null) => openTable(seats, pace, [], t0, j).table;
const claim = (seat: number, name: string, contact = NO_CONTACT) => ({ type: 'claim' as const, seat, name, contact, awaiting: [0] });

describe('a game created with open seats', () => {
  it('waits for them: nobody is waited on, open seats are named as such, no notice is due', () => {
    const created = openTable([ann, open], bank, [0], t0, joining);
    expect(created.table.status).toBe('open');
    expect(created.table.awaiting).toEqual([]);
    expect(created.table.seats.map((s) => [s.name, s.open])).toEqual([['Ann', false], [OPEN_SEAT_NAME, true]]);
    expect(OPEN_SEAT_NAME).toBe('Open seat');
    expect(created.notices).toEqual({ queue: [], drop: [] });
    expect(nextDue(created.table, at(1000))).toBeUndefined();
  });

  it('refuses a move until it starts', () => {
    tableSpec.given(waiting()).at(at(1)).when({ type: 'move', seat: 0, by: null, generation: 0, awaiting: [1], finished: false, newPhase: false }).thenFails('E_NOT_STARTED');
  });
});

describe('claiming an open seat', () => {
  it('gives the seat to its new person under a new link generation, and keeps their contact out of the event', () => {
    tableSpec
      .given(waiting())
      .at(at(1))
      .when(claim(1, 'Cleo', cleo))
      .then([{ type: 'table.seatClaimed', seat: 1, name: 'Cleo', awaiting: null }], (t) => {
        expect(t.status).toBe('open');
        expect(t.seats[1]).toMatchObject({ name: 'Cleo', open: false, generation: 1, contact: cleo });
      });
  });

  it('starts the game with the last open seat: its first waits begin, with their notices', () => {
    const one = tableSpec.given(waiting()).at(at(1)).when(claim(1, 'Ben')).then([{ type: 'table.seatClaimed', seat: 1, name: 'Ben', awaiting: null }]);
    const before = waiting([ann, open], joining, bank);
    const full = tableSpec
      .given(before)
      .at(at(2))
      .when({ ...claim(1, 'Cleo', cleo), awaiting: [1] })
      .then([{ type: 'table.seatClaimed', seat: 1, name: 'Cleo', awaiting: [1] }], (t) => {
        expect(t.status).toBe('active');
        expect(t.awaiting).toEqual([1]);
        expect(t.seats[1]?.awaitingSince).toEqual(at(2));
        expect(t.seats[1]?.clockSeconds).toBe(72 * 3600);
      });
    expect(noticesDue(before, full, 1, at(2)).queue.map((n) => [n.seat, n.kind])).toEqual([[1, 'turn'], [1, 'reminder'], [1, 'half'], [1, 'late']]);
    expect(one.status).toBe('open');
  });

  it('refuses a seat already taken, a closed invite, a game already started', () => {
    const taken = tableSpec.given(waiting()).at(at(1)).when(claim(1, 'Ben')).then([{ type: 'table.seatClaimed', seat: 1, name: 'Ben', awaiting: null }]);
    tableSpec.given(taken).at(at(1)).when(claim(1, 'Cleo')).thenFails('E_SEAT_TAKEN');
    tableSpec.given(taken).at(at(1)).when(claim(0, 'Cleo')).thenFails('E_SEAT_TAKEN');
    tableSpec.given(taken).at(at(1)).when(claim(7, 'Cleo')).thenFails('E_NO_SEAT');
    tableSpec.given(taken).at(at(1)).when(claim(2, ' ben ')).thenFails('E_NAME_TAKEN');
    const closed = tableSpec.given(taken).at(at(1)).when({ type: 'closeInvite' }).then([{ type: 'table.inviteClosed' }]);
    tableSpec.given(closed).at(at(1)).when(claim(2, 'Cleo')).thenFails('E_INVITE_CLOSED');
    const full = tableSpec.given(taken).at(at(1)).when(claim(2, 'Cleo')).then([{ type: 'table.seatClaimed', seat: 2, name: 'Cleo', awaiting: [0] }]);
    tableSpec.given(full).at(at(1)).when(claim(2, 'Dev')).thenFails('E_GAME_STARTED');
    tableSpec.given(full).at(at(1)).when({ type: 'closeInvite' }).thenFails('E_GAME_STARTED');
  });

  it('leaves the host nothing to hand in an open seat', () => {
    tableSpec.given(waiting()).at(at(1)).when({ type: 'handSeat', seat: 1, to: { name: 'Bot', bot: 'easy' } }).thenFails('E_SEAT_OPEN');
  });
});

describe('starting with bots', () => {
  it('by the host: bots of the level asked take the open seats, each named after no seat, and the game begins', () => {
    tableSpec
      .given(waiting())
      .at(at(3))
      .when({ type: 'start', by: 'host', level: 'hard', awaiting: [0] })
      .then(
        [
          {
            type: 'table.gameStarted',
            by: 'host',
            bots: [
              { seat: 1, name: 'Bot Anna (hard)', bot: 'hard' },
              { seat: 2, name: 'Bot Ben (hard)', bot: 'hard' },
            ],
            awaiting: [0],
          },
        ],
        (t) => {
          expect(t.status).toBe('active');
          expect(t.seats.map((s) => [s.bot, s.open, s.clockSeconds])).toEqual([[null, false, null], ['hard', false, null], ['hard', false, null]]);
          expect(t.seats[0]?.awaitingSince).toEqual(at(3));
        },
      );
  });

  it('refuses the host a start before anybody sat down, and the clock one before its time', () => {
    const nobody = waiting([open, open]);
    tableSpec.given(nobody).at(at(3)).when({ type: 'start', by: 'host', level: 'easy', awaiting: [0] }).thenFails('E_NO_PERSON');
    tableSpec.given(waiting()).at(at(47)).when({ type: 'start', by: 'deadline', level: 'easy', awaiting: [0] }).thenFails('E_STALE');
  });

  it('at the open seats’ time: bots take them, or the game is cancelled when its creator chose so or nobody sat down', () => {
    const due = { type: 'start' as const, by: 'deadline' as const, level: 'medium' as const, awaiting: [0] };
    tableSpec.given(waiting()).at(at(48)).when(due).then([expect.objectContaining({ type: 'table.gameStarted', by: 'deadline' })]);
    const cancelled = tableSpec.given(waiting([ann, open], { ...joining, unfilled: 'cancel' })).at(at(48)).when(due).then([{ type: 'table.gameCancelled' }]);
    expect(cancelled.status).toBe('abandoned');
    tableSpec.given(waiting([open, open])).at(at(50)).when(due).then([{ type: 'table.gameCancelled' }]);
  });

  it('started by its host, even one its creator would cancel at the open seats’ time: bots take the open seats', () => {
    const host = { type: 'start' as const, by: 'host' as const, level: 'easy' as const, awaiting: [0] };
    tableSpec
      .given(waiting([ann, open], { ...joining, unfilled: 'cancel' }))
      .at(at(3))
      .when(host)
      .then([{ type: 'table.gameStarted', by: 'host', bots: [{ seat: 1, name: 'Bot Anna (easy)', bot: 'easy' }], awaiting: [0] }]);
  });
});

describe('leaving', () => {
  const playing = (): Table => {
    const t = waiting([ann, open, open]);
    return tableSpec.given(t).at(at(1)).when({ type: 'start', by: 'host', level: 'easy', awaiting: [0] }).then([expect.anything()]);
  };
  const twoPeople = (): Table => {
    const t = tableSpec.given(waiting([ann, open])).at(at(1)).when(claim(1, 'Ben')).then([expect.anything()]);
    return t;
  };

  it('hands a person’s seat to a bot of the level they chose, whose wait goes on; their old link stops', () => {
    tableSpec
      .given(twoPeople())
      .at(at(5))
      .when({ type: 'leave', seat: 0, generation: 0, level: 'hard' })
      .then([{ type: 'table.seatLeft', seat: 0, name: 'Ann', then: 'bot', bot: 'hard', botName: 'Bot Anna (hard)' }], (t) => {
        expect(t.seats[0]).toMatchObject({ bot: 'hard', name: 'Bot Anna (hard)', generation: 1, clockSeconds: null });
        expect(nextDue(t, at(5))).toEqual({ seat: 0, level: 'hard', by: 'bot' });
      });
  });

  it('ends the game when only bots would remain', () => {
    tableSpec
      .given(playing())
      .at(at(5))
      .when({ type: 'leave', seat: 0, generation: 0, level: 'hard' })
      .then([{ type: 'table.seatLeft', seat: 0, name: 'Ann', then: 'end', bot: null, botName: null }], (t) => {
        expect(t.status).toBe('abandoned');
        expect(t.awaiting).toEqual([]);
      });
  });

  it('opens the seat again before the game started', () => {
    const t = tableSpec.given(waiting()).at(at(1)).when(claim(1, 'Ben', cleo)).then([expect.anything()]);
    tableSpec
      .given(t)
      .at(at(2))
      .when({ type: 'leave', seat: 1, generation: 1, level: 'easy' })
      .then([{ type: 'table.seatLeft', seat: 1, name: 'Ben', then: 'open', bot: null, botName: null }], (after) => {
        expect(after.seats[1]).toMatchObject({ open: true, name: OPEN_SEAT_NAME, generation: 2, contact: NO_CONTACT });
      });
  });

  it('refuses an old link, a bot’s seat, an open seat, a game over', () => {
    const t = twoPeople();
    tableSpec.given(t).at(at(2)).when({ type: 'leave', seat: 1, generation: 0, level: 'easy' }).thenFails('E_NOT_HOLDER');
    tableSpec.given(playing()).at(at(2)).when({ type: 'leave', seat: 1, generation: 0, level: 'easy' }).thenFails('E_NOT_HOLDER');
    tableSpec.given(waiting()).at(at(2)).when({ type: 'leave', seat: 1, generation: 0, level: 'easy' }).thenFails('E_NO_SEAT');
    const over = tableSpec.given(t).at(at(2)).when({ type: 'abandon' }).then([{ type: 'table.gameAbandoned' }]);
    tableSpec.given(over).at(at(2)).when({ type: 'leave', seat: 0, generation: 0, level: 'easy' }).thenFails('E_GAME_OVER');
  });
});
