/** What each table event says in the log and the replay, which events a record may carry, and which move a seat's link on. */
import { describe, expect, it } from 'vitest';
import { isTableEvent, type TableEvent, tableEventSchema } from './events.ts';
import { movesLink } from './evolve.ts';
import { tableLine } from './lines.ts';

/** One of each, with the line it reads as. */
const EVERY: [TableEvent, string][] = [
  [{ type: 'table.seatHandedOver', seat: 1, was: 'Ben', name: 'Bot Dev (hard)', bot: 'hard' }, 'The host handed Ben’s seat to a bot (hard), Bot Dev (hard).'],
  [{ type: 'table.seatHandedOver', seat: 1, was: 'Ben', name: 'Ben', bot: null }, 'The host gave Ben’s seat a new link.'],
  [{ type: 'table.seatHandedOver', seat: 1, was: 'Ben', name: 'Dee', bot: null }, 'The host gave Ben’s seat to Dee.'],
  [{ type: 'table.seatTakenBack', seat: 2 }, '@2 took their seat back from the autopilot.'],
  [{ type: 'table.linkReissued', seat: 0 }, '@0 made a new link for their seat: older links no longer open it.'],
  [{ type: 'table.paceChanged', pace: null, label: 'no clocks' }, 'The host changed the pace to: no clocks. Every clock starts afresh.'],
  [{ type: 'table.webhookSet', on: true }, 'The host connected the game to a group chat: it is told whose move it is.'],
  [{ type: 'table.webhookSet', on: false }, 'The host disconnected the group chat.'],
  [{ type: 'table.gameAbandoned' }, 'The host ended the game as abandoned: it has no winner.'],
  [{ type: 'table.seatClaimed', seat: 1, name: 'Dee', awaiting: null }, 'Dee took a seat.'],
  [{ type: 'table.seatClaimed', seat: 2, name: 'Eve', awaiting: [0] }, 'Eve took the last open seat: the game begins.'],
  [{ type: 'table.gameStarted', by: 'host', bots: [], awaiting: [0] }, 'The host started the game.'],
  [
    { type: 'table.gameStarted', by: 'deadline', bots: [{ seat: 1, name: 'Bot Anna (easy)', bot: 'easy' }, { seat: 2, name: 'Bot Ben (easy)', bot: 'easy' }], awaiting: [0] },
    'Nobody took the open seats in time: the game started with bots in the open seats (Bot Anna (easy), Bot Ben (easy)).',
  ],
  [{ type: 'table.gameCancelled' }, 'Nobody took the open seats in time: the game was cancelled.'],
  [{ type: 'table.inviteClosed' }, 'The host closed the invite link: nobody else can take a seat.'],
  [{ type: 'table.seatLeft', seat: 1, name: 'Dee', then: 'open', bot: null, botName: null }, 'Dee left: their seat is open again.'],
  [{ type: 'table.seatLeft', seat: 0, name: 'Ann', then: 'end', bot: null, botName: null }, 'Ann left the game: with only bots left, it ends here, without a winner.'],
  [{ type: 'table.seatLeft', seat: 0, name: 'Ann', then: 'bot', bot: 'easy', botName: 'Bot Finn (easy)' }, 'Ann left the game: Bot Finn (easy) plays their seat from now on.'],
];

describe('a table event’s line', () => {
  it.each(EVERY.map(([event, line]) => [event.type, event, line] as const))('%s reads as the log shows it', (_type, event, line) => {
    expect(tableLine(event)).toBe(line);
  });

  it('names the host as the one who started a game before the open seats’ time', () => {
    expect(tableLine({ type: 'table.gameStarted', by: 'host', bots: [{ seat: 1, name: 'Bot Anna (easy)', bot: 'easy' }], awaiting: [0] })).toBe(
      'The host started the game with bots in the open seats (Bot Anna (easy)).',
    );
  });
});

describe('a table event in the stream', () => {
  it('is told from a game’s action by its type alone', () => {
    for (const [event] of EVERY) expect(isTableEvent(event)).toBe(true);
    for (const action of [{ type: 'play', card: 3 }, { type: 'tablet' }, { type: 1 }, {}, null, 'table.seatLeft'])
      expect(isTableEvent(action), JSON.stringify(action)).toBe(false);
  });

  it('is taken from a record as it is, every kind of it', () => {
    for (const [event] of EVERY) expect(tableEventSchema.parse(event)).toEqual(event);
  });

  it('is refused from a record when it is not one the table makes', () => {
    const wrong: unknown[] = [
      { type: 'table.seatTakenBack', seat: 12 },
      { type: 'table.seatTakenBack', seat: -1 },
      { type: 'table.seatTakenBack', seat: 1.5 },
      { type: 'table.seatHandedOver', seat: 0, was: 'Ann', name: '', bot: null },
      { type: 'table.seatHandedOver', seat: 0, was: 'Ann', name: 'x'.repeat(101), bot: null },
      { type: 'table.seatHandedOver', seat: 0, was: 'Ann', name: 'Dee', bot: 'genius' },
      { type: 'table.paceChanged', pace: { id: 'x', startHours: 0, perMoveHours: 1, capHours: 1 }, label: 'x' },
      { type: 'table.paceChanged', pace: { id: 'x'.repeat(41), startHours: 1, perMoveHours: 1, capHours: 1 }, label: 'x' },
      { type: 'table.paceChanged', pace: null, label: 'x'.repeat(101) },
      { type: 'table.webhookSet', on: 'yes' },
      { type: 'table.gameStarted', by: 'anyone', bots: [], awaiting: [0] },
      { type: 'table.seatLeft', seat: 0, name: 'Ann', then: 'away', bot: null, botName: null },
      { type: 'table.secretRevealed' },
    ];
    for (const action of wrong) expect(tableEventSchema.safeParse(action).success, JSON.stringify(action)).toBe(false);
  });
});

describe('the events that move a seat’s link on', () => {
  it('are a hand-over, a claim, a leaving and a new link: older links stop opening the seat after each', () => {
    const moving = EVERY.filter(([e]) => movesLink(e)).map(([e]) => e.type);
    expect([...new Set(moving)]).toEqual(['table.seatHandedOver', 'table.linkReissued', 'table.seatClaimed', 'table.seatLeft']);
  });
});
