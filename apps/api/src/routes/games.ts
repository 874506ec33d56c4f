import { Hono } from 'hono';
import type { GamesEnv } from '../middleware/games.ts';
import { createGame, listGames, submitAction } from '../schemas.ts';
import { validate } from '../validate.ts';
import { ApiError } from '../errors.ts';

/** `Authorization: Bearer <token>`; none means a spectator. */
function bearer(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new ApiError(403, 'E_FORBIDDEN', 'This link is not valid for this game.');
  return match[1];
}

const etagOf = (version: number) => `"v${version}"`;

export const gamesRoutes = new Hono<GamesEnv>()
  .get('/', validate('query', listGames), async (c) => c.json(await c.var.games.list(c.req.valid('query'))))
  .post('/', validate('json', createGame), async (c) => c.json(await c.var.games.create(c.req.valid('json')), 201))
  .get('/:id', async (c) => {
    const games = c.var.games;
    return c.json(games.summary(await games.table(c.req.param('id'))));
  })
  .get('/:id/view', async (c) => {
    const games = c.var.games;
    const table = await games.table(c.req.param('id'));
    const seat = await games.seatOf(table, bearer(c.req.header('Authorization')));
    const etag = etagOf(table.game.version);
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Authorization');
    c.header('ETag', etag);
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
    return c.json(games.seatView(table, seat, await games.stateAt(table)));
  })
  .post('/:id/actions', validate('json', submitAction), async (c) => {
    const games = c.var.games;
    const table = await games.table(c.req.param('id'));
    const seat = await games.seatOf(table, bearer(c.req.header('Authorization')));
    if (seat === null) throw new ApiError(403, 'E_FORBIDDEN', 'Spectators cannot act: open your seat link.');
    const view = await games.act(table, seat, c.req.valid('json'));
    c.header('ETag', etagOf(view.version));
    return c.json(view);
  });
