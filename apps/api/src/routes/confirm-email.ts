import { Hono } from 'hono';
import { html } from 'hono/html';
import type { ServicesEnv } from '../middleware/services.ts';
import { doneAnswer, linkAnswer, mailPage } from './mail-page.ts';

/**
 * The link in the one email an address gets before it confirms: GET checks it and shows the button (link scanners
 * follow GETs, so a GET changes nothing); POST confirms, and the emails held for the address go out.
 */
export const confirmEmailRoutes = new Hono<ServicesEnv>()
  .get('/:address/:signature', (c) =>
    linkAnswer(c, async () => {
      const email = await c.var.services.mail.checkConfirm(c.req.param('address'), c.req.param('signature'));
      return c.html(
        mailPage(
          'Get turn emails from Turnpost?',
          html`<p>Turnpost will email <strong>${email}</strong> when a game waits on you, and remind you later if you
want, for the games this address is given in. Each email can stop them, for one game or for good.</p>
<form method="post"><button type="submit">Yes, email me my turns</button></form>`,
        ),
      );
    }),
  )
  .post('/:address/:signature', (c) =>
    linkAnswer(c, async () => {
      await c.var.services.mail.confirm(c.req.param('address'), c.req.param('signature'));
      return doneAnswer(c, { confirmed: true }, 'Thank you', html`<p>Turn emails are on for this address: the next one comes when a game waits on you.</p>`);
    }),
  );
