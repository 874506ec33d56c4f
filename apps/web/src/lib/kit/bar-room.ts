/**
 * Room kept for a sticky action bar (issue 47): while the bar sticks to the foot of a phone's screen, the page's
 * `scroll-padding-bottom` is its height, so whatever scrolls into view (a focused chat box, a card) stops above the
 * bar, not behind it; and the bar's own `--bar-foot-room` is its pinned confirm row's
 * height, so a choice scrolled into view inside the bar stops above that row (a Civ Builder raid under a two-row
 * foot could not be tapped: civ-builder-phone.test.ts). Nothing on wide screens, where the bar is part of its panel.
 * The page's room is set as the property itself, which no element inherits: a custom property on the page's root
 * (as it was) is inherited by every element, so each new height made the browser restyle the whole page (12.5 ms of
 * a phone's 53 ms per new version of a Civ Builder table against 3 ms at desktop width, 2026-12-06).
 */
export function keepRoom(bar: HTMLElement): { destroy(): void } {
  const root = document.documentElement;
  let foot: Element | null = null;
  const update = () => {
    const sticky = getComputedStyle(bar).position === 'sticky';
    root.style.scrollPaddingBottom = sticky ? `${Math.ceil(bar.getBoundingClientRect().height)}px` : '';
    if (sticky && foot) bar.style.setProperty('--bar-foot-room', `${Math.ceil(foot.getBoundingClientRect().height)}px`);
    else bar.style.removeProperty('--bar-foot-room');
  };
  const sizes = new ResizeObserver(update);
  sizes.observe(bar);
  // the step's confirm row comes and goes with the step: watch the one the bar holds now
  const watchFoot = () => {
    const now = bar.querySelector('.bar-foot');
    if (now === foot) return;
    if (foot) sizes.unobserve(foot);
    foot = now;
    if (foot) sizes.observe(foot);
    update();
  };
  const steps = new MutationObserver(watchFoot);
  steps.observe(bar, { childList: true, subtree: true });
  watchFoot();
  update();
  return {
    destroy() {
      sizes.disconnect();
      steps.disconnect();
      root.style.scrollPaddingBottom = '';
    },
  };
}

/**
 * Scrolls the step's next control (`el`, inside a phone's action bar) into the bar's visible part, clear of its
 * pinned confirm row, so a choice that opens the next one shows it without a scroll inside the bar. Nothing on wide
 * screens (the bar is not sticky there) or outside a bar.
 */
export function showInBar(el: HTMLElement | null | undefined): void {
  const bar = el?.closest<HTMLElement>('[data-action-bar]');
  if (!el || !bar || getComputedStyle(bar).position !== 'sticky') return;
  const foot = bar.querySelector('.bar-foot')?.getBoundingClientRect().height ?? 0;
  const box = bar.getBoundingClientRect();
  const r = el.getBoundingClientRect();
  const below = r.bottom - (box.bottom - foot);
  // down until its foot clears the confirm row, never so far that its top goes out of the bar's top
  if (below > 0) bar.scrollTop += Math.min(below, Math.max(0, r.top - box.top - 4));
  else if (r.top < box.top) bar.scrollTop -= box.top - r.top + 4;
}
