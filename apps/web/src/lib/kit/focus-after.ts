/**
 * After an action the table re-renders; focus must not fall back to the top of the page. The table names, in order
 * of preference, where the player goes next (e.g. the Give buttons after picking a card, the hand after a trade);
 * the first of those that exists, is visible and enabled takes focus once the update has been drawn.
 */
import { tick } from 'svelte';

export async function focusFirst(root: ParentNode, selectors: readonly string[]): Promise<HTMLElement | null> {
  await tick();
  for (const selector of selectors) {
    for (const candidate of root.querySelectorAll<HTMLElement>(selector)) {
      if (candidate.matches(':disabled') || candidate.getClientRects().length === 0) continue;
      candidate.focus({ preventScroll: false });
      if (document.activeElement === candidate) return candidate;
    }
  }
  return null;
}
