/**
 * What leaving a game does, in the player's words, before and after (the table's rules decide it the same way:
 * packages/rules/src/table/decide.ts, 'leave'): in a game being played a bot takes the seat and plays on, unless only
 * bots would be left, when the game ends without a winner; before the start, the seat opens again for someone else.
 */
import type { BotLevel } from '@turnpost/rules/table';
import type { GameStatus, SeatView } from '$lib/api-types.ts';

/** A seat as a view lists it, as far as leaving reads it. */
type SeatHolder = Pick<SeatView['seats'][number], 'seat' | 'name' | 'bot'>;

export type LeaveOutcome = 'bot' | 'end' | 'open';

/** What `seat` leaving `status`'s game with these `seats` would do. */
export function leaveOutcome(status: GameStatus, seats: readonly Omit<SeatHolder, 'name'>[], seat: number): LeaveOutcome {
  if (status === 'open') return 'open';
  // an open seat before the start is nobody's yet; in a game being played every seat is a person's or a bot's
  return seats.some((s) => s.seat !== seat && s.bot === null) ? 'bot' : 'end';
}

/** "an easy bot", "a medium bot": the level as a person says it. */
export const aBot = (level: BotLevel): string => `${/^[aeiou]/.test(level) ? 'an' : 'a'} ${level} bot`;

/** What the confirmation says happens, in the order it happens. */
export function leaveExplanation(outcome: LeaveOutcome, level: BotLevel): string {
  switch (outcome) {
    case 'bot':
      return `If you leave, ${aBot(level)} plays your seat from now on and the game goes on for the others.`;
    case 'end':
      return 'Every other seat is played by a bot: if you leave, the game ends here, without a winner.';
    case 'open':
      return 'The game has not started yet: if you leave, your seat opens again for someone else to take with the invite link.';
    default:
      return outcome satisfies never;
  }
}

/** The line after: your link no longer works, anywhere. */
export const LINK_STOPS =
  'Your seat link stops working at once, on every device and in emails already sent: you can still watch the game, but not play in it again.';

/** The notice once the server said what became of `seat` (the answer is the game as a spectator sees it). */
export function leftNotice(seat: number, after: { status: GameStatus; seats: readonly SeatHolder[] }): string {
  if (after.status === 'abandoned') return 'You left the game; with only bots left, it ended here, without a winner.';
  if (after.status === 'open') return 'You left the game; your seat is open again for someone else.';
  const bot = after.seats.find((s) => s.seat === seat && s.bot !== null);
  return bot ? `You left the game; ${bot.name} plays your seat from now on.` : 'You left the game.';
}
