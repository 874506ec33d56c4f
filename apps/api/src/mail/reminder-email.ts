import type { OutboxRow } from '@turnpost/db';
import type { Mail } from './mailer.ts';

export interface ReminderFacts {
  to: string;
  /** 'turn', 'reminder', or in a paced game 'half' (half the time gone) and 'late' (12 hours left). */
  kind: Exclude<OutboxRow['kind'], 'webhook' | 'links'>;
  gameTitle: string;
  gameId: string;
  /** The game version that started the wait: one email per wait and kind. */
  version: number;
  seat: number;
  seatName: string;
  /** Who moved last (null before the first move). */
  lastMover: string | null;
  /** What the player is asked to do, in the game's words. */
  prompt: string;
  /** How long the game has waited, in hours (reminders only). */
  waitedHours: number;
  seatLink: string;
  unsubscribeLink: string;
  /** Stops every email to this address, from any game, for good. */
  neverLink: string;
  /** In a paced game: when the seat's time runs out, and the time the email is written at. */
  clock?: { deadline: Date; now: Date };
}

/** "1 day 12 h", "5 h 20 min", "40 min": a time left, for people. */
export function duration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const [days, hours, mins] = [Math.floor(minutes / 1440), Math.floor(minutes / 60) % 24, minutes % 60];
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'}${hours > 0 ? ` ${hours} h` : ''}`;
  if (hours > 0) return `${hours} h${mins > 0 ? ` ${mins} min` : ''}`;
  return `${mins} min`;
}

/** The subject line of each kind of email. */
function subjectOf(f: ReminderFacts, left: string | null): string {
  switch (f.kind) {
    case 'turn':
      return `Your turn in ${f.gameTitle}`;
    case 'reminder':
      return `Reminder: ${f.gameTitle} has waited ${f.waitedHours} h for you`;
    case 'half':
      return `Half your time is gone in ${f.gameTitle}: ${left ?? 'some'} left to move`;
    case 'late':
      return `${left ?? 'Little time'} left to move in ${f.gameTitle}`;
    case 'rematch':
      return `A rematch of ${f.gameTitle} is ready for you`;
  }
}

/** The headers of RFC 8058 one-click unsubscribe, to the seat's link. */
export const oneClickUnsubscribe = (link: string): Record<string, string> => ({
  'List-Unsubscribe': `<${link}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** An email's small print: the link's warning, then how to stop this game's emails, or every email, for good. */
export const stopFooter = (warning: string, f: { unsubscribeLink: string; neverLink: string }, notYours: string): string =>
  `<p style="font-size:12px;color:#52606d">${escapeHtml(warning)}
<a href="${escapeHtml(f.unsubscribeLink)}">Stop emails for this game</a>.
<a href="${escapeHtml(f.neverLink)}">Never email me again</a> (any game: for when ${escapeHtml(notYours)}).</p>`;

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The turn email: which game, who moved last, what to do, the seat link, how to stop (RFC 8058 one-click). */
export function reminderEmail(f: ReminderFacts): Mail {
  const left = f.clock ? duration(f.clock.deadline.getTime() - f.clock.now.getTime()) : null;
  const subject = subjectOf(f, left);
  const moved = f.lastMover ? `${f.lastMover} moved last.` : 'The game has just started.';
  const clock = f.clock
    ? `You have ${left} left to move (until ${f.clock.deadline.toUTCString()}). When your time runs out, the autopilot makes the move for you.`
    : null;
  const text = [
    `Hello ${f.seatName},`,
    '',
    ...(f.kind === 'rematch'
      ? [`Your table asked for a rematch of ${f.gameTitle} (game ${f.gameId}), with the same players. Here is your seat.`]
      : [`${f.gameTitle} (game ${f.gameId}) is waiting for you. ${moved}`, `${f.prompt}`]),
    ...(clock ? ['', clock] : []),
    '',
    `Play your turn: ${f.seatLink}`,
    '',
    'This link is your seat: do not share it.',
    `To stop these emails for this game: ${f.unsubscribeLink}`,
    `Not your game, or no more email from Turnpost at all: ${f.neverLink}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933;max-width:560px">
<p>Hello ${escapeHtml(f.seatName)},</p>
<p><strong>${escapeHtml(f.gameTitle)}</strong> (game ${escapeHtml(f.gameId)}) is waiting for you. ${escapeHtml(moved)}</p>
<p>${escapeHtml(f.prompt)}</p>
${clock ? `<p><strong>${escapeHtml(clock)}</strong></p>
` : ''}<p><a href="${escapeHtml(f.seatLink)}" style="display:inline-block;padding:10px 18px;background:#7c3aed;color:#fff;border-radius:6px;text-decoration:none">Play your turn</a></p>
${stopFooter('This link is your seat: do not share it.', f, 'this is not your game')}
</body></html>`;
  return {
    to: f.to,
    subject,
    text,
    html,
    headers: oneClickUnsubscribe(f.unsubscribeLink),
    idempotencyKey: `${f.gameId}:${f.seat}:${f.kind}:${f.version}`,
  };
}
