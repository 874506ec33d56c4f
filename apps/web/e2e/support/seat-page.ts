/**
 * A seat's table in a browser context of its own, as the browser tests open one: waits of up to 20 s, polls every
 * 250 ms (the app's test hook, `turnpost:poll-ms`), every uncaught page error pushed to `errors`, and resolved once
 * the table shows.
 */
import type { BrowserContext, Page } from 'playwright-core';

export async function openSeat(context: BrowserContext, url: string, errors: string[]): Promise<Page> {
  context.setDefaultTimeout(20_000);
  await context.addInitScript(() => localStorage.setItem('turnpost:poll-ms', '250'));
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`${error.message}\n${error.stack ?? ''}`));
  await page.goto(url);
  await page.locator('[data-table]').waitFor();
  return page;
}
