/**
 * Screenshots kept in `artifacts/` for a person to look at; no test reads one. A screenshot costs chromium about 0.4 s
 * (the screen of a phone) to 1.2 s (a whole table page), measured 2026-12-06, and the suite takes hundreds, so CI
 * (`CI` set, as `.ci/run` does) skips them unless `TURNPOST_E2E_SHOTS=1`; elsewhere they are taken unless
 * `TURNPOST_E2E_SHOTS=0`.
 */
import type { Page } from 'playwright-core';

export const shotsWanted =
  process.env.TURNPOST_E2E_SHOTS === '1' || (!process.env.CI && process.env.TURNPOST_E2E_SHOTS !== '0');

/** The page (the screen, or all of it with `fullPage`) as a PNG at `path`, when screenshots are wanted. */
export async function artifactShot(page: Page, path: string, fullPage = false): Promise<void> {
  if (shotsWanted) await page.screenshot({ path, fullPage });
}
