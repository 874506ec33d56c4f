import { escapeHtml, oneClickUnsubscribe, stopFooter } from './reminder-email.ts';
import type { Mail } from './mailer.ts';

/** One seat in play of the person who asked for their links. */
export interface HeldLink {
  gameTitle: string;
  gameId: string;
  seatName: string;
  link: string;
}

export interface LinksFacts {
  to: string;
  /** The seat the request came from (its version keys the mail: one per request). */
  gameId: string;
  seat: number;
  version: number;
  links: HeldLink[];
  unsubscribeLink: string;
  neverLink: string;
}

/** "Email me my links": every seat in play held under this address, each with its link, in one mail. */
export function linksEmail(f: LinksFacts): Mail {
  const count = f.links.length === 1 ? 'your seat' : `your ${f.links.length} seats`;
  const subject = `Your Turnpost links: ${count} in play`;
  const text = [
    'Hello,',
    '',
    `You asked for the links of ${count} in play. Open one on any device to play that seat there:`,
    '',
    ...f.links.map((l) => `${l.gameTitle} (game ${l.gameId}), as ${l.seatName}: ${l.link}`),
    '',
    'Each link is a seat: do not share it.',
    `To stop emails for this game: ${f.unsubscribeLink}`,
    `Not your games, or no more email from Turnpost at all: ${f.neverLink}`,
  ].join('\n');
  const items = f.links
    .map((l) => `<li><a href="${escapeHtml(l.link)}">${escapeHtml(l.gameTitle)}</a> (game ${escapeHtml(l.gameId)}), as ${escapeHtml(l.seatName)}</li>`)
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2933;max-width:560px">
<p>Hello,</p>
<p>You asked for the links of ${escapeHtml(count)} in play. Open one on any device to play that seat there:</p>
<ul>
${items}
</ul>
${stopFooter('Each link is a seat: do not share it.', f, 'these are not your games')}
</body></html>`;
  return {
    to: f.to,
    subject,
    text,
    html,
    headers: oneClickUnsubscribe(f.unsubscribeLink),
    idempotencyKey: `${f.gameId}:${f.seat}:links:${f.version}`,
  };
}
