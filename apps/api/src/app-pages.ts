/**
 * The web app's pages, as paths the SPA fallback may answer: every folder of apps/web/src/routes with a `+page.svelte`
 * (app-pages.test.ts keeps the list equal to the folders). Any other path that is not a file answers 404, with the
 * app's page to a browser, so it shows its "Not found", and with the API's `{code, message}` to anything else.
 */

/** The route folders with a page, as SvelteKit names them (`[id]`: one path segment). */
export const PAGE_ROUTES = ['', 'carry', 'created/[id]', 'games', 'host/[id]', 'import', 'join/[id]', 'my-games', 'play/[id]', 'replay/[id]', 'rules', 'rules/[game]'];

const PAGES: readonly RegExp[] = PAGE_ROUTES.map(
  (route) => new RegExp(`^/${route.replace(/\[[^\]]+\]/g, '[^/]+')}$`),
);

/** Whether `path` (without its query) is one of the web app's pages; a trailing slash is the same page. */
export function isAppPage(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PAGES.some((page) => page.test(trimmed));
}

/** A person's browser asks for HTML (`Accept: text/html`); a script, a fetch or a probe does not. */
export const asksForPage = (accept: string | null | undefined): boolean => (accept ?? '').includes('text/html');

/** What a path that is neither a page nor a file answers to anything but a browser: the API's error shape. */
export const NOT_FOUND = { code: 'E_NOT_FOUND', message: 'Not found.' } as const;
