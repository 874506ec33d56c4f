/**
 * The web app's pages on Cloudflare Workers, as web-assets.ts serves them on Node: the Worker runs first for every
 * path but the hashed files (wrangler.toml `run_worker_first`), hands a file of the build to the assets binding as it
 * is, answers a page of the app (app-pages.ts) with the SPA's page, and any other path with that page and 404 to a
 * browser, so it shows the app's "Not found", and with the API's `{code, message}` and 404 to anything else. Through the app (`createApp`'s
 * `assets`), so pages carry the same security headers as on Node.
 */
import type { MiddlewareHandler } from 'hono';
import { asksForPage, isAppPage, NOT_FOUND } from './app-pages.ts';

/** The SPA's page in the build (svelte.config.js `fallback`). */
const SPA_PAGE = '/200.html';

export const workerAssets =
  (assets: Fetcher): MiddlewareHandler =>
  async (c) => {
    const res = await servePage(c.req.raw, assets);
    // an answer from a binding has immutable headers: a copy, for the app's middleware to add its own
    return new Response(res.body, res);
  };

export async function servePage(request: Request, assets: Fetcher): Promise<Response> {
  const url = new URL(request.url);
  const page = isAppPage(url.pathname);
  if (!page) {
    const file = await assets.fetch(request);
    if (file.status !== 404) return file;
    if (!asksForPage(request.headers.get('Accept'))) return Response.json(NOT_FOUND, { status: 404 });
  }
  // a page: its conditional headers may answer 304; an unknown path always gets the page's body with its 404
  const spa = await assets.fetch(new Request(new URL(SPA_PAGE, url), page ? { headers: request.headers } : {}));
  if (page) return spa;
  const headers = new Headers(spa.headers);
  headers.delete('ETag');
  headers.set('Cache-Control', 'no-cache');
  return new Response(spa.body, { status: 404, headers });
}
