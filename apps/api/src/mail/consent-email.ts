import { escapeHtml, oneClickUnsubscribe } from './reminder-email.ts';
import type { Mail } from './mailer.ts';

export interface ConsentFacts {
  to: string;
  gameTitle: string;
  gameId: string;
  seatName: string;
  /** The other seats' names, as the table shows them. */
  others: string[];
  /** What the held email was: a game's turn emails, or the seat links someone asked to be mailed. */
  reason: 'turns' | 'links';
  confirmLink: string;
  neverLink: string;
}

/** "Ann, Ben and Bot Cleo". */
const names = (list: string[]) => (list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`);

/**
 * The one email an address gets before it says yes: why it was given (a seat in a game, or a request for its links),
 * the link to confirm, and the link never to be emailed again. Nothing else goes to the address until it confirms.
 */
export function consentEmail(f: ConsentFacts): Mail {
  const why =
    f.reason === 'links'
      ? `Someone asked Turnpost to email the seat links held by this address, from ${f.seatName}'s seat in a game of ${f.gameTitle} (game ${f.gameId}).`
      : `You were given a seat as ${f.seatName} in a game of ${f.gameTitle} on Turnpost (game ${f.gameId})${f.others.length > 0 ? `, with ${names(f.others)}` : ''}, and this address for its turn emails.`;
  const ask = 'Turnpost sends nothing more to an address until it says yes. To get the emails, confirm:';
  const notYou = 'If this was not you, ignore this email: you will hear nothing more from Turnpost.';
  const text = [`Hello ${f.seatName},`, '', why, '', ask, f.confirmLink, '', notYou, `Never email me again, for any game: ${f.neverLink}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933;max-width:560px">
<p>Hello ${escapeHtml(f.seatName)},</p>
<p>${escapeHtml(why)}</p>
<p>${escapeHtml(ask)}</p>
<p><a href="${escapeHtml(f.confirmLink)}" style="display:inline-block;padding:10px 18px;background:#7c3aed;color:#fff;border-radius:6px;text-decoration:none">Yes, email me my turns</a></p>
<p style="font-size:12px;color:#52606d">${escapeHtml(notYou)} <a href="${escapeHtml(f.neverLink)}">Never email me again</a> (any game).</p>
</body></html>`;
  return {
    to: f.to,
    subject: f.reason === 'links' ? 'Confirm your address to get your Turnpost links' : `Confirm turn emails for your game of ${f.gameTitle}`,
    text,
    html,
    headers: oneClickUnsubscribe(f.neverLink),
    idempotencyKey: `consent:${f.to.toLowerCase()}`,
  };
}
