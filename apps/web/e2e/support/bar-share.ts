/**
 * How a step's action bar sits on a phone (issue 25): its share of the viewport's height, and whether its main
 * button (the step's confirm row, `.bar-foot`, or the button named) is wholly on screen and inside the bar's own
 * visible area, so nobody scrolls inside the bar to reach it.
 */
import type { Locator, Page } from 'playwright-core';

/** The bar's height as a share of the viewport's (0 when the table shows no bar). */
export async function barShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-action-bar]');
    return bar ? bar.getBoundingClientRect().height / window.innerHeight : 0;
  });
}

/** Whether `button` is wholly within both the viewport and its action bar's visible box. */
export async function seenWithoutScrolling(button: Locator): Promise<boolean> {
  return button.evaluate((el) => {
    const b = el.getBoundingClientRect();
    const bar = el.closest('[data-action-bar]')?.getBoundingClientRect();
    const inViewport = b.top >= 0 && b.bottom <= window.innerHeight + 0.5 && b.left >= 0 && b.right <= window.innerWidth + 0.5;
    const inBar = !bar || (b.top >= bar.top - 0.5 && b.bottom <= bar.bottom + 0.5);
    return b.height > 0 && inViewport && inBar;
  });
}

/** Elements wider than their container (clipped or spilling sideways), as "tag.class" names, at most 10. */
export async function overflowingElements(page: Page, within = '[data-table]'): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    for (const el of document.querySelectorAll(`${selector} *`)) {
      // a `display: contents` parent draws no box of its own: measure against the box its children sit in
      let parent = el.parentElement;
      while (parent && getComputedStyle(parent).display === 'contents') parent = parent.parentElement;
      if (!parent || found.length >= 10) continue;
      const style = getComputedStyle(el);
      if (style.position === 'fixed' || style.position === 'absolute' || style.display === 'none') continue;
      const a = el.getBoundingClientRect();
      const p = parent.getBoundingClientRect();
      if (a.width > 0 && (a.right > p.right + 1 || a.left < p.left - 1) && getComputedStyle(parent).overflowX === 'visible')
        found.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    }
    return found;
  }, within);
}
