import { Hono } from 'hono';
import { gameAndOwnSeat, gameToJoin, withTokenGuard } from '../auth.ts';
import type { ServicesEnv } from '../middleware/services.ts';
import { carryCode, claimSeat, leaveSeat, lobbyQuery, logSince } from '../schemas.ts';
import { summaryOf } from '../services/seat-view.ts';
import { validate } from '../validate.ts';

/**
 * Ways into a game and out of it, without accounts: its invite link (`Authorization: Bearer <invite token>`, or
 * nothing for a game in the lobby) shows the game and takes a free seat; a seat's holder leaves it to a bot, carries
 * it to another device, or has its links mailed.
 */
export const joiningRoutes = new Hono<ServicesEnv>()
  .get('/:id/invite', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    return c.json(c.var.services.joining.view(await gameToJoin(c)));
  })
  .post('/:id/claims', validate('json', claimSeat), async (c) => {
    const loaded = await gameToJoin(c);
    await c.var.guard.joining(c.var.client);
    const { claimed, after } = await c.var.services.joining.claim(loaded, c.req.valid('json'));
    c.var.bots.ifDue(summaryOf(after));
    c.header('Cache-Control', 'no-store');
    return c.json(claimed, 201);
  })
  .post('/:id/leave', validate('query', logSince), validate('json', leaveSeat), async (c) => {
    const { loaded, seat } = await gameAndOwnSeat(c, 'leave the game');
    const view = await c.var.services.play.leave(loaded, seat, c.req.valid('json').level, c.req.valid('query').logSince);
    c.var.bots.ifDue(view);
    return c.json(view);
  })
  .post('/:id/carry', async (c) => {
    const { loaded, seat } = await gameAndOwnSeat(c, 'open a seat on another device');
    c.header('Cache-Control', 'no-store');
    return c.json(await c.var.services.carry.carry(loaded, seat), 201);
  })
  .post('/:id/my-links', async (c) => {
    const { loaded, seat } = await gameAndOwnSeat(c, 'have their links mailed');
    return c.json(await c.var.services.carry.emailLinks(loaded, seat), 202);
  });

/** The lobby: games whose creators listed their open seats, by game and pace. */
export const lobbyRoutes = new Hono<ServicesEnv>().get('/', validate('query', lobbyQuery), async (c) => {
  c.header('Cache-Control', 'no-cache');
  return c.json(await c.var.services.joining.lobby(c.req.valid('query')));
});

/** A carried seat, taken once by the device that opened its link (`/carry#<code>`; the code comes in the body). */
export const carryRoutes = new Hono<ServicesEnv>().post('/', validate('json', carryCode), async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(await withTokenGuard(c, () => c.var.services.carry.use(c.req.valid('json').code)));
});
