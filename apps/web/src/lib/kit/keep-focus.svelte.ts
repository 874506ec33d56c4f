import { untrack } from 'svelte';

/**
 * Another seat's move redraws a table and may take the focused control away (a phase ends, a button goes): focus
 * then moves on (`refocus`) instead of dropping to the top of the page. `redrawn` runs first after each redraw (a
 * table puts down a pick that lost its actions). Call it while the table component initialises.
 */
export function keepFocusOnRedraw(
  version: () => number,
  root: () => HTMLElement | undefined,
  refocus: (root: HTMLElement) => void,
  redrawn?: () => void,
): void {
  let focusWasInside = false;
  $effect.pre(() => {
    version();
    focusWasInside = root()?.contains(document.activeElement) ?? false;
  });
  $effect(() => {
    version();
    untrack(() => {
      redrawn?.();
      const element = root();
      if (focusWasInside && element && !element.contains(document.activeElement)) refocus(element);
    });
  });
}
