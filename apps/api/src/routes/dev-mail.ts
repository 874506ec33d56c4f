import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { html } from 'hono/html';
import type { DevMailbox } from '../mail/dev-mailbox.ts';

export interface DevMailOptions {
  mailbox: DevMailbox;
  /** Who may read it: the mails carry seat links, so only the machine itself (loopback) by default. */
  allow: (c: Context) => boolean;
}

const only = (allow: (c: Context) => boolean): MiddlewareHandler => async (c, next) => {
  if (!allow(c)) return c.json({ code: 'E_NOT_FOUND', message: 'Not found.' }, 404);
  await next();
};

/** The dev mailbox: what the local app would have emailed, newest first (only without a real transport). */
export const devMailRoutes = ({ mailbox, allow }: DevMailOptions) =>
  new Hono()
    .use('/api/dev/*', only(allow))
    .use('/dev/*', only(allow))
    .get('/api/dev/mail', (c) => c.json(mailbox.list()))
    .get('/dev/mail', (c) =>
      c.html(html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Turnpost</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer">
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
article{border:1px solid #d9e2ec;border-radius:.5rem;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}
small{color:#52606d}</style></head><body><h1>Dev mailbox</h1>
<p>No email transport is configured, so turn emails land here instead of being sent.</p>
${mailbox.list().length === 0 ? html`<p><em>Nothing yet.</em></p>` : ''}
${mailbox.list().map(
  (m) => html`<article><h2>${m.subject}</h2><small>to ${m.to} · ${m.sentAt} · ${Object.entries(m.headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join(' · ')}</small><pre>${m.text}</pre></article>`,
)}
</body></html>`),
    );
