/**
 * The web build's static files on the Node server, with the SPA fallback page for client-side routes (404 for a path
 * that is no page of the app, app-pages.ts: the page for a browser, `{code, message}` for anything else). Hashed files
 * (`/_app/immutable/…`, their names change with their content) are cached for a year, immutably; everything else is
 * revalidated, so a new build shows at once. The build holds brotli and gzip copies of its text files
 * (svelte.config.js `precompress`): they are served as they are to clients that accept them, costing no CPU.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { asksForPage, isAppPage, NOT_FOUND } from './app-pages.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const isHashed = (path: string) => /(^|\/)_app\/immutable\//.test(path);

export function webAssets(dir: string): MiddlewareHandler {
  const fallback = ['200.html', 'index.html'].map((f) => join(dir, f)).find((f) => existsSync(f));
  if (!fallback) {
    return async (c) => c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503);
  }
  const files = serveStatic({ root: relative(process.cwd(), dir) || '.', precompressed: true });
  return async (c) => {
    const served = await files(c, async () => {});
    if (served) {
      served.headers.set('Cache-Control', isHashed(c.req.path) ? IMMUTABLE : REVALIDATE);
      return served;
    }
    // Read per request: a rebuild of the web app must not leave a stale page pointing at deleted files.
    c.header('Cache-Control', REVALIDATE);
    const page = isAppPage(c.req.path);
    if (!page && !asksForPage(c.req.header('Accept'))) return c.json(NOT_FOUND, 404);
    return c.html(readFileSync(fallback, 'utf8'), page ? 200 : 404);
  };
}
