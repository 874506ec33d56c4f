import { Hono } from 'hono';
import { gameAsHost } from '../auth.ts';
import { notFound } from '../errors.ts';
import type { ServicesEnv } from '../middleware/services.ts';
import { changePace, handSeat, setWebhook, startWithBots } from '../schemas.ts';
import { validate } from '../validate.ts';

/** A seat number from the path, or 404. */
function seatParam(raw: string | undefined, seatCount: number): number {
  const seat = Number(raw);
  if (!Number.isInteger(seat) || seat < 0 || seat >= seatCount || String(seat) !== raw) throw notFound('seat');
  return seat;
}

/**
 * The host's calls (`Authorization: Bearer <host token>`; a wrong token is refused as a wrong seat link is, and
 * counts against the address's budget): the host's view with every person's link, handing a seat to a person or a
 * bot, the pace, and ending the game as abandoned. Each answers with the host's view.
 */
export const hostRoutes = new Hono<ServicesEnv>()
  .get('/:id/host', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(await c.var.services.host.view(await gameAsHost(c)));
  })
  .post('/:id/host/seats/:seat', validate('json', handSeat), async (c) => {
    const loaded = await gameAsHost(c);
    const seat = seatParam(c.req.param('seat'), loaded.game.seatCount);
    const view = await c.var.services.host.handSeat(loaded, seat, c.req.valid('json'));
    c.var.bots.ifDue(view);
    return c.json(view);
  })
  .post('/:id/host/pace', validate('json', changePace), async (c) => {
    const view = await c.var.services.host.changePace(await gameAsHost(c), c.req.valid('json').pace);
    c.var.bots.ifDue(view);
    return c.json(view);
  })
  .post('/:id/host/webhook', validate('json', setWebhook), async (c) => c.json(await c.var.services.host.setWebhook(await gameAsHost(c), c.req.valid('json').url)))
  .post('/:id/host/abandon', async (c) => c.json(await c.var.services.host.abandon(await gameAsHost(c))))
  // a game still waiting for players: start it with bots in its open seats, or close its invite link
  .post('/:id/host/start', validate('json', startWithBots), async (c) => {
    const view = await c.var.services.host.start(await gameAsHost(c), c.req.valid('json').level);
    c.var.bots.ifDue(view);
    return c.json(view);
  })
  .post('/:id/host/close-invite', async (c) => c.json(await c.var.services.host.closeInvite(await gameAsHost(c))));
