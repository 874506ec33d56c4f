/**
 * How a step's action bar sits on a phone (issue 25): its share of the viewport's height, and whether its main
 * button (the step's confirm row, `.bar-foot`, or the button named) is wholly on screen, inside the bar's own
 * visible area and not under anything (the bar's pinned confirm row), so nobody scrolls inside the bar to reach it.
 */
import type { Locator, Page } from 'playwright-core';

/**
 * The most of a phone's screen a step's action bar may take (issue 47, point 6: it took up to 40%, and hid the
 * control its step asked for): every phone file asserts it at every step it measures.
 */
export const BAR_SHARE_MAX = 0.3;

/** The bar's height as a share of the viewport's (0 when the table shows no bar). */
export async function barShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-action-bar]');
    return bar ? bar.getBoundingClientRect().height / window.innerHeight : 0;
  });
}

/** Whether `button` is wholly within both the viewport and its action bar's visible box, with nothing over it. */
export async function seenWithoutScrolling(button: Locator): Promise<boolean> {
  return button.evaluate((el) => {
    const b = el.getBoundingClientRect();
    const bar = el.closest('[data-action-bar]')?.getBoundingClientRect();
    const inViewport = b.top >= 0 && b.bottom <= window.innerHeight + 0.5 && b.left >= 0 && b.right <= window.innerWidth + 0.5;
    const inBar = !bar || (b.top >= bar.top - 0.5 && b.bottom <= bar.bottom + 0.5);
    // and nothing over it (the bar's pinned confirm row over a control scrolled under it, say)
    const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    const onTop = hit !== null && (hit === el || el.contains(hit));
    return b.height > 0 && inViewport && inBar && onTop;
  });
}

/**
 * The bar's choices (its enabled buttons outside the pinned confirm row) that stay under something once scrolled into
 * view the way a keyboard's focus or a tap's scroll brings them (`block: 'nearest'`, which heeds the bar's
 * `scroll-padding`), as their texts: a choice under the confirm row cannot be tapped. The bar's scroll is put back.
 */
export async function coveredChoices(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const covered: string[] = [];
    for (const bar of document.querySelectorAll<HTMLElement>('[data-action-bar]')) {
      const [barTop, pageY] = [bar.scrollTop, window.scrollY];
      for (const el of bar.querySelectorAll<HTMLButtonElement>('button:not([disabled])')) {
        if (el.closest('.bar-foot') || el.getBoundingClientRect().height === 0) continue;
        el.scrollIntoView({ block: 'nearest' });
        const b = el.getBoundingClientRect();
        const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
        if (hit === null || !(hit === el || el.contains(hit))) covered.push((el.textContent ?? '').trim().slice(0, 60));
      }
      bar.scrollTop = barTop;
      window.scrollTo(window.scrollX, pageY);
    }
    return covered;
  });
}

/**
 * Elements wider than their container or off their root (`within`: each action bar, the table …) or the screen
 * sideways, as "tag.class" names, at most 10. The container is the nearest ancestor with a box of its own (a
 * `display: contents` wrapper has none); a part that bleeds out on purpose (a negative margin, such as a bar's confirm
 * row reaching into the bar's padding) is measured against the root only.
 */
export async function overflowingElements(page: Page, within = '[data-table]'): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      const box = root.getBoundingClientRect();
      for (const el of root.querySelectorAll('*')) {
        if (found.length >= 10) break;
        const style = getComputedStyle(el);
        if (style.position === 'fixed' || style.position === 'absolute' || style.display === 'none' || style.visibility === 'hidden') continue;
        const a = el.getBoundingClientRect();
        if (a.width === 0 || a.height === 0) continue;
        const offRoot = a.right > Math.min(box.right, window.innerWidth) + 1 || a.left < Math.max(box.left, 0) - 1;
        let parent = el.parentElement;
        while (parent && getComputedStyle(parent).display === 'contents') parent = parent.parentElement;
        const bleeds = Number.parseFloat(style.marginLeft) < 0 || Number.parseFloat(style.marginRight) < 0;
        const p = parent?.getBoundingClientRect();
        const offParent =
          !bleeds && parent !== null && p !== undefined && getComputedStyle(parent).overflowX === 'visible' && (a.right > p.right + 1 || a.left < p.left - 1);
        if (offRoot || offParent) found.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
      }
    }
    return found;
  }, within);
}
