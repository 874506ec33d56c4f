/**
 * Swaps the tab's icon (the `<link rel="icon">` of app.html) for another of this origin's, and back. The page's own
 * link is reused, so there is never a second icon for the browser to choose between.
 */
let original: string | null = null;

function iconLink(): HTMLLinkElement | null {
  return document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
}

/** Shows `href` as the tab's icon (remembering the site's own); null puts the site's own back. */
export function showFavicon(href: string | null): void {
  const link = iconLink();
  if (!link) return;
  original ??= link.getAttribute('href');
  const next = href ?? original;
  if (next !== null && link.getAttribute('href') !== next) link.setAttribute('href', next);
}
