/**
 * A card's full rule text on a mouse's hover, on keyboard focus and on a long press (touch), for any element that
 * stands for a card: `<button use:ruleTip={{ title, text }}>`. A tap is a tap: it selects the card and opens no rule
 * (a tap's focus is no keyboard focus, and its emulated mouse events are not a hover). The rule is also tied to the
 * element with `aria-describedby`, so a screen reader reads it without the popup. One popup at a time, placed above
 * the card (below when there is no room, or when above would cover the game's status banner) and kept inside the
 * viewport; it follows a keyboard-focused card through a scroll, and Escape, the next tap anywhere or scrolling away
 * from a hovered card closes it.
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
/** How each card shows its rule again: a hover ending hands the popup back to the card that has keyboard focus. */
const showers = new WeakMap<Element, () => void>();
let counter = 0;

function close(): void {
  open?.tip.remove();
  open = null;
}

/** Closes a hovered card's rule; the card that has keyboard focus, if any, shows its own again. */
function handBack(): void {
  close();
  if (document.activeElement) showers.get(document.activeElement)?.();
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

/**
 * Above the card when it fits and covers nothing to keep in view (`keep`: the status banner's box on screen), else
 * below; never past the viewport's edges (phones are narrow).
 */
export function placement(
  card: { left: number; top: number; bottom: number; width: number },
  tip: { width: number; height: number },
  viewport: { width: number; height: number },
  gap = 8,
  keep?: { top: number; bottom: number },
): { left: number; top: number } {
  const centred = card.left + card.width / 2 - tip.width / 2;
  const left = Math.max(gap, Math.min(centred, viewport.width - tip.width - gap));
  const above = card.top - tip.height - gap;
  const coversKept = keep !== undefined && above < keep.bottom && above + tip.height > keep.top;
  const top = above >= gap && !coversKept ? above : Math.min(card.bottom + gap, Math.max(gap, viewport.height - tip.height - gap));
  return { left, top };
}

function place(tip: HTMLElement, card: DOMRect): void {
  const banner = document.querySelector('[data-banner]')?.getBoundingClientRect();
  const { left, top } = placement(
    card,
    tip.getBoundingClientRect(),
    { width: document.documentElement.clientWidth, height: window.innerHeight },
    8,
    banner && banner.bottom > 0 && banner.top < window.innerHeight ? banner : undefined,
  );
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
  showers.set(node, enter);
  // a mouse's hover, not the mouse events a browser emulates after a tap
  const hover = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') enter();
  };
  // keyboard focus (or focus moved by a table after a keyboard action), not the focus a tap or a click gives
  const focus = () => {
    if (node.matches(':focus-visible')) enter();
  };
  // The pointer leaving (a scroll moves cards under a resting mouse, too) does not close a rule the keyboard opened.
  const leave = () => {
    if (open?.owner !== node || pressed || document.activeElement === node) return;
    handBack();
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
  // the next tap anywhere closes a rule, this card's own too (a long press opened it; a tap on it is a tap)
  const outside = (event: Event) => {
    if (open?.owner !== node) return;
    if ((event as PointerEvent).pointerType === 'touch' || !node.contains(event.target as Node)) {
      if (!node.contains(event.target as Node)) pressed = false;
      close();
    }
  };

  // While its card has keyboard focus the rule follows it through a scroll (focusing a card off screen scrolls the
  // page to it); a rule shown by hover or long press closes instead.
  const scroll = () => {
    if (open?.owner !== node) return;
    if (document.activeElement === node) place(open.tip, node.getBoundingClientRect());
    else handBack();
  };

  const listeners: [EventTarget, string, EventListener, AddEventListenerOptions?][] = [
    [node, 'pointerenter', hover as EventListener],
    [node, 'pointerleave', leave],
    [node, 'focus', focus],
    [node, 'blur', leave],
    [node, 'keydown', keydown as EventListener],
    [node, 'pointerdown', pointerdown as EventListener],
    [node, 'pointerup', cancelPress],
    [node, 'pointercancel', cancelPress],
    [node, 'pointermove', cancelPress],
    [node, 'click', click as EventListener, { capture: true }],
    [node, 'contextmenu', contextmenu],
    [document, 'pointerdown', outside],
    [window, 'scroll', scroll, { passive: true }],
  ];
  for (const [target, type, listener, options] of listeners) target.addEventListener(type, listener, options);

  return {
    update(next: CardRule) {
      rule = next;
      description.textContent = `${rule.title}: ${rule.text}`;
    },
    destroy() {
      showers.delete(node);
      cancelPress();
      if (open?.owner === node) close();
      description.remove();
      const ids = (node.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== description.id);
      if (ids.length) node.setAttribute('aria-describedby', ids.join(' '));
      else node.removeAttribute('aria-describedby');
      for (const [target, type, listener, options] of listeners) target.removeEventListener(type, listener, options);
    },
  };
}
