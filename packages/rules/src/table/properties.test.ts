/**
 * The table's rules under any sequence of changes (fast-check): whatever the host, the players, the bots and the
 * autopilot ask, in any order and at any times, the table stays whole. A wait is kept exactly for the awaited seats of
 * a game in play; a person's clock is never below 0, nor over the pace's cap between their waits; a bot has no clock and no streak; a seat's link
 * generation never goes back; a change refused leaves nothing; an ended game takes no change at all. A game created
 * with open seats waits on nobody until the last is taken, gives each open seat to one claimer only, and an open seat
 * has no holder's contact and no bot.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type TableChange, decide } from './decide.ts';
import { openTable } from './open.ts';
import { NO_CONTACT, type Pace, type Table } from './table.ts';

const PACES: (Pace | null)[] = [
  null,
  { id: '1-day', startHours: 24, perMoveHours: 24, capHours: 24 },
  { id: 'bank', startHours: 72, perMoveHours: 24, capHours: 168 },
];
const SEATS = 3;
const seat = fc.integer({ min: 0, max: SEATS - 1 });
const awaiting = fc.uniqueArray(seat, { minLength: 1, maxLength: SEATS });

/** A change as untrusted as a request: any seat, any claim about who moves and with which link. */
const change: fc.Arbitrary<TableChange> = fc.oneof(
  fc.record({
    type: fc.constant('move' as const),
    seat,
    by: fc.constantFrom(null, 'bot' as const, 'autopilot' as const),
    generation: fc.integer({ min: 0, max: 3 }),
    awaiting,
    finished: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    newPhase: fc.boolean(),
  }),
  fc.record({ type: fc.constant('takeBack' as const), seat }),
  fc.record({
    type: fc.constant('handSeat' as const),
    seat,
    to: fc.oneof(
      fc.constant({ name: 'Dee', bot: null, contact: { ...NO_CONTACT, email: 'dee@example.test', remindAfterHours: 24 } }),
      fc.constantFrom('easy' as const, 'medium' as const, 'hard' as const).map((bot) => ({ name: `Bot (${bot})`, bot })),
    ),
  }),
  fc.constantFrom(...PACES).map((pace) => ({ type: 'changePace' as const, pace, label: pace?.id ?? 'no clock' })),
  fc.boolean().map((on) => ({ type: 'setWebhook' as const, on })),
  fc.constant({ type: 'abandon' as const }),
  fc.record({ type: fc.constant('claim' as const), seat, name: fc.constantFrom('Eve', 'Fay'), contact: fc.constant({ ...NO_CONTACT, email: 'eve@example.test' }), awaiting }),
  fc.record({ type: fc.constant('start' as const), by: fc.constantFrom('host' as const, 'deadline' as const), level: fc.constantFrom('easy' as const, 'hard' as const), awaiting }),
  fc.constant({ type: 'closeInvite' as const }),
  fc.record({ type: fc.constant('leave' as const), seat, generation: fc.integer({ min: 0, max: 3 }), level: fc.constantFrom('easy' as const, 'hard' as const) }),
  fc.record({ type: fc.constant('newLink' as const), seat, generation: fc.integer({ min: 0, max: 3 }) }),
);
/** Changes, each some minutes to days after the one before. */
const run = fc.array(fc.tuple(change, fc.integer({ min: 0, max: 4 * 24 * 60 })), { maxLength: 40 });

function checkWhole(t: Table) {
  const cap = t.pace ? t.pace.capHours * 3600 : null;
  if (t.status === 'open') expect(t.awaiting).toEqual([]);
  if (t.status === 'active') expect(t.seats.some((s) => s.open)).toBe(false);
  for (const s of t.seats) {
    if (s.open) {
      expect(s.bot).toBeNull();
      expect(s.contact).toEqual(NO_CONTACT);
    }
    expect(s.awaitingSince !== null, `seat ${s.seat}'s wait`).toBe(t.status === 'active' && t.awaiting.includes(s.seat));
    if (s.bot !== null) {
      expect(s.clockSeconds).toBeNull();
      expect(s.autopilotMoves).toBe(0);
    } else if (cap === null) expect(s.clockSeconds).toBeNull();
    else {
      expect(s.clockSeconds).not.toBeNull();
      expect(s.clockSeconds as number).toBeGreaterThanOrEqual(0);
      // a pace change gives an awaited seat's clock the time it already waited on top of the start
      if (s.awaitingSince === null && t.status === 'active') expect(s.clockSeconds as number).toBeLessThanOrEqual(cap);
    }
  }
}

describe('the table under any sequence of changes', () => {
  it('stays whole, refuses without a trace, and takes nothing once the game is over', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PACES), fc.boolean(), fc.integer({ min: 0, max: 2 }), run, (pace, withBot, open, steps) => {
        // `open` of the last seats are open (the bot's seat, when there is one, is not)
        const seats = [0, 1, 2].map((i) =>
          withBot && i === 2
            ? { name: 'Bot', bot: 'easy' as const, contact: NO_CONTACT }
            : { name: `P${i}`, bot: null, contact: NO_CONTACT, open: i >= SEATS - open - (withBot ? 1 : 0) && i > 0 },
        );
        const people = seats.filter((s) => s.bot === null).length;
        const joining = { open: true, lobby: false, fillBy: new Date(3 * 24 * 3600_000), unfilled: 'bots' as const };
        let table = openTable(seats, people < 2 ? null : pace, [0], new Date(0), joining).table;
        let now = 0;
        checkWhole(table);
        for (const [c, minutes] of steps) {
          now += minutes * 60_000;
          // a move on a finished game is refused by the game's own rules before the table is asked (decide.ts)
          if (table.status === 'finished' && c.type === 'move') continue;
          const before = JSON.stringify(table);
          const decided = decide(table, c, new Date(now));
          expect(JSON.stringify(table)).toBe(before);
          if (table.status === 'finished' || table.status === 'abandoned') expect(decided.ok).toBe(false);
          if (!decided.ok) continue;
          // a claim gets a seat still open, and only one claimer gets it
          if (c.type === 'claim') expect(table.seats[c.seat]?.open).toBe(true);
          if (c.type === 'claim') expect(decided.value.table.seats[c.seat]?.open).toBe(false);
          for (const s of decided.value.table.seats) expect(s.generation).toBeGreaterThanOrEqual(table.seats[s.seat]?.generation ?? 0);
          table = decided.value.table;
          checkWhole(table);
        }
      }),
      { numRuns: 300 },
    );
  });
});
