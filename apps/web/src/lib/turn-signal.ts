/**
 * What a table tab shows about whose move it is, decided without the DOM: the tab's title and favicon, and whether
 * to raise a browser notification. `$lib/favicon.ts` and `$lib/turn-notifications.ts` carry the decisions out.
 */
import type { GameStatus, Seat } from './api-types.ts';
import { isOver, overWord } from './game-status.ts';

/** The site's icon, and the same with a dot for "your move" (both in static/). */
export const FAVICON = '/favicon.svg';
export const FAVICON_YOUR_MOVE = '/favicon-your-move.svg';

/**
 * Whether the game waits on the reader's seat; null before the table is there or for a spectator. A game that is over
 * waits on nobody, whatever its state says.
 */
export function myTurn(seatView: { seat: Seat | null; awaiting: readonly Seat[]; status?: GameStatus } | null): boolean | null {
  if (!seatView || seatView.seat === null) return null;
  if (seatView.status !== undefined && isOver(seatView.status)) return false;
  return seatView.awaiting.includes(seatView.seat);
}

/** "● Your move · Arquetect · Turnpost" on the player's move, "Ended early · Arquetect · Turnpost" once it is over. */
export function tabTitle(gameTitle: string | null, yourMove: boolean, status: GameStatus | null = null): string {
  const over = status === null ? null : overWord(status);
  const lead = over ? `${over} · ` : yourMove ? '● Your move · ' : '';
  return `${lead}${gameTitle ?? 'Game'} · Turnpost`;
}

export function faviconFor(yourMove: boolean): string {
  return yourMove ? FAVICON_YOUR_MOVE : FAVICON;
}

export interface TurnMoment {
  /** What this tab saw before (null: nothing yet, e.g. the table just opened). */
  before: boolean | null;
  after: boolean | null;
  /** Whether the tab is in the background. */
  hidden: boolean;
  /** Whether the player turned notifications on (and the browser allows them). */
  wanted: boolean;
}

/**
 * A notification only when the move just became the player's (seen as not theirs before, by this tab) while they
 * look elsewhere: not on opening the table, not on every poll while it stays their move, not in a visible tab.
 */
export function shouldNotify({ before, after, hidden, wanted }: TurnMoment): boolean {
  return wanted && hidden && before === false && after === true;
}

/** Where the player stands on notifications in this browser, for the seat's "Notify me" button. */
export type NotificationChoice = 'unsupported' | 'blocked' | 'on' | 'off';

/** `permission` null: the browser has no notifications at all. */
export function notificationChoice(permission: NotificationPermission | null, wanted: boolean): NotificationChoice {
  if (permission === null) return 'unsupported';
  if (permission === 'denied') return 'blocked';
  return permission === 'granted' && wanted ? 'on' : 'off';
}

/** What the player is told after choosing, in words. */
export function choiceMessage(choice: NotificationChoice): string {
  switch (choice) {
    case 'unsupported':
      return 'This browser cannot show notifications. Keep this tab open: its title and icon show a dot when it is your move.';
    case 'blocked':
      return 'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.';
    case 'on':
      return 'You will get a notification when it is your move while this tab is in the background.';
    case 'off':
      return 'No notifications. The tab’s title and icon still show a dot when it is your move.';
    default: {
      const never: never = choice;
      return never;
    }
  }
}

/** The notification's words: the game and that it waits on the player. */
export function turnNotice(gameTitle: string, seatName: string | null): { title: string; body: string } {
  return {
    title: `Your move in ${gameTitle}`,
    body: seatName ? `${seatName}, the table is waiting for you.` : 'The table is waiting for you.',
  };
}
