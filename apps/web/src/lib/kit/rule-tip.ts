/**
 * A card's full rule text on hover, on keyboard focus and on a long press (touch), for any element that stands for a
 * card: `<button use:ruleTip={{ title, text }}>`. The rule is also tied to the element with `aria-describedby`, so a
 * screen reader reads it without the popup. One popup at a time, placed above the card (below when there is no room)
 * and kept inside the viewport, following its card when the page scrolls (focusing a card off-screen scrolls it into
 * view); Escape, a tap elsewhere or the card leaving the screen closes it.
 */
export interface CardRule {
  /** The card's name. */
  title: string;
  /** Its rule text, exactly as the rules package's card table prints it. */
  text: string;
}

/** How long a finger must rest on a card before its rule shows (a quicker tap stays a tap). */
export const LONG_PRESS_MS = 450;

let open: { tip: HTMLElement; owner: HTMLElement } | null = null;
let counter = 0;

function close(): void {
  open?.tip.remove();
  open = null;
}

/** Keeps the popup beside its card while the page scrolls; closes it once the card is off the screen. */
function follow(): void {
  if (!open) return;
  const card = open.owner.getBoundingClientRect();
  if (card.bottom < 0 || card.top > window.innerHeight) close();
  else place(open.tip, card);
}

function show(owner: HTMLElement, rule: CardRule): void {
  close();
  const tip = document.createElement('div');
  tip.className = 'rule-tip';
  tip.setAttribute('role', 'tooltip');
  const title = document.createElement('strong');
  title.textContent = rule.title;
  const text = document.createElement('span');
  text.textContent = rule.text;
  tip.append(title, text);
  document.body.append(tip);
  place(tip, owner.getBoundingClientRect());
  open = { tip, owner };
}

/** Above the card when it fits, else below; never past the viewport's edges (phones are narrow). */
export function placement(
  card: { left: number; top: number; bottom: number; width: number },
  tip: { width: number; height: number },
  viewport: { width: number; height: number },
  gap = 8,
): { left: number; top: number } {
  const centred = card.left + card.width / 2 - tip.width / 2;
  const left = Math.max(gap, Math.min(centred, viewport.width - tip.width - gap));
  const above = card.top - tip.height - gap;
  const top = above >= gap ? above : Math.min(card.bottom + gap, Math.max(gap, viewport.height - tip.height - gap));
  return { left, top };
}

function place(tip: HTMLElement, card: DOMRect): void {
  const { left, top } = placement(card, tip.getBoundingClientRect(), {
    width: document.documentElement.clientWidth,
    height: window.innerHeight,
  });
  tip.style.left = `${Math.round(left)}px`;
  tip.style.top = `${Math.round(top)}px`;
}

export function ruleTip(node: HTMLElement, initial: CardRule) {
  let rule = initial;
  let pressTimer: ReturnType<typeof setTimeout> | null = null;
  let pressed = false;

  // The text stays in the page (hidden) for assistive technology, even while no popup shows.
  const description = document.createElement('span');
  description.id = `rule-tip-${++counter}`;
  description.hidden = true;
  description.textContent = `${rule.title}: ${rule.text}`;
  node.after(description);
  const describedBy = node.getAttribute('aria-describedby');
  node.setAttribute('aria-describedby', describedBy ? `${describedBy} ${description.id}` : description.id);

  const enter = () => show(node, rule);
  const leave = () => {
    if (open?.owner === node && !pressed) close();
  };
  const keydown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open?.owner === node) close();
  };
  const pointerdown = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') return;
    pressTimer = setTimeout(() => {
      pressed = true;
      show(node, rule);
    }, LONG_PRESS_MS);
  };
  const cancelPress = () => {
    if (pressTimer !== null) clearTimeout(pressTimer);
    pressTimer = null;
  };
  // A long press shows the rule: it must not also select the card, nor open the browser's context menu.
  const click = (event: MouseEvent) => {
    if (!pressed) return;
    pressed = false;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const contextmenu = (event: Event) => {
    if (pressed || pressTimer !== null) event.preventDefault();
  };
  const outside = (event: Event) => {
    if (open?.owner === node && !node.contains(event.target as Node)) {
      pressed = false;
      close();
    }
  };

  node.addEventListener('mouseenter', enter);
  node.addEventListener('mouseleave', leave);
  node.addEventListener('focus', enter);
  node.addEventListener('blur', leave);
  node.addEventListener('keydown', keydown);
  node.addEventListener('pointerdown', pointerdown);
  node.addEventListener('pointerup', cancelPress);
  node.addEventListener('pointercancel', cancelPress);
  node.addEventListener('pointermove', cancelPress);
  node.addEventListener('click', click, true);
  node.addEventListener('contextmenu', contextmenu);
  document.addEventListener('pointerdown', outside);
  window.addEventListener('scroll', follow, { passive: true });

  return {
    update(next: CardRule) {
      rule = next;
      description.textContent = `${rule.title}: ${rule.text}`;
    },
    destroy() {
      cancelPress();
      if (open?.owner === node) close();
      description.remove();
      const ids = (node.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== description.id);
      if (ids.length) node.setAttribute('aria-describedby', ids.join(' '));
      else node.removeAttribute('aria-describedby');
      node.removeEventListener('mouseenter', enter);
      node.removeEventListener('mouseleave', leave);
      node.removeEventListener('focus', enter);
      node.removeEventListener('blur', leave);
      node.removeEventListener('keydown', keydown);
      node.removeEventListener('pointerdown', pointerdown);
      node.removeEventListener('pointerup', cancelPress);
      node.removeEventListener('pointercancel', cancelPress);
      node.removeEventListener('pointermove', cancelPress);
      node.removeEventListener('click', click, true);
      node.removeEventListener('contextmenu', contextmenu);
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('scroll', follow);
    },
  };
}
