/**
 * Words a page cuts off (issue 47: "Bot Anna (medi…", "to Bot …"): the elements whose own box clips their text
 * sideways (an ellipsis or hidden overflow, wider content than box), as "text (shown/needed px)". A visually hidden
 * element (a box of 1 px) is not cut, only out of sight on purpose.
 */
import type { Page } from 'playwright-core';

export function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => {
        const style = getComputedStyle(el);
        return style.overflowX !== 'visible' && el.clientWidth > 2 && el.scrollWidth > el.clientWidth + 1 && (el.textContent ?? '').trim() !== '';
      })
      .map((el) => `${(el.textContent ?? '').trim().slice(0, 40)} (${el.clientWidth}/${el.scrollWidth} px)`),
  );
}
