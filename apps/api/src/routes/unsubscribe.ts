import { Hono } from 'hono';
import { html } from 'hono/html';
import type { ServicesEnv } from '../middleware/services.ts';
import { doneAnswer, linkAnswer, mailPage } from './mail-page.ts';

const seatOf = (raw: string) => {
  const seat = Number(raw);
  return Number.isInteger(seat) ? seat : -1;
};

/**
 * One-click unsubscribe (RFC 8058). GET checks the link and shows a confirmation button, changing nothing (link
 * scanners follow GETs); POST, with or without the `List-Unsubscribe=One-Click` body and without any cookie,
 * unsubscribes.
 */
export const unsubscribeRoutes = new Hono<ServicesEnv>()
  // every email's "never email me again": the address, for all games, for good (GET asks, POST does)
  .get('/never/:address/:signature', (c) =>
    linkAnswer(c, async () => {
      await c.var.services.mail.checkNever(c.req.param('address'), c.req.param('signature'));
      return c.html(
        mailPage(
          'Never email this address again?',
          html`<p>Turnpost will send no more email to this address, for any game, ever: not turn emails, not reminders. Anyone may
type an address into a new game; this is for when it was yours and the game is not.</p>
<form method="post"><button type="submit">Never email me again</button></form>`,
        ),
      );
    }),
  )
  .post('/never/:address/:signature', (c) =>
    linkAnswer(c, async () => {
      await c.var.services.mail.suppress(c.req.param('address'), c.req.param('signature'));
      return doneAnswer(c, { suppressed: true }, 'Done', html`<p>Turnpost will never email this address again.</p>`);
    }),
  )
  .get('/:id/:seat/:signature', (c) =>
    linkAnswer(c, async () => {
      await c.var.services.mail.checkUnsubscribe(c.req.param('id'), seatOf(c.req.param('seat')), c.req.param('signature'));
      return c.html(
        mailPage(
          'Stop emails for this game?',
          html`<p>You will get no more turn emails for game ${c.req.param('id')}. You can turn them on again from the game's table.</p>
<form method="post"><button type="submit">Stop emails</button></form>`,
        ),
      );
    }),
  )
  .post('/:id/:seat/:signature', (c) =>
    linkAnswer(c, async () => {
      await c.var.services.mail.unsubscribe(c.req.param('id'), seatOf(c.req.param('seat')), c.req.param('signature'));
      return doneAnswer(c, { unsubscribed: true }, 'Unsubscribed', html`<p>You will get no more emails for this game.</p>`);
    }),
  );
