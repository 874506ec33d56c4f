import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentChoice, notifyTurn, toggleNotifications } from './turn-notifications.ts';

/** A browser's Notification as far as this module uses it: the permission, the question, and what was shown. */
function fakeNotifications(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const shown: { title: string; options: NotificationOptions; onclick: (() => void) | null; closed: boolean }[] = [];
  const requestPermission = vi.fn(async () => {
    fake.permission = answer;
    return answer;
  });
  const fake = Object.assign(
    function (this: (typeof shown)[number], title: string, options: NotificationOptions) {
      Object.assign(this, { title, options, onclick: null, closed: false });
      (this as unknown as { close: () => void }).close = () => (this.closed = true);
      shown.push(this);
    },
    { permission, requestPermission },
  );
  vi.stubGlobal('Notification', fake);
  return { shown, requestPermission };
}

const storage = new Map<string, string>();
const focus = vi.fn();

beforeEach(() => {
  storage.clear();
  focus.mockClear();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  });
  vi.stubGlobal('window', { focus });
});

afterEach(() => vi.unstubAllGlobals());

describe('turning notifications on and off', () => {
  it('asks the browser on the click, keeps the choice for this browser, and turns off again', async () => {
    const { requestPermission } = fakeNotifications('default', 'granted');
    expect(currentChoice()).toBe('off');
    expect(requestPermission).not.toHaveBeenCalled();
    expect(await toggleNotifications()).toBe('on');
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(storage.get('turnpost:turn-notifications')).toBe('on');
    expect(currentChoice()).toBe('on');
    expect(await toggleNotifications()).toBe('off');
    expect(storage.has('turnpost:turn-notifications')).toBe(false);
    // granted already: on again without asking twice
    expect(await toggleNotifications()).toBe('on');
    expect(requestPermission).toHaveBeenCalledOnce();
  });

  it('stays off when the player refuses in the browser’s prompt, and says blocked afterwards', async () => {
    fakeNotifications('default', 'denied');
    expect(await toggleNotifications()).toBe('blocked');
    expect(storage.has('turnpost:turn-notifications')).toBe(false);
    expect(currentChoice()).toBe('blocked');
  });

  it('says so when the browser has no notifications at all', async () => {
    expect(currentChoice()).toBe('unsupported');
    expect(await toggleNotifications()).toBe('unsupported');
  });
});

describe('the notification', () => {
  it('is shown only when turned on, one per game, and a click brings the tab to the front', async () => {
    const { shown } = fakeNotifications('granted');
    notifyTurn('g1', 'Arquetect', 'Ann');
    expect(shown).toHaveLength(0);
    await toggleNotifications();
    notifyTurn('g1', 'Arquetect', 'Ann');
    expect(shown).toHaveLength(1);
    const [n] = shown;
    expect(n?.title).toBe('Your move in Arquetect');
    expect(n?.options).toMatchObject({ body: 'Ann, the table is waiting for you.', tag: 'turnpost-turn-g1' });
    n?.onclick?.();
    expect(focus).toHaveBeenCalledOnce();
    expect(n?.closed).toBe(true);
  });

  it('goes through the site’s service worker where there is one (Android Chrome shows no other)', async () => {
    const { shown } = fakeNotifications('granted');
    await toggleNotifications();
    const showNotification = vi.fn(async () => {});
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => ({ showNotification }) } });
    vi.stubGlobal('window', { focus, location: { pathname: '/play/g2' } });
    notifyTurn('g2', 'Saltmarket', null);
    await vi.waitFor(() => expect(showNotification).toHaveBeenCalledOnce());
    expect(showNotification).toHaveBeenCalledWith('Your move in Saltmarket', expect.objectContaining({ tag: 'turnpost-turn-g2', data: { path: '/play/g2' } }));
    expect(shown).toHaveLength(0);
  });
});
