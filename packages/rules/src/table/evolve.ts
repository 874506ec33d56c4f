/**
 * How each event changes the table. A move's effect (`moved`): the autopilot's streak, a late mover's fresh time, and
 * the waits it ends and begins (an ended wait's clock keeps what was left, gains the pace's time per move, at most its
 * cap; a begun wait starts at the move's time). The table's own events: a hand-over, a take-back, a new link, a pace,
 * a webhook, the end.
 */
import { assertNever } from '../core/result.ts';
import type { TableEvent, TableFact } from './events.ts';
import { clockAfterWait, deadlineOf, oneMove, secondsBetween, startingClock } from './pace.ts';
import { NO_CONTACT, OPEN_SEAT_NAME, type Table, type TableSeat } from './table.ts';

export function evolve(table: Table, event: TableFact, at: Date): Table {
  switch (event.type) {
    case 'moved': {
      // a finished game waits on nobody
      const awaiting = event.finished ? [] : event.awaiting;
      // a move that begins another phase of play, or after which another seat's wait begins (a simultaneous phase's
      // last choice, say), ends a round: the mover's wait ends with it, even if the next round awaits them too
      const roundEnds = event.newPhase || awaiting.some((seat) => !table.awaiting.includes(seat));
      const moved = table.seats.map((s) => (s.seat === event.seat ? afterOwnMove(table, s, event.by, awaiting, roundEnds, at) : s));
      const status = event.finished ? 'finished' : table.status;
      return { ...table, status, awaiting, seats: waitsFrom({ ...table, seats: moved }, awaiting, at) };
    }
    case 'table.seatHandedOver':
      return withSeat(table, event.seat, (s) => {
        const person = event.bot === null;
        return {
          ...s,
          name: event.name,
          bot: event.bot,
          generation: s.generation + 1,
          contact: NO_CONTACT,
          autopilotMoves: 0,
          clockSeconds: person ? startingClock(table.pace) : null,
          // a wait on the seat begins afresh for its new holder
          awaitingSince: table.awaiting.includes(s.seat) ? at : null,
        };
      });
    case 'table.seatTakenBack':
      return withSeat(table, event.seat, (s) => ({ ...s, autopilotMoves: 0 }));
    case 'table.linkReissued':
      return withSeat(table, event.seat, (s) => ({ ...s, generation: s.generation + 1 }));
    case 'table.paceChanged': {
      // every person's clock starts afresh; an awaited seat's wait goes on and its clock gains the time already waited
      const start = startingClock(event.pace);
      const seats = table.seats.map((s) =>
        s.bot !== null ? s : { ...s, clockSeconds: start === null ? null : start + (s.awaitingSince ? secondsBetween(s.awaitingSince, at) : 0) },
      );
      return { ...table, pace: event.pace, seats };
    }
    case 'table.webhookSet':
      return { ...table, webhook: event.on };
    case 'table.gameAbandoned':
    case 'table.gameCancelled':
      return ended(table);
    case 'table.seatClaimed': {
      const claimed = withSeat(table, event.seat, (s) => ({ ...person(table, s, event.name, at), open: false }));
      return event.awaiting === null ? claimed : begun(claimed, event.awaiting, at);
    }
    case 'table.gameStarted': {
      const seats = table.seats.map((s) => {
        const bot = event.bots.find((b) => b.seat === s.seat);
        return bot ? { ...s, name: bot.name, bot: bot.bot, open: false, clockSeconds: null, contact: NO_CONTACT } : s;
      });
      return begun({ ...table, seats }, event.awaiting, at);
    }
    case 'table.inviteClosed':
      return table.joining ? { ...table, joining: { ...table.joining, open: false } } : table;
    case 'table.seatLeft': {
      if (event.then === 'end') return ended(withSeat(table, event.seat, (s) => ({ ...s, generation: s.generation + 1, contact: NO_CONTACT })));
      if (event.then === 'open') return withSeat(table, event.seat, (s) => ({ ...person(table, s, OPEN_SEAT_NAME, at), open: true, contact: NO_CONTACT }));
      return withSeat(table, event.seat, (s) => ({
        ...s,
        name: event.botName ?? s.name,
        bot: event.bot,
        generation: s.generation + 1,
        contact: NO_CONTACT,
        autopilotMoves: 0,
        clockSeconds: null,
      }));
    }
    default:
      return assertNever(event);
  }
}

/**
 * Whether `event` moves its seat's link generation on (older links stop opening the seat), as `evolve` does: a
 * hand-over, a claim, a leaving, a new link. The n-th such event of a seat is what replaced its links of generation n.
 */
export function movesLink(event: TableEvent): event is Extract<TableEvent, { seat: number }> {
  return event.type === 'table.seatHandedOver' || event.type === 'table.seatClaimed' || event.type === 'table.seatLeft' || event.type === 'table.linkReissued';
}

/** A seat as a new person holds it: a new link generation, a full clock, no streak (their contact is given apart). */
function person(table: Table, s: TableSeat, name: string, at: Date): TableSeat {
  return {
    ...s,
    name,
    bot: null,
    generation: s.generation + 1,
    autopilotMoves: 0,
    clockSeconds: startingClock(table.pace),
    awaitingSince: table.awaiting.includes(s.seat) ? at : null,
  };
}

/** The game starts: it waits on `awaiting` from `at`. */
const begun = (table: Table, awaiting: number[], at: Date): Table => ({
  ...table,
  status: 'active',
  awaiting,
  seats: waitsFrom({ ...table, awaiting }, awaiting, at),
});

/** The game ends before its end (abandoned, cancelled, or left to bots alone): nobody is waited on. */
const ended = (table: Table): Table => ({ ...table, status: 'abandoned', awaiting: [], seats: table.seats.map((s) => ({ ...s, awaitingSince: null })) });

/**
 * The seat that moved: its person's own move clears the autopilot's streak; a wait the autopilot ends adds one to it.
 * A wait ends when the seat is no longer awaited, or when its round ends (`roundEnds`) and the next one awaits it
 * again: its clock is settled as any ended wait's and a new wait begins at once. A person who moves after their time
 * ran out, before the autopilot did, and whose turn goes on, gets one move's time from then: the autopilot never
 * takes over from someone who is playing.
 */
function afterOwnMove(table: Table, s: TableSeat, by: 'bot' | 'autopilot' | null, awaiting: number[], roundEnds: boolean, at: Date): TableSeat {
  if (s.bot !== null) return s;
  const awaitedAgain = awaiting.includes(s.seat);
  const waitEnds = !awaitedAgain || roundEnds;
  const autopilotMoves = by === null ? 0 : waitEnds ? s.autopilotMoves + 1 : s.autopilotMoves;
  if (awaitedAgain && roundEnds && s.awaitingSince !== null) {
    const clockSeconds = table.pace && s.clockSeconds !== null ? clockAfterWait(table.pace, s.clockSeconds, secondsBetween(s.awaitingSince, at)) : s.clockSeconds;
    return { ...s, autopilotMoves, awaitingSince: at, clockSeconds };
  }
  const deadline = deadlineOf(s);
  if (by === null && awaitedAgain && table.pace && deadline !== null && deadline <= at)
    return { ...s, autopilotMoves, awaitingSince: at, clockSeconds: oneMove(table.pace) };
  return { ...s, autopilotMoves };
}

/** Waits that end and begin at `at`: the seats in `awaiting` are waited on from then, the others no longer. */
export function waitsFrom(table: Table, awaiting: readonly number[], at: Date): TableSeat[] {
  return table.seats.map((s) => {
    const awaited = awaiting.includes(s.seat);
    if (awaited) return s.awaitingSince === null ? { ...s, awaitingSince: at } : s;
    if (s.awaitingSince === null) return s;
    const clockSeconds =
      table.pace && s.clockSeconds !== null ? clockAfterWait(table.pace, s.clockSeconds, secondsBetween(s.awaitingSince, at)) : s.clockSeconds;
    return { ...s, awaitingSince: null, clockSeconds };
  });
}

function withSeat(table: Table, seat: number, change: (s: TableSeat) => TableSeat): Table {
  return { ...table, seats: table.seats.map((s) => (s.seat === seat ? change(s) : s)) };
}
