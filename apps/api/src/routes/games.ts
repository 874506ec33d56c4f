import type { Seat } from '@turnpost/rules';
import { Hono } from 'hono';
import { bearer, gameAndOwnSeat, gameAndSeat, versionForPoll } from '../auth.ts';
import type { ServicesEnv } from '../middleware/services.ts';
import { summaryOf } from '../services/seat-view.ts';
import type { PollTag } from '../services/seats.ts';
import { ApiError } from '../errors.ts';
import {
  chatAfter,
  chatPost,
  createGame,
  listGames,
  logPage,
  logSince,
  notificationSettings,
  perspective,
  recordQuery,
  setWebhook,
  submitAction,
  viewQuery,
} from '../schemas.ts';
import { isJson } from '../middleware/input-guard.ts';
import { validate } from '../validate.ts';
import { hostRoutes } from './host.ts';
import { joiningRoutes } from './joining.ts';

/**
 * A game's ETag: its version (every move and every change of its table is an event), its chat's revision once
 * someone wrote at the table, and whether its rematch started (no event of this game: a finished table polls for it).
 */
const etagOf = ({ version, chatRevision, rematchId }: PollTag) =>
  `"v${version}${chatRevision > 0 ? `.c${chatRevision}` : ''}${rematchId === null ? '' : '.r'}"`;

/**
 * Whether an If-None-Match header names this ETag. The comparison is weak (RFC 9110 §13.1.2): a compressed answer
 * carries `W/"v7"` (the compress middleware weakens it), and the client sends that back.
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** A replay's `?seat=` as a viewer: a seat, null for `spectator`, the requester's own seat when not given. */
const viewerOf = (asked: number | 'spectator' | undefined, own: Seat | null): Seat | null =>
  asked === undefined ? own : asked === 'spectator' ? null : asked;

export const gameRoutes = new Hono<ServicesEnv>()
  .get('/', validate('query', listGames), async (c) => c.json(await c.var.services.history.list(c.req.valid('query'))))
  .post('/', validate('json', createGame), async (c) => {
    // only a game that would be created spends the address's budget: a refused one (400) costs nothing
    const created = await c.var.services.play.create(c.req.valid('json'), () => c.var.guard.creating(c.var.client), c.var.client);
    c.var.bots.ifDue({ id: created.id, seats: created.seats.map((s) => ({ ...s, awaited: created.awaiting.includes(s.seat) })) });
    return c.json(created, 201);
  })
  // a record played elsewhere, kept here as a finished game to browse (verified by replaying it first)
  .post('/import', async (c) => {
    // JSON only: the input guard has read and checked it then (any other label would pass its body unchecked, and a
    // CORS-simple request could make a visitor's browser import)
    if (!isJson(c.req.header('Content-Type')))
      throw new ApiError(415, 'E_UNSUPPORTED_MEDIA_TYPE', 'Send the record as JSON, with Content-Type: application/json.');
    // only a record that would be kept as a new game spends the address's budget of new games
    const imported = await c.var.services.records.importRecord(await c.req.json(), () => c.var.guard.creating(c.var.client));
    // the same record again gives the game it already is here (200)
    return c.json({ id: imported.id, url: `/replay/${imported.id}`, verification: imported.verification }, imported.created ? 201 : 200);
  })
  .get('/:id', async (c) => c.json(summaryOf(await c.var.services.seats.game(c.req.param('id')))))
  // public once the game is over: the seed and every move, to replay and check it anywhere
  .get('/:id/record', validate('query', recordQuery), async (c) => {
    const record = await c.var.services.records.recordOf(await c.var.services.seats.game(c.req.param('id')));
    if (c.req.valid('query').download)
      c.header('Content-Disposition', `attachment; filename="turnpost-${record.game.kind}-${record.game.id}.json"`);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(record);
  })
  .get('/:id/view', validate('query', viewQuery), async (c) => {
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Authorization');
    // a poll: one indexed read (version + token check), no events and no replay when nothing changed
    const ifNoneMatch = c.req.header('If-None-Match');
    if (ifNoneMatch !== undefined) {
      const etag = etagOf(await versionForPoll(c));
      if (etagMatches(ifNoneMatch, etag)) {
        c.header('ETag', etag);
        return c.body(null, 304);
      }
    }
    const { loaded, seat } = await gameAndSeat(c);
    c.header('ETag', etagOf(loaded.game));
    const { logSince: since, chatSince } = c.req.valid('query');
    const [view, chat] = await Promise.all([c.var.services.play.currentView(loaded, seat, since), c.var.services.chat.unseen(loaded, seat, chatSince)]);
    return c.json({ ...view, chat });
  })
  .post('/:id/actions', validate('query', logSince), validate('json', submitAction), async (c) => {
    const { loaded, seat } = await gameAndOwnSeat(c, 'act');
    const view = await c.var.services.play.act(loaded, seat, c.req.valid('json'), c.req.valid('query').logSince);
    c.var.bots.ifDue(view);
    c.header('ETag', etagOf({ ...loaded.game, version: view.version }));
    return c.json(view);
  })
  .get('/:id/legal-actions', async (c) => {
    const { loaded, seat } = await gameAndOwnSeat(c, 'have legal actions');
    c.header('Cache-Control', 'private, no-cache');
    return c.json(await c.var.services.play.legalActions(loaded, seat));
  })
  .get('/:id/log', validate('query', logPage), async (c) => {
    const { loaded, seat } = await gameAndSeat(c);
    const { before, limit, seat: asked } = c.req.valid('query');
    if (asked === undefined) return c.json(await c.var.services.history.logBefore(loaded, seat, before, limit));
    return c.json(await c.var.services.history.logAsSeen(loaded, seat, viewerOf(asked, seat), before, limit));
  })
  .get('/:id/scores', async (c) => {
    const { loaded } = await gameAndSeat(c);
    return c.json(await c.var.services.history.scores(loaded));
  })
  .get('/:id/analysis', async (c) => {
    const { loaded } = await gameAndSeat(c);
    const analysis = await c.var.services.analysis.read(loaded);
    if (analysis.status !== 'ready') c.var.bots.analyse();
    c.header('Cache-Control', 'no-cache');
    return c.json(analysis);
  })
  .get('/:id/steps/:version', validate('query', perspective), async (c) => {
    const { loaded, seat } = await gameAndSeat(c);
    const viewer = viewerOf(c.req.valid('query').seat, seat);
    return c.json(await c.var.services.history.step(loaded, seat, Number(c.req.param('version')), viewer));
  })
  .get('/:id/events', async (c) => {
    const { loaded } = await gameAndSeat(c);
    return c.json({ version: loaded.game.version, events: await c.var.services.history.events(loaded) });
  })
  .get('/:id/notifications', async (c) => {
    const { loaded, seat } = await gameAndOwnSeat(c, 'have email settings');
    return c.json(await c.var.services.seats.notificationSettings(loaded.game.id, seat));
  })
  .put('/:id/notifications', validate('json', notificationSettings), async (c) => {
    const { loaded, seat } = await gameAndOwnSeat(c, 'have email settings');
    const s = c.req.valid('json');
    return c.json(await c.var.services.seats.saveNotificationSettings(loaded.game.id, seat, { email: s.email, notifyAtOnce: s.notifyAtOnce, remindAfterHours: s.remindAfterHours }));
  })
  .post('/:id/take-back', validate('query', logSince), async (c) => {
    const { loaded, seat } = await gameAndOwnSeat(c, 'take a seat back from the autopilot');
    const view = await c.var.services.play.takeBack(loaded, seat, c.req.valid('query').logSince);
    c.header('ETag', etagOf({ ...loaded.game, version: view.version }));
    return c.json(view);
  })
  .post('/:id/chat', validate('json', chatPost), async (c) => {
    const { loaded, seat } = await gameAndOwnSeat(c, 'write at the table');
    await c.var.guard.chatting(loaded.game.id, seat);
    return c.json(await c.var.services.chat.post(loaded, seat, c.req.valid('json').text), 201);
  })
  .get('/:id/chat', validate('query', chatAfter), async (c) => {
    const { loaded } = await gameAndOwnSeat(c, 'read the table’s chat');
    c.header('Cache-Control', 'private, no-store');
    return c.json({ messages: await c.var.services.chat.all(loaded, c.req.valid('query').after) });
  })
  // a game made before host links has no host: any of its seats connects its group chat instead
  .post('/:id/webhook', validate('json', setWebhook), async (c) => {
    const { loaded } = await gameAndOwnSeat(c, 'connect a group chat');
    if (loaded.game.hostTokenHash !== null)
      throw new ApiError(403, 'E_FORBIDDEN', 'This game has a host: its host connects the group chat, from the host page.');
    const { webhook } = await c.var.services.host.setWebhook(loaded, c.req.valid('json').url);
    return c.json({ webhook });
  })
  .post('/:id/rematch', async (c) => {
    const { loaded, seat } = await gameAndOwnSeat(c, 'start a rematch');
    const { seat: mine, rematch } = await c.var.services.rematch.join(loaded, seat);
    c.var.bots.ifDue(summaryOf(rematch));
    return c.json(mine);
  })
  .post('/:id/reissue', async (c) => {
    const { loaded, seat } = await gameAndOwnSeat(c, 'reissue a link');
    return c.json(await c.var.services.seats.reissue(loaded, seat, bearer(c.req.header('Authorization')) as string));
  })
  .route('/', hostRoutes)
  .route('/', joiningRoutes);
