/**
 * Browser notifications for "your move", for a tab in the background. Asked for only when the player clicks (never
 * on page load); the choice is kept per browser in localStorage. The decisions are in `$lib/turn-signal.ts`.
 */
import { type NotificationChoice, notificationChoice, turnNotice } from './turn-signal.ts';

const KEY = 'turnpost:turn-notifications';

/** The browser's permission, or null when it has no notifications (old browsers, some in-app web views). */
function permission(): NotificationPermission | null {
  return typeof Notification === 'undefined' ? null : Notification.permission;
}

function wanted(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

function keepWanted(on: boolean): void {
  try {
    if (on) localStorage.setItem(KEY, 'on');
    else localStorage.removeItem(KEY);
  } catch {
    // Without storage the choice lasts as long as this page.
  }
}

export function currentChoice(): NotificationChoice {
  return notificationChoice(permission(), wanted());
}

/** Turns notifications on (asking the browser if it has not been asked yet) or off; resolves to the new choice. */
export async function toggleNotifications(): Promise<NotificationChoice> {
  const now = currentChoice();
  if (now === 'on') {
    keepWanted(false);
    return currentChoice();
  }
  if (now === 'unsupported' || now === 'blocked') return now;
  const answer = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  keepWanted(answer === 'granted');
  return notificationChoice(answer, answer === 'granted');
}

/** Whether a notification may be shown now (the player wants them and the browser allows them). */
export function notificationsOn(): boolean {
  return currentChoice() === 'on';
}

/**
 * Tells the player it is their move; clicking the notification brings the table to the front. Through the site's
 * service worker where there is one (the only way Android Chrome shows a notification), else from the page.
 */
export function notifyTurn(gameId: string, gameTitle: string, seatName: string | null): void {
  if (!notificationsOn()) return;
  const { title, body } = turnNotice(gameTitle, seatName);
  // One notification per game: a newer one replaces the last instead of piling up.
  const options: NotificationOptions = { body, tag: `turnpost-turn-${gameId}`, data: { path: window.location?.pathname ?? '/' } };
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    fromPage(title, options);
    return;
  }
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => (registration ? registration.showNotification(title, options) : fromPage(title, options)))
    .catch(() => fromPage(title, options));
}

function fromPage(title: string, options: NotificationOptions): void {
  try {
    const notification = new Notification(title, options);
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // A browser that allows notifications only from a service worker, without one here: the title and icon remain.
  }
}
