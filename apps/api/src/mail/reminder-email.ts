import type { Mail } from './mailer.ts';

export interface ReminderFacts {
  to: string;
  kind: 'turn' | 'reminder';
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
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The turn email: which game, who moved last, what to do, the seat link, how to stop (RFC 8058 one-click). */
export function reminderEmail(f: ReminderFacts): Mail {
  const subject =
    f.kind === 'turn'
      ? `Your turn in ${f.gameTitle}`
      : `Reminder: ${f.gameTitle} has waited ${f.waitedHours} h for you`;
  const moved = f.lastMover ? `${f.lastMover} moved last.` : 'The game has just started.';
  const text = [
    `Hello ${f.seatName},`,
    '',
    `${f.gameTitle} (game ${f.gameId}) is waiting for you. ${moved}`,
    `${f.prompt}`,
    '',
    `Play your turn: ${f.seatLink}`,
    '',
    'This link is your seat: do not share it.',
    `To stop these emails for this game: ${f.unsubscribeLink}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933;max-width:560px">
<p>Hello ${escapeHtml(f.seatName)},</p>
<p><strong>${escapeHtml(f.gameTitle)}</strong> (game ${escapeHtml(f.gameId)}) is waiting for you. ${escapeHtml(moved)}</p>
<p>${escapeHtml(f.prompt)}</p>
<p><a href="${escapeHtml(f.seatLink)}" style="display:inline-block;padding:10px 18px;background:#7c3aed;color:#fff;border-radius:6px;text-decoration:none">Play your turn</a></p>
<p style="font-size:12px;color:#52606d">This link is your seat: do not share it.
<a href="${escapeHtml(f.unsubscribeLink)}">Stop emails for this game</a>.</p>
</body></html>`;
  return {
    to: f.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${f.unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    idempotencyKey: `${f.gameId}:${f.seat}:${f.kind}:${f.version}`,
  };
}
