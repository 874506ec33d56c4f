import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { ApiError } from './errors.ts';
import { type CompressOptions, compressText } from './middleware/compress.ts';
import { type ServicesEnv, type ServicesOptions, services } from './middleware/services.ts';
import { inputGuard } from './middleware/input-guard.ts';
import { missingPages } from './page-status.ts';
import { serverDate } from './middleware/server-date.ts';
import { securityHeaders, strictTransportSecurity } from './middleware/security.ts';
import { StateCache } from './services/state-cache.ts';
import { gameRoutes } from './routes/games.ts';
import { carryRoutes, lobbyRoutes } from './routes/joining.ts';
import { unsubscribeRoutes } from './routes/unsubscribe.ts';
import { confirmEmailRoutes } from './routes/confirm-email.ts';
import { type DevMailOptions, devMailRoutes } from './routes/dev-mail.ts';
import { type DevClockOptions, devClockRoutes } from './routes/dev-clock.ts';
import { engines } from '@turnpost/rules';
import { BOT_LEVELS } from '@turnpost/rules/table';
import { BotRunner } from './bots/bot-runner.ts';
import { thinkHere } from './bots/thinking.ts';
import { isDatabaseUnavailable } from '@turnpost/db';
import { PACES } from './services/paces.ts';

export interface AppDeps extends ServicesOptions {
  /** Serves the web app for every path outside /api (Node: files of the static build, SPA fallback). */
  assets?: MiddlewareHandler;
  /** Without a real email transport: where mail goes, shown at /dev/mail to the clients `allow` admits. */
  devMail?: DevMailOptions;
  /** A clock moved forward from this machine (DEV_CLOCK=1 on Node), to try a pace without waiting days. */
  devClock?: DevClockOptions;
  /**
   * Compress text responses (JSON, HTML, JS, CSS) of 1 KB and more for clients that accept it: the Node server
   * (with node:zlib's encoders, `true` = gzip through CompressionStream). The Worker leaves it off, since Cloudflare
   * compresses at its edge.
   */
  compress?: boolean | CompressOptions;
  /** Logs unexpected errors (never sent to the client). */
  logError?: (error: unknown) => void;
  /** Behind a trusted proxy (TRUST_PROXY on Node): its `X-Forwarded-Proto: https` gets the answer HSTS. */
  trustForwardedProto?: boolean;
}

/** The whole HTTP API, built from injected dependencies (database, clock); the entries only wire them. */
export function createApp(deps: AppDeps) {
  const logError = deps.logError ?? ((error: unknown) => console.error(error));
  const cache = deps.cache ?? new StateCache();
  const bots =
    deps.bots ??
    new BotRunner({ connect: deps.connect, cache, clock: deps.clock ?? (() => new Date()), thinker: thinkHere, logError, secret: deps.secret });
  const withServices = services({ ...deps, cache, bots });
  const api = new Hono<ServicesEnv>()
    .use(async (c, next) => {
      if (hasNoBody(c.req.method)) return next();
      return (c.req.path === '/api/games/import' ? recordLimit : requestLimit)(c, next);
    })
    .use(inputGuard())
    .get('/health', (c) => c.json({ ok: true }))
    .get('/catalogue', (c) =>
      c.json(
        engines.map((e) => ({ id: e.id, title: e.title, seats: e.seats, options: e.options, botLevels: BOT_LEVELS, paces: PACES })),
      ),
    )
    .use('/games/*', withServices)
    .use('/unsubscribe/*', withServices)
    .use('/confirm-email/*', withServices)
    .use('/lobby', withServices)
    .use('/carry', withServices)
    .route('/games', gameRoutes)
    .route('/lobby', lobbyRoutes)
    .route('/carry', carryRoutes)
    .route('/unsubscribe', unsubscribeRoutes)
    .route('/confirm-email', confirmEmailRoutes);

  // every response, pages and API alike
  // one chain, so the app's type keeps every route (AppType, the web's typed client)
  const app = new Hono()
    .use(deps.compress ? compressText(deps.compress === true ? {} : deps.compress) : passThrough)
    // the server's time on every API answer (the dev clock's when moved), by which browsers count clocks down
    .use('/api/*', serverDate(deps.clock ?? (() => new Date())))
    .use(securityHeaders())
    .use(strictTransportSecurity({ trustForwardedProto: deps.trustForwardedProto ?? false }))
    .route('/api', api);
  if (deps.devMail) app.route('/', devMailRoutes(deps.devMail));
  if (deps.devClock) app.route('/', devClockRoutes(deps.devClock));
  app.all('/api/*', (c) => c.json({ code: 'E_NOT_FOUND', message: 'Not found.' }, 404));
  if (deps.assets) app.get('*', missingPages(withServices), deps.assets);
  app.notFound((c) => c.json({ code: 'E_NOT_FOUND', message: 'Not found.' }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      if (error.status === 429) c.header('Retry-After', String(error.extra.retryAfter));
      return c.json({ code: error.code, message: error.message, ...error.extra }, error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const message = status === 400 ? 'The request body is not valid JSON.' : error.message || 'Request failed.';
      return c.json({ code: status === 400 ? 'E_MALFORMED' : 'E_HTTP', message }, status);
    }
    if (isDatabaseUnavailable(error)) {
      c.header('Retry-After', '5');
      return c.json({ code: 'E_UNAVAILABLE', message: 'The game database cannot be reached right now. Please try again in a few seconds.' }, 503);
    }
    logError(error);
    return c.json({ code: 'E_INTERNAL', message: 'Something went wrong on our side. Please try again.' }, 500);
  });
  return app;
}

/** A request's size limit: the unread rest of a larger body would be taken for the next request on a kept-alive connection, so the connection closes. */
const limitOf = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) => c.json({ code: 'E_TOO_LARGE', message: 'The request is too large.' }, 413, { Connection: 'close' }),
  });
/** Every request but an import. */
const requestLimit = limitOf(64 * 1024);
/** A game record to import: the longest games' records are a few hundred KB (docs/fair-play.md). */
const recordLimit = limitOf(4 * 1024 * 1024);

/**
 * GET and HEAD carry no body to limit: skipping them spares the Node adapter a full `Request` (with its abort signal),
 * which `bodyLimit` would build just to see that there is no body, on every poll.
 */
const hasNoBody = (method: string) => method === 'GET' || method === 'HEAD';

/** A middleware that does nothing (an option turned off). */
const passThrough: MiddlewareHandler = async (_c, next) => next();

export type AppType = ReturnType<typeof createApp>;
