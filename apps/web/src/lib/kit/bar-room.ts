/**
 * Room kept for a sticky action bar (issue 47): while the bar sticks to the foot of a phone's screen, the page's
 * `--action-bar-room` is its height, so whatever scrolls into view (a focused chat box, a card) stops above the bar,
 * not behind it (`scroll-padding-bottom` in app.css). Nothing on wide screens, where the bar is part of its panel.
 */
export function keepRoom(bar: HTMLElement): { destroy(): void } {
  const root = document.documentElement;
  const update = () => {
    const sticky = getComputedStyle(bar).position === 'sticky';
    if (sticky) root.style.setProperty('--action-bar-room', `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    else root.style.removeProperty('--action-bar-room');
  };
  const observer = new ResizeObserver(update);
  observer.observe(bar);
  update();
  return {
    destroy() {
      observer.disconnect();
      root.style.removeProperty('--action-bar-room');
    },
  };
}
