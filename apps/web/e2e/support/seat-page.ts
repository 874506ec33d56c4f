/**
 * A seat's table in a browser context of its own, as the browser tests open one: waits of up to 20 s, polls every
 * 250 ms (the app's test hook, `turnpost:poll-ms`), every uncaught page error pushed to `errors`, and resolved once
 * the table shows.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

export async function openSeat(context: BrowserContext, url: string, errors: string[]): Promise<Page> {
  context.setDefaultTimeout(20_000);
  await context.addInitScript(() => localStorage.setItem('turnpost:poll-ms', '250'));
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`${error.message}\n${error.stack ?? ''}`));
  await page.goto(url);
  await page.locator('[data-table]').waitFor();
  return page;
}

/**
 * A context for one person's tables of a game at `origin` (relative links resolve there), with waits of up to 20 s: a
 * seat's tables poll every 250 ms (tests only), so the next seat sees a move quickly; a spectator no step waits on
 * (`quickPolls` false) polls at the real cadence, and does not draw every version as it comes.
 */
export async function tableContext(browser: Browser, origin: string, options: BrowserContextOptions, quickPolls = true): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, baseURL: origin });
  context.setDefaultTimeout(20_000);
  if (quickPolls) await context.addInitScript(() => localStorage.setItem('turnpost:poll-ms', '250'));
  return context;
}
