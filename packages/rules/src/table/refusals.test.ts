/**
 * Every change a table refuses, with the words the person reads (the API sends them as they are), and the moves it
 * lets through to the game's own rules: given a table, when a change is asked, then this refusal, or these events.
 */
import { describe, expect, it } from 'vitest';
import type { TableChange } from './decide.ts';
import { evolve } from './evolve.ts';
import { type NewSeat, openTable } from './open.ts';
import { tableSpec } from './spec.ts';
import { AUTOPILOT_AFTER, type Joining, NO_CONTACT, type Pace, type Table } from './table.ts';

const HOUR = 3600_000;
const t0 = new Date('2026-03-01T12:00:00Z');
const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
const day: Pace = { id: '1-day', startHours: 24, perMoveHours: 24, capHours: 24 };
const ann: NewSeat = { name: 'Ann', bot: null, contact: NO_CONTACT };
const ben: NewSeat = { name: 'Ben', bot: null, contact: NO_CONTACT };
const bot: NewSeat = { name: 'Bot Cleo (easy)', bot: 'easy', contact: NO_CONTACT };
const open: NewSeat = { name: '', bot: null, contact: NO_CONTACT, open: true };
const joining: Joining = { open: true, lobby: false, fillBy: at(48), unfilled: 'bots' };

/** Ann (seat 0, awaited), Ben and a bot, created at t0 with a one-day pace. */
const playing = (): Table => openTable([ann, ben, bot], day, [0], t0).table;
/** Ann seated, two seats open, the invite link open until 48 h. */
const waiting = (j: Joining | null = joining): Table => openTable([ann, open, open], null, [], t0, j).table;
const move = (seat: number, by: 'bot' | 'autopilot' | null, generation = 0): TableChange => ({ type: 'move', seat, by, generation, awaiting: [1], finished: false, newPhase: false });
const moved = (seat: number, by: 'bot' | 'autopilot' | null) => ({ type: 'moved' as const, seat, by, awaiting: [1], finished: false, newPhase: false });
const withSeat = (t: Table, seat: number, patch: Partial<Table['seats'][number]>): Table => ({
  ...t,
  seats: t.seats.map((s) => (s.seat === seat ? { ...s, ...patch } : s)),
});

describe('a game that is no longer played', () => {
  const abandoned = () => evolve(playing(), { type: 'table.gameAbandoned' }, at(1));
  const finished = () => evolve(playing(), { type: 'moved', seat: 0, by: null, awaiting: [], finished: true, newPhase: false }, at(1));

  it('refuses every move of an abandoned game, saying why', () => {
    tableSpec.given(abandoned()).at(at(2)).when(move(0, null)).thenFails('E_ABANDONED', /^This game was ended by its host as abandoned: no more moves can be made\.$/);
  });

  it('leaves a move on a finished game to the game’s rules (their own words, or a race lost to the last move)', () => {
    tableSpec.given(finished()).at(at(2)).when(move(0, null)).then([moved(0, null)]);
  });

  it('refuses any other change once over, a take-back in its own words', () => {
    for (const t of [abandoned(), finished()]) {
      tableSpec.given(t).at(at(2)).when({ type: 'abandon' }).thenFails('E_GAME_OVER', /^This game is over: its table can no longer be changed\.$/);
      tableSpec.given(t).at(at(2)).when({ type: 'setWebhook', on: true }).thenFails('E_GAME_OVER');
      tableSpec.given(t).at(at(2)).when({ type: 'takeBack', seat: 0 }).thenFails('E_GAME_OVER', /^This game is over: there is no seat to take back\.$/);
    }
  });

  it('refuses a move before the game starts', () => {
    tableSpec.given(waiting()).at(at(1)).when(move(0, null)).thenFails('E_NOT_STARTED', /^This game has not started: it starts when every seat is taken\.$/);
  });
});

describe('a seat the table does not have', () => {
  it('is named in the refusal, whatever the change', () => {
    for (const change of [move(5, null), { type: 'takeBack', seat: 5 }, { type: 'newLink', seat: 5, generation: 0 }] as TableChange[])
      tableSpec.given(playing()).at(at(1)).when(change).thenFails('E_NO_SEAT', /^This game has no seat 5\.$/);
  });
});

describe('who may move a seat', () => {
  it('lets its holder move with the link of its generation', () => {
    tableSpec.given(playing()).at(at(1)).when(move(0, null)).then([moved(0, null)]);
  });

  it('refuses an older link of a seat handed to someone else, and tells a machine it is stale', () => {
    const handed = withSeat(playing(), 0, { generation: 1 });
    tableSpec.given(handed).at(at(1)).when(move(0, null, 0)).thenFails('E_NOT_HOLDER', /^This link no longer holds its seat: the game’s host gave the seat to someone else\.$/);
    tableSpec.given(handed).at(at(30)).when(move(0, 'autopilot', 0)).thenFails('E_STALE', /^Someone acted first: reload the game and try again\.$/);
  });

  it('leaves a person’s move out of turn to the game’s rules, but refuses a machine’s: its seat is no longer due', () => {
    tableSpec.given(playing()).at(at(1)).when(move(1, null)).then([moved(1, null)]);
    tableSpec.given(playing()).at(at(30)).when(move(1, 'autopilot')).thenFails('E_STALE');
    tableSpec.given(playing()).at(at(1)).when(move(2, 'bot')).thenFails('E_STALE');
  });

  it('lets a bot move only a bot’s seat, and a person’s link not a seat a bot holds now', () => {
    const botAwaited = { ...playing(), awaiting: [2] };
    tableSpec.given(botAwaited).at(at(1)).when(move(2, 'bot')).then([moved(2, 'bot')]);
    tableSpec.given(playing()).at(at(1)).when(move(0, 'bot')).thenFails('E_STALE');
    tableSpec.given(botAwaited).at(at(1)).when(move(2, null)).thenFails('E_NOT_HOLDER', /^A bot holds this seat now\.$/);
  });

  it('lets the autopilot move a person only once due: time run out, or on autopilot', () => {
    tableSpec.given(playing()).at(at(23)).when(move(0, 'autopilot')).thenFails('E_STALE');
    tableSpec.given(playing()).at(at(24)).when(move(0, 'autopilot')).then([moved(0, 'autopilot')]);
    const onAutopilot = withSeat(playing(), 0, { autopilotMoves: AUTOPILOT_AFTER });
    tableSpec.given(onAutopilot).at(at(1)).when(move(0, 'autopilot')).then([moved(0, 'autopilot')]);
  });
});

describe('taking a seat back from the autopilot', () => {
  it('is only for a person’s seat; a seat the autopilot does not hold has nothing to take back', () => {
    tableSpec.given(playing()).at(at(1)).when({ type: 'takeBack', seat: 2 }).thenFails('E_NOT_HOLDER', /^A bot holds this seat: only its host can hand it back to a person\.$/);
    tableSpec.given(playing()).at(at(1)).when({ type: 'takeBack', seat: 0 }).then([]);
  });
});

describe('claiming an open seat', () => {
  const claim = (seat: number, name: string): TableChange => ({ type: 'claim', seat, name, contact: NO_CONTACT, awaiting: [0] });

  it('is refused once the game started, after the host closed the invite, and for a seat taken first', () => {
    tableSpec.given(playing()).at(at(1)).when(claim(1, 'Dee')).thenFails('E_GAME_STARTED', /^This game has started: every seat is taken\.$/);
    tableSpec.given(waiting({ ...joining, open: false })).at(at(1)).when(claim(1, 'Dee')).thenFails('E_INVITE_CLOSED', /^This game no longer takes new players: its host closed the invite\.$/);
    tableSpec.given(waiting()).at(at(1)).when(claim(0, 'Dee')).thenFails('E_SEAT_TAKEN', /^Someone took this seat first: pick another free seat\.$/);
  });

  it('refuses a name someone at the table has, whatever its case and spaces, saying the name as given', () => {
    tableSpec.given(waiting()).at(at(1)).when(claim(1, '  aNN ')).thenFails('E_NAME_TAKEN', /^Someone at this table is already called aNN: pick another name, so everyone can tell you apart\.$/);
  });

  it('takes a name only an open seat carries', () => {
    tableSpec.given(waiting()).at(at(1)).when(claim(1, 'Open seat')).then([{ type: 'table.seatClaimed', seat: 1, name: 'Open seat', awaiting: null }]);
  });
});

describe('starting a game with open seats', () => {
  const start = (by: 'host' | 'deadline'): TableChange => ({ type: 'start', by, level: 'easy', awaiting: [0] });

  it('is refused once started', () => {
    tableSpec.given(playing()).at(at(1)).when(start('host')).thenFails('E_GAME_STARTED');
    tableSpec.given(playing()).at(at(100)).when(start('deadline')).thenFails('E_GAME_STARTED');
  });

  it('is not due before the open seats’ time, nor without a time', () => {
    tableSpec.given(waiting()).at(at(47)).when(start('deadline')).thenFails('E_STALE', /^The open seats still have time to be taken\.$/);
    tableSpec.given(waiting(null)).at(at(100)).when(start('deadline')).thenFails('E_STALE');
  });

  it('needs someone in a seat when its host starts it', () => {
    const empty = openTable([open, open], null, [], t0, joining).table;
    tableSpec.given(empty).at(at(1)).when(start('host')).thenFails('E_NO_PERSON', /^Nobody has taken a seat yet: share the invite link first, or end the game\.$/);
  });
});

describe('closing the invite link', () => {
  it('is for a game still waiting for players that has one', () => {
    tableSpec.given(playing()).at(at(1)).when({ type: 'closeInvite' }).thenFails('E_GAME_STARTED');
    tableSpec.given(waiting(null)).at(at(1)).when({ type: 'closeInvite' }).thenFails('E_NO_INVITE', /^This game has no invite link: its seats were all given at creation\.$/);
    tableSpec.given(waiting()).at(at(1)).when({ type: 'closeInvite' }).then([{ type: 'table.inviteClosed' }], (t) => expect(t.joining?.open).toBe(false));
  });

  it('leaves a table without an invite as it was', () => {
    const none = waiting(null);
    expect(evolve(none, { type: 'table.inviteClosed' }, at(1))).toEqual(none);
  });
});

describe('a new link for a seat', () => {
  it('is made by the seat’s person with its current link only', () => {
    const refused = /^This link no longer holds its seat: it cannot make a new one\.$/;
    tableSpec.given(waiting()).at(at(1)).when({ type: 'newLink', seat: 1, generation: 0 }).thenFails('E_NOT_HOLDER', refused);
    tableSpec.given(playing()).at(at(1)).when({ type: 'newLink', seat: 2, generation: 0 }).thenFails('E_NOT_HOLDER', refused);
    tableSpec.given(withSeat(playing(), 1, { generation: 2 })).at(at(1)).when({ type: 'newLink', seat: 1, generation: 1 }).thenFails('E_NOT_HOLDER', refused);
    tableSpec
      .given(playing())
      .at(at(1))
      .when({ type: 'newLink', seat: 1, generation: 0 })
      .then([{ type: 'table.linkReissued', seat: 1 }], (t) => expect(t.seats.map((s) => s.generation)).toEqual([0, 1, 0]));
  });
});

describe('leaving', () => {
  it('is for the seat’s person with its current link', () => {
    const leave = (seat: number, generation = 0): TableChange => ({ type: 'leave', seat, generation, level: 'easy' });
    tableSpec.given(waiting()).at(at(1)).when(leave(1)).thenFails('E_NO_SEAT', /^Nobody holds this seat yet\.$/);
    const refused = /^This link no longer holds its seat: there is nothing to leave\.$/;
    tableSpec.given(playing()).at(at(1)).when(leave(2)).thenFails('E_NOT_HOLDER', refused);
    tableSpec.given(withSeat(playing(), 1, { generation: 1 })).at(at(1)).when(leave(1, 0)).thenFails('E_NOT_HOLDER', refused);
  });

  it('ends a game left to bots alone, the seat’s links stopped and its person’s contact forgotten', () => {
    const alone = openTable([{ ...ann, contact: { email: 'ann@example.test', notifyAtOnce: true, remindAfterHours: 24, unsubscribed: false } }, bot], null, [0], t0).table;
    tableSpec
      .given(alone)
      .at(at(1))
      .when({ type: 'leave', seat: 0, generation: 0, level: 'easy' })
      .then([{ type: 'table.seatLeft', seat: 0, name: 'Ann', then: 'end', bot: null, botName: null }], (t) => {
        expect(t.status).toBe('abandoned');
        expect(t.awaiting).toEqual([]);
        expect(t.seats[0]).toMatchObject({ generation: 1, contact: NO_CONTACT, awaitingSince: null });
      });
  });
});

describe('handing a seat over', () => {
  it('is not for an open seat', () => {
    tableSpec
      .given(waiting())
      .at(at(1))
      .when({ type: 'handSeat', seat: 1, to: { name: 'Dee', bot: 'easy' } })
      .thenFails('E_SEAT_OPEN', /^This seat is open: share the invite link, or start the game with bots in its open seats\.$/);
  });

  it('to a bot keeps no person’s contact on the seat', () => {
    const contact = { email: 'ann@example.test', notifyAtOnce: true, remindAfterHours: 24, unsubscribed: false };
    const t = openTable([{ ...ann, contact }, ben], null, [0], t0).table;
    tableSpec
      .given(t)
      .at(at(1))
      .when({ type: 'handSeat', seat: 0, to: { name: 'Bot Dev (hard)', bot: 'hard' } })
      .then([{ type: 'table.seatHandedOver', seat: 0, was: 'Ann', name: 'Bot Dev (hard)', bot: 'hard' }], (after) => {
        expect(after.seats[0]?.contact).toEqual(NO_CONTACT);
      });
  });
});

describe('the group chat', () => {
  it('is connected and disconnected by the host', () => {
    const on = tableSpec.given(playing()).at(at(1)).when({ type: 'setWebhook', on: true }).then([{ type: 'table.webhookSet', on: true }], (t) => expect(t.webhook).toBe(true));
    tableSpec.given(on).at(at(2)).when({ type: 'setWebhook', on: false }).then([{ type: 'table.webhookSet', on: false }], (t) => expect(t.webhook).toBe(false));
  });
});
