import { Hono } from 'hono';
import { html } from 'hono/html';
import type { ServicesEnv } from '../middleware/services.ts';

const page = (title: string, body: ReturnType<typeof html>) => html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${title} · Turnpost</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2933}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#7c3aed;color:#fff;cursor:pointer}</style>
</head><body><h1>${title}</h1>${body}</body></html>`;

/**
 * One-click unsubscribe (RFC 8058). GET shows a confirmation button and changes nothing (link scanners follow GETs);
 * POST, with or without the `List-Unsubscribe=One-Click` body and without any cookie, unsubscribes.
 */
export const unsubscribeRoutes = new Hono<ServicesEnv>()
  // every email's "never email me again": the address, for all games, for good (GET asks, POST does)
  .get('/never/:address/:signature', (c) =>
    c.html(
      page(
        'Never email this address again?',
        html`<p>Turnpost will send no more email to this address, for any game, ever: not turn emails, not reminders. Anyone may
type an address into a new game; this is for when it was yours and the game is not.</p>
<form method="post"><button type="submit">Never email me again</button></form>`,
      ),
    ),
  )
  .post('/never/:address/:signature', async (c) => {
    await c.var.seats.suppress(c.req.param('address'), c.req.param('signature'));
    if (c.req.header('Accept')?.includes('application/json')) return c.json({ suppressed: true });
    return c.html(page('Done', html`<p>Turnpost will never email this address again.</p>`));
  })
  .get('/:id/:seat/:signature', (c) =>
    c.html(
      page(
        'Stop emails for this game?',
        html`<p>You will get no more turn emails for game ${c.req.param('id')}. You can turn them on again from the game's table.</p>
<form method="post"><button type="submit">Stop emails</button></form>`,
      ),
    ),
  )
  .post('/:id/:seat/:signature', async (c) => {
    const seat = Number(c.req.param('seat'));
    await c.var.seats.unsubscribe(c.req.param('id'), Number.isInteger(seat) ? seat : -1, c.req.param('signature'));
    if (c.req.header('Accept')?.includes('application/json')) return c.json({ unsubscribed: true });
    return c.html(page('Unsubscribed', html`<p>You will get no more emails for this game.</p>`));
  });
