/** The phone the table must fit (issue 10): 390×844 CSS pixels, touch, a phone's device scale. */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const PHONE = { width: 390, height: 844 } as const;

export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
}

/** How far the page scrolls sideways (0 when nothing overflows the viewport's width). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
