/**
 * The replay's fair-play badge, timed by the browser itself: install `noteVerifiedAt` as an init script, then
 * `openVerified` a replay and get when its "Shuffle and result verified" badge showed and when its record arrived (ms
 * since navigation), and how long the Web Worker spent replaying.
 */
import type { Page } from 'playwright-core';

export interface VerifiedTimes {
  /** When the badge showed, ms after the page's navigation started. */
  badge: number;
  /** When the record's response ended, ms after the page's navigation started. */
  record: number;
  /** The worker's own time to check the record (the badge's `data-verify-ms`). */
  inWorker: number;
}

/** An init script: notes in the page when the verified badge first shows (a Playwright wait would add its own round trips). */
export function noteVerifiedAt() {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-fair-play="verified"]')) return;
    (window as { verifiedAt?: number }).verifiedAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-fair-play'] });
}

/** Opens `url` (a replay, or a finished table) and waits for its verified badge. */
export async function openVerified(page: Page, url: string): Promise<VerifiedTimes> {
  await page.goto(url);
  const badge = page.locator('[data-fair-play="verified"]', { hasText: 'Shuffle and result verified' });
  await badge.waitFor({ timeout: 20_000 });
  const inWorker = Number(await badge.getAttribute('data-verify-ms'));
  const times = await page.evaluate(() => {
    const fetched = performance.getEntriesByType('resource').find((e) => e.name.includes('/record')) as PerformanceResourceTiming | undefined;
    return { badge: Math.round((window as { verifiedAt?: number }).verifiedAt ?? Number.NaN), record: Math.round(fetched?.responseEnd ?? Number.NaN) };
  });
  return { ...times, inWorker };
}
