/**
 * Arrow keys within a hand, a row or a city: `<ul use:roving>` moves focus between its enabled buttons (or elements
 * marked `data-roving`) with ←/→ (and ↑/↓, which follow the wrapped rows' reading order), Home and End. Tab still
 * leaves the group, as in a toolbar (WAI-ARIA's roving focus, without taking the items out of the tab order).
 */
const ITEMS = 'button:not([disabled]), [data-roving]';

/** The index focus moves to from `current` among `count` items for `key`; null when the key is not ours. */
export function nextIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(count - 1, current + 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(0, current - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export function roving(node: HTMLElement) {
  const keydown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const items = [...node.querySelectorAll<HTMLElement>(ITEMS)];
    const current = items.findIndex((item) => item === document.activeElement || item.contains(document.activeElement));
    if (current < 0) return;
    const next = nextIndex(event.key, current, items.length);
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  };
  node.addEventListener('keydown', keydown);
  return {
    destroy() {
      node.removeEventListener('keydown', keydown);
    },
  };
}
