/**
 * The web app's pages, as paths the SPA fallback may answer: every folder of apps/web/src/routes with a `+page.svelte`
 * (app-pages.test.ts keeps the list equal to the folders). Any other path that is not a file answers 404, with the
 * app's page, so a browser shows its "Not found" and a crawler or a script sees the status.
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
