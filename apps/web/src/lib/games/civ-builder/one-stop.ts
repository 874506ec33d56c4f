/**
 * One Tab stop for a group of cards (a trade row): only one of them is in the tab order — the picked card, else the
 * one last focused, else the first — and the arrow keys (the kit's `roving`, on the row's list) reach the others,
 * buttons and cards marked `data-roving` alike (a card out of reach still shows its rule on focus). WAI-ARIA's
 * roving tabindex; the kit's `roving` alone leaves every card a Tab stop, which made the 16 row cards 16 presses of
 * Tab on the way to the hand.
 */
const BUTTONS = 'button:not([disabled]), [data-roving]';

/** Which of `count` buttons keeps the Tab stop: the pressed one, else the last focused (if still there), else 0. */
export function stopIndex(pressed: number, lastFocused: number, count: number): number {
  if (count === 0) return -1;
  if (pressed >= 0) return pressed;
  return lastFocused >= 0 && lastFocused < count ? lastFocused : 0;
}

export function oneTabStop(node: HTMLElement) {
  let last: HTMLElement | null = null;
  const apply = () => {
    const buttons = [...node.querySelectorAll<HTMLElement>(BUTTONS)];
    const pressed = buttons.findIndex((b) => b.getAttribute('aria-pressed') === 'true');
    const keep = stopIndex(pressed, last ? buttons.indexOf(last) : -1, buttons.length);
    buttons.forEach((b, i) => {
      const tabindex = i === keep ? '0' : '-1';
      if (b.getAttribute('tabindex') !== tabindex) b.setAttribute('tabindex', tabindex);
    });
  };
  const focusin = (event: FocusEvent) => {
    if (event.target instanceof HTMLElement && event.target.matches(BUTTONS)) {
      last = event.target;
      apply();
    }
  };
  // Cards come and go (bought, aged out) and get picked: keep exactly one stop.
  const observer = new MutationObserver(apply);
  observer.observe(node, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-pressed', 'disabled'] });
  node.addEventListener('focusin', focusin);
  apply();
  return {
    destroy() {
      observer.disconnect();
      node.removeEventListener('focusin', focusin);
    },
  };
}
