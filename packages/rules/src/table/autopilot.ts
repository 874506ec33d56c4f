/** Which awaited seat a machine must move now: a bot's, or a person's on autopilot or whose time ran out. */
import { deadlineOf } from './pace.ts';
import { AUTOPILOT_AFTER, AUTOPILOT_LEVEL, type BotLevel, type Table, type TableSeat } from './table.ts';

/** A seat a machine moves, at which level, and who the move is made by. */
export interface DueSeat {
  seat: number;
  level: BotLevel;
  by: 'bot' | 'autopilot';
}

/** Whether the autopilot plays this person's seat at once (two waits in a row ended by it, not taken back). */
export const onAutopilot = (s: Pick<TableSeat, 'bot' | 'autopilotMoves'>): boolean => s.bot === null && s.autopilotMoves >= AUTOPILOT_AFTER;

/** Whether `s`, awaited, is a person's seat the autopilot must move at `now`: on autopilot, or their time ran out. */
export function autopilotDue(s: TableSeat, now: Date): boolean {
  if (s.bot !== null) return false;
  const deadline = deadlineOf(s);
  return onAutopilot(s) || (deadline !== null && deadline <= now);
}

/** The first awaited seat a machine must move at `now`; none while the game waits on people with time left, or is over. */
export function nextDue(table: Table, now: Date): DueSeat | undefined {
  if (table.status !== 'active') return undefined;
  for (const s of table.seats) {
    if (!table.awaiting.includes(s.seat)) continue;
    if (s.bot !== null) return { seat: s.seat, level: s.bot, by: 'bot' };
    if (autopilotDue(s, now)) return { seat: s.seat, level: AUTOPILOT_LEVEL, by: 'autopilot' };
  }
  return undefined;
}
