/**
 * The app's pages that name a game (`/play/<id>`, `/replay/<id>`, `/host/<id>`, `/join/<id>`, `/created/<id>`) or a
 * kind (`/rules/<kind>`) answer 404 when there is none, with the same app page, which says what is missing and the
 * way on: a link checker, a crawler or a script sees the status, as for a path that is no page at all (app-pages.ts).
 * Around the assets, on Node and on the Worker alike; a game's page costs one indexed read.
 */
import { engines } from '@turnpost/rules';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from './errors.ts';
import type { ServicesEnv } from './middleware/services.ts';

const GAME_PAGE = /^\/(?:play|replay|host|join|created)\/([^/]+)\/?$/;
const RULES_PAGE = /^\/rules\/([^/]+)\/?$/;
const KINDS: ReadonlySet<string> = new Set(engines.map((engine) => engine.id));

/** The page already served, with 404 instead of 200 (and nothing a cache would keep it by). */
function asMissing(c: Context): void {
  if (c.res.status !== 200) return;
  const headers = new Headers(c.res.headers);
  headers.delete('ETag');
  headers.delete('Last-Modified');
  headers.set('Cache-Control', 'no-cache');
  c.res = new Response(c.res.body, { status: 404, headers });
}

async function gameExists(c: Context<ServicesEnv>, id: string): Promise<boolean> {
  try {
    await c.var.services.seats.game(id);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/** `withServices` opens the database for a game's page only. */
export function missingPages(withServices: MiddlewareHandler<ServicesEnv>): MiddlewareHandler<ServicesEnv> {
  return async (c, next) => {
    const kind = RULES_PAGE.exec(c.req.path)?.[1];
    if (kind !== undefined) {
      await next();
      if (!KINDS.has(kind)) asMissing(c);
      return;
    }
    const game = GAME_PAGE.exec(c.req.path)?.[1];
    if (game === undefined) return next();
    await withServices(c, async () => {
      await next();
      if (c.res.status === 200 && !(await gameExists(c, game))) asMissing(c);
    });
  };
}
