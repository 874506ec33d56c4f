/**
 * Turn emails and replays in the browser, against the real API server (dev mailbox, reminders dispatched every
 * second): seats get email settings on the home page, the at-once email lands in /dev/mail, a player changes their
 * settings and replaces their link from the table, the game is finished over HTTP, and its replay is scrubbed,
 * stepped, seen from another seat and charted. Expects `build/` to exist (`npm test` runs `vite build` first).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium.ts';
import { pickIndex, seededRandom } from './support/random.ts';
import { useStage } from './support/stage.ts';
import { artifactShot } from './support/artifact-shot.ts';

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));
const NAMES = ['Ann', 'Bob', 'Cy'];
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

interface Settings {
  email: string | null;
  notifyAtOnce: boolean;
  remindAfterHours: number | null;
  unsubscribed: boolean;
}

describe.skipIf(!hasChromium)('turn emails and replays in the browser', () => {
  // No transport (so mail goes to the dev mailbox), and due mail sent every second instead of every minute.
  const stage = useStage({ artifacts, env: { REMINDER_INTERVAL_MS: '1000', SMTP_URL: '', EMAIL_API_URL: '' } });

  const origin = () => stage.server.origin ?? '';

  async function newContext(options: typeof DESKTOP | typeof PHONE): Promise<BrowserContext> {
    const context = await stage.browser.newContext({ ...options, baseURL: stage.server.origin });
    context.setDefaultTimeout(20_000);
    await context.addInitScript(() => localStorage.setItem('turnpost:poll-ms', '250'));
    return context;
  }

  const shot = (page: Page, name: string) => artifactShot(page, join(artifacts, `${name}.png`), true);

  async function api<T>(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; json: T }> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${origin()}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, json: (await res.json().catch(() => null)) as T };
  }

  /** Polls the dev mailbox page until it lists a mail to `to` with `subject`. */
  async function waitForMail(page: Page, to: string, subject: string) {
    await expect
      .poll(
        async () => {
          await page.goto('/dev/mail');
          const articles = page.locator('article', { hasText: `to ${to}` });
          return articles.filter({ has: page.locator('h2', { hasText: subject }) }).count();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBeGreaterThan(0);
  }

  /**
   * The first email an address gets asks it to confirm: waits for it in the mailbox (it carries no seat link), opens its
   * link in a browser as its reader would, and says yes.
   */
  async function confirmAddress(mailbox: Page, to: string, token: string) {
    await waitForMail(mailbox, to, 'Confirm turn emails for your game of Avenue Empires');
    const ask = await mailbox.locator('article', { hasText: `to ${to}` }).filter({ hasText: 'Confirm turn emails' }).first().innerText();
    expect(ask).not.toContain(token);
    const link = /To get the emails, confirm:\s+(\S+)/.exec(ask)?.[1] ?? '';
    const page = await mailbox.context().newPage();
    await page.goto(new URL(link).pathname);
    await page.getByRole('button', { name: 'Yes, email me my turns' }).click();
    await page.getByRole('heading', { name: 'Thank you' }).waitFor();
    await page.close();
  }

  it('sets up emails, changes them, replaces a link, then replays the finished game', async () => {
    const started = Date.now();
    const seed = Number(process.env.TURNPOST_E2E_SEED ?? Date.now() % 1_000_000);
    console.info(`e2e replay seed ${seed} (set TURNPOST_E2E_SEED to repeat it)`);
    const random = seededRandom(seed);

    // --- The home page: names, emails, and when to email each seat.
    const hostContext = await newContext(DESKTOP);
    const host = await hostContext.newPage();
    await host.goto('/');
    await expect.poll(() => host.getByRole('radio', { name: /Avenue Empires/ }).isChecked()).toBe(true);
    await host.getByRole('radio', { name: '3 players' }).check();
    for (const [i, name] of NAMES.entries()) await host.getByLabel(`Seat ${i + 1} name`).fill(name);
    expect(await host.getByLabel('Seat 1: Email at once', { exact: false }).count(), 'no email, no email options').toBe(0);
    await host.getByLabel('Seat 1 Email').fill('ann@example.test');
    expect(await host.getByLabel('Seat 1: Email at once when it’s their turn').isChecked(), 'an email means at once by default').toBe(true);
    await host.getByLabel('Seat 2 Email').fill('bob@example.test');
    // Bob wants only the reminder, not the email at once.
    await host.getByLabel('Seat 2: Email at once when it’s their turn').uncheck();
    expect(await host.getByLabel('Seat 2: Remind after').isChecked(), 'reminders are on by default').toBe(true);
    expect(await host.getByLabel('Seat 2: Hours before a reminder').inputValue()).toBe('24');
    await host.getByLabel('Seat 2: Hours before a reminder').fill('6');
    await shot(host, 'email-home-desktop');
    await host.getByLabel(/List this game in the public history/).check();
    await host.getByRole('button', { name: 'Create Avenue Empires for 3' }).click();
    await host.waitForURL(/\/created\//);
    await host.locator('[data-seat-link="0"]').waitFor();
    const devLink = host.locator('[data-dev-mailbox] a');
    await devLink.waitFor();
    expect(await devLink.getAttribute('href')).toBe('/dev/mail');
    await shot(host, 'email-links-desktop');

    const links: { url: string; token: string }[] = [];
    for (let seat = 0; seat < 3; seat++) {
      const url = await host.locator(`[data-seat-link="${seat}"] input`).inputValue();
      links.push({ url, token: new URL(url).hash.slice(1) });
    }
    const gameId = new URL(await host.locator('[data-seat-link="spectator"] input').inputValue()).pathname.split('/').at(-1) ?? '';
    const tokens = links.map((l) => l.token);

    const settingsOf = async (seat: number) =>
      (await api<Settings>('GET', `/api/games/${gameId}/notifications`, tokens[seat])).json;
    expect(await settingsOf(0)).toEqual({ email: 'ann@example.test', notifyAtOnce: true, remindAfterHours: 24, unsubscribed: false });
    expect(await settingsOf(1)).toEqual({ email: 'bob@example.test', notifyAtOnce: false, remindAfterHours: 6, unsubscribed: false });
    expect(await settingsOf(2)).toMatchObject({ email: null });

    // --- Ann's address is asked to confirm first (the server dispatches every second); once she says yes, the at-once
    // email reaches the dev mailbox. Bob gets none yet.
    const mailbox = await hostContext.newPage();
    await confirmAddress(mailbox, 'ann@example.test', tokens[0] ?? '');
    await waitForMail(mailbox, 'ann@example.test', 'Your turn in Avenue Empires');
    const annMail = mailbox.locator('article', { hasText: 'to ann@example.test' }).filter({ hasText: 'Your turn' }).first();
    expect(await annMail.innerText()).toContain(`/play/${gameId}#${tokens[0]}`);
    expect(await mailbox.locator('article', { hasText: 'to bob@example.test' }).count()).toBe(0);
    await shot(mailbox, 'email-dev-mailbox');

    // --- Ann uses the email's one-click unsubscribe; her table says so, and saving there subscribes her again.
    const sent = (await api<{ to: string; headers: Record<string, string> }[]>('GET', '/api/dev/mail')).json;
    const turnMail = sent.find((m) => m.to === 'ann@example.test' && m.headers['List-Unsubscribe']?.includes(`/api/unsubscribe/${gameId}/`));
    const unsubscribe = /^<(.+)>$/.exec(turnMail?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(unsubscribe).toContain(`/api/unsubscribe/${gameId}/0/`);
    expect((await api('POST', new URL(unsubscribe).pathname)).status).toBe(200);
    expect(await settingsOf(0)).toMatchObject({ email: 'ann@example.test', unsubscribed: true });
    const ann = await (await newContext(DESKTOP)).newPage();
    await ann.goto(links[0]?.url ?? '');
    await ann.locator('[data-table][data-version="0"]').waitFor();
    await ann.getByRole('button', { name: 'Email reminders' }).click();
    const annDialog = ann.getByRole('dialog', { name: 'Email reminders' });
    await annDialog.locator('[data-unsubscribed]').waitFor();
    await shot(ann, 'email-unsubscribed-desktop');
    await annDialog.getByRole('button', { name: 'Save and resubscribe' }).click();
    await annDialog.waitFor({ state: 'hidden' });
    expect(await settingsOf(0)).toEqual({ email: 'ann@example.test', notifyAtOnce: true, remindAfterHours: 24, unsubscribed: false });

    // --- Bob changes his settings from the table; they are there after a reload.
    const bobContext = await newContext(DESKTOP);
    const bob = await bobContext.newPage();
    await bob.goto(links[1]?.url ?? '');
    await bob.locator('[data-table][data-version="0"]').waitFor();
    await bob.getByRole('button', { name: 'Email reminders' }).click();
    const dialog = bob.getByRole('dialog', { name: 'Email reminders' });
    await dialog.locator('[data-email-settings]').waitFor();
    expect(await dialog.getByLabel('Your email').inputValue()).toBe('bob@example.test');
    expect(await dialog.getByLabel('Email at once when it’s my turn').isChecked()).toBe(false);
    expect(await dialog.getByLabel('Remind after').isChecked()).toBe(true);
    expect(await dialog.getByLabel('Hours before a reminder').inputValue()).toBe('6');
    await dialog.getByLabel('Your email').fill('bob.new@example.test');
    await dialog.getByLabel('Email at once when it’s my turn').check();
    await dialog.getByLabel('Hours before a reminder').fill('12');
    await shot(bob, 'email-dialog-desktop');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => bob.locator('[data-notice="info"]').innerText()).toContain('Email reminders saved');
    expect(await dialog.isVisible()).toBe(false);
    await bob.reload();
    await bob.locator('[data-table][data-version="0"]').waitFor();
    await bob.getByRole('button', { name: 'Email reminders' }).click();
    await dialog.locator('[data-email-settings]').waitFor();
    expect(await dialog.getByLabel('Your email').inputValue()).toBe('bob.new@example.test');
    expect(await dialog.getByLabel('Email at once when it’s my turn').isChecked()).toBe(true);
    expect(await dialog.getByLabel('Hours before a reminder').inputValue()).toBe('12');
    await bob.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await settingsOf(1)).toEqual({ email: 'bob.new@example.test', notifyAtOnce: true, remindAfterHours: 12, unsubscribed: false });
    // Bob is awaited now and asked for an at-once email: it goes out to the new address once that address said yes.
    await confirmAddress(mailbox, 'bob.new@example.test', tokens[1] ?? '');
    await waitForMail(mailbox, 'bob.new@example.test', 'Your turn in Avenue Empires');

    // Cy, on a phone, has no email yet: the options wait for one.
    const cy = await (await newContext(PHONE)).newPage();
    await cy.goto(links[2]?.url ?? '');
    await cy.locator('[data-table][data-version="0"]').waitFor();
    // On a phone the seat's tools sit in the header's menu.
    await cy.getByRole('button', { name: 'Seat tools' }).click();
    await cy.getByRole('button', { name: 'Email reminders' }).click();
    const cyDialog = cy.getByRole('dialog', { name: 'Email reminders' });
    await cyDialog.locator('[data-email-settings]').waitFor();
    expect(await cyDialog.getByLabel('Your email').inputValue()).toBe('');
    expect(await cyDialog.getByLabel('Email at once when it’s my turn').isDisabled()).toBe(true);
    await shot(cy, 'email-dialog-phone');
    await cy.keyboard.press('Escape');

    // --- Bob replaces his link (among his seat's rarer tools, under "More"): the old one stops working, the new one
    // works, this browser goes on with it.
    await bob.getByRole('button', { name: 'More for your seat' }).click();
    await bob.getByRole('button', { name: 'New link' }).click();
    const linkDialog = bob.getByRole('dialog', { name: 'Get a new link for this seat' });
    await linkDialog.getByRole('button', { name: 'Replace my link' }).click();
    const newUrl = await linkDialog.locator('[data-new-link]').inputValue();
    const newToken = new URL(newUrl).hash.slice(1);
    expect(newToken).not.toBe(tokens[1]);
    expect(new URL(newUrl).pathname).toBe(`/play/${gameId}`);
    expect(await bob.evaluate((id) => localStorage.getItem(`turnpost:seat:${id}`), gameId)).toBe(newToken);
    await shot(bob, 'email-new-link-desktop');
    await linkDialog.getByRole('button', { name: 'Done' }).click();

    const oldTab = await (await newContext(DESKTOP)).newPage();
    await oldTab.goto(links[1]?.url ?? '');
    // the replaced link says a newer one was made for its seat (issue 47)
    await oldTab.getByRole('heading', { name: 'This link no longer holds its seat' }).waitFor();
    expect(await oldTab.locator('[data-link-replaced]').innerText()).toMatch(/^A newer link was made for it/);
    await shot(oldTab, 'email-old-link-desktop');
    const newTab = await (await newContext(PHONE)).newPage();
    await newTab.goto(newUrl);
    // the new link is an event of the game's stream (issue 45): the game's version moved to 1
    await newTab.locator('[data-table][data-version="1"]').waitFor();
    expect(await newTab.locator('[data-me]').getAttribute('data-me')).toBe('1');
    tokens[1] = newToken;
    // The tab that replaced the link keeps playing with the new one.
    await bob.reload();
    await bob.locator('[data-table][data-version="1"]').waitFor();
    expect(await bob.locator('[data-me]').getAttribute('data-me')).toBe('1');

    // --- Finish the game over HTTP with random legal moves.
    let moves = 0;
    for (;;) {
      const watch = (await api<{ status: string; awaiting: number[] }>('GET', `/api/games/${gameId}/view`)).json;
      if (watch.status === 'finished') break;
      const seat = watch.awaiting[pickIndex(random, watch.awaiting.length)] as number;
      const me = (await api<{ version: number; legalActions: object[] }>('GET', `/api/games/${gameId}/legal-actions`, tokens[seat])).json;
      const action = me.legalActions[pickIndex(random, me.legalActions.length)];
      const res = await api('POST', `/api/games/${gameId}/actions`, tokens[seat], {
        expectedVersion: me.version,
        action,
        idempotencyKey: `e2e-${moves}`,
      });
      expect(res.status).toBe(200);
      moves++;
    }
    const summary = (await api<{ version: number; outcome: { seats: { seat: number; score: number }[] } }>('GET', `/api/games/${gameId}`)).json;
    const version = summary.version;
    expect(version).toBeGreaterThanOrEqual(117);

    // The game-over screen leads to the replay.
    await bob.locator('[data-game-over]').waitFor({ timeout: 30_000 });
    expect(await bob.locator('[data-game-over] [data-replay-link]').getAttribute('href')).toBe(`/replay/${gameId}`);
    expect(await bob.getByRole('button', { name: 'Email reminders' }).count(), 'no reminders for a finished game').toBe(0);

    // --- Its log: the latest lines, everything revealed, and every earlier line a click away, none twice.
    const whole: { seq: number; text: string }[] = [];
    for (let before = version + 1; before > 0; ) {
      const page = (await api<{ log: { seq: number; text: string }[]; logAfter: number }>('GET', `/api/games/${gameId}/log?before=${before}&limit=500`)).json;
      whole.unshift(...page.log);
      before = page.logAfter + 1;
    }
    expect(whole[0]?.seq, 'the whole log starts with the setup').toBe(0);
    const bobLines = bob.locator('[data-log-seq]');
    const earlier = bob.locator('[data-log-earlier]');
    await expect.poll(() => earlier.count()).toBe(1);
    expect(await bobLines.count()).toBeLessThan(whole.length);
    for (let pages = 0; (await earlier.count()) > 0; pages++) {
      expect(pages, 'paging back ends').toBeLessThan(60);
      const held = await bobLines.count();
      await earlier.click();
      await expect.poll(async () => (await earlier.count()) === 0 || (await bobLines.count()) > held).toBe(true);
    }
    expect(await bobLines.count(), 'every line once').toBe(whole.length);
    const bobLog = await bob.getByRole('region', { name: 'Log entries' }).innerText();
    expect(bobLog, 'names, not @N').not.toMatch(/@\d/);
    expect(bobLog).toMatch(/(Ann|Cy) chose to pass/);
    await shot(bob, 'table-log-complete-desktop');

    // --- The history lists it with a replay link.
    await host.goto('/games?status=finished');
    await host.locator(`[data-game-id="${gameId}"] [data-replay-link]`).click();
    await host.waitForURL(new RegExp(`/replay/${gameId}`));

    // --- The replay: starts at step 0 as a spectator (this browser holds no seat), every move listed.
    const stage = host.locator('[data-replay-step]');
    await host.locator('[data-replay-step="0"][data-replay-perspective="spectator"]').waitFor();
    await expect.poll(() => host.locator('[data-move-step]').count()).toBe(version + 1);
    expect(await host.locator('[data-hand]').count(), 'a spectator sees no hand').toBe(0);

    // End, then scrub back to step 0, step forward with the button and with the keyboard.
    await host.getByRole('button', { name: 'To the end' }).click();
    await host.locator(`[data-replay-step="${version}"]`).waitFor();
    await host.locator('[data-replay-step] [data-game-over]').waitFor();
    expect(await host.locator('[data-replay-step] [data-game-over] [data-replay-link]').count(), 'no replay link inside the replay').toBe(0);
    await host.locator('[data-scrubber]').fill('1');
    await host.locator('[data-replay-step="1"]').waitFor();
    // step 1 is Bob's new link, an event of the table's that everyone reads (issue 45)
    expect(await host.locator('[data-current-move]').innerText()).toMatch(/Bob made a new link/);
    await host.getByRole('button', { name: 'Step forward' }).click();
    await host.locator('[data-replay-step="2"]').waitFor();
    // The move list and the current move read the log as the spectator saw it: the first move, a face-down pass,
    // shows nothing of its cards (a seat's perspective reads its own passes, below).
    expect(await host.locator('[data-current-move]').innerText()).not.toMatch(/chose to pass/);
    expect(await host.locator('[data-move-list]').innerText()).not.toMatch(/chose to pass/);
    expect(await host.locator('[data-replay-step] [data-log-seq]').filter({ hasText: /pass/ }).count(), 'no line of a face-down pass for a spectator').toBe(0);
    expect(await host.locator('[data-move-step="2"]').getAttribute('aria-selected')).toBe('true');
    await host.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await host.keyboard.press('ArrowRight');
    await host.locator('[data-replay-step="3"]').waitFor();
    await host.keyboard.press('ArrowLeft');
    await host.locator('[data-replay-step="2"]').waitFor();
    await host.keyboard.press('End');
    await host.locator(`[data-replay-step="${version}"]`).waitFor();
    await host.keyboard.press('Home');
    await host.locator('[data-replay-step="0"]').waitFor();
    await host.locator('[data-scrubber]').fill('30');
    await host.locator('[data-replay-step="30"]').waitFor();
    await expect.poll(() => new URL(host.url()).search).toBe('?step=30&seat=spectator');

    // Through Bob's eyes: his hand and his choices.
    await host.locator('[data-perspective="1"]').click();
    await host.locator('[data-replay-step="30"][data-replay-perspective="1"]').waitFor();
    expect(await host.locator('[data-hand]').count()).toBe(1);
    expect(await host.locator('#hand-title').innerText()).toBe('Bob’s hand');
    const bobHand = (await api<{ view: { hand: string[] } }>('GET', `/api/games/${gameId}/steps/30?seat=1`)).json.view.hand;
    const shownHand = await host.locator('[data-hand] [data-card-id]').evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.cardId));
    expect(shownHand.sort()).toEqual([...bobHand].sort());
    // His moves list tells his own passes and no one else's.
    await host.locator('[data-move-list][aria-busy="false"]').waitFor();
    await expect.poll(() => host.locator('[data-move-list]').innerText()).toMatch(/Bob chose to pass/);
    expect(await host.locator('[data-move-list]').innerText()).not.toMatch(/(Ann|Cy) chose to pass/);
    expect(await host.locator('[data-action="confirm-trade"], [data-build-avenue]:enabled').count(), 'nothing to play in a replay').toBe(0);

    // The score chart: one line per seat, fully drawn, and the final scores in its legend at the end.
    const lines = host.locator('[data-score-line]');
    await expect.poll(() => lines.count()).toBe(3);
    await expect.poll(() => host.locator('[data-score-chart] .loading').count(), { timeout: 30_000 }).toBe(0);
    for (const d of await lines.evaluateAll((paths) => paths.map((p) => p.getAttribute('d') ?? ''))) {
      expect(d.split('L').length, 'a line through every sample').toBeGreaterThan(20);
    }
    await shot(host, 'replay-desktop');
    await host.getByRole('button', { name: 'To the end' }).click();
    await host.locator(`[data-replay-step="${version}"]`).waitFor();
    for (const s of summary.outcome.seats) {
      expect(await host.locator(`[data-legend-score="${s.seat}"]`).innerText()).toBe(String(s.score));
    }
    await shot(host, 'replay-end-desktop');

    // Play: the steps advance by themselves from the start; pause stops them.
    await host.getByRole('button', { name: 'Play again from the start' }).click();
    await host.locator('[data-replay-step="2"]').waitFor({ timeout: 10_000 });
    await host.getByRole('button', { name: 'Pause' }).click();
    const paused = Number(await stage.getAttribute('data-replay-step'));
    await host.waitForTimeout(1500);
    expect(Number(await stage.getAttribute('data-replay-step'))).toBe(paused);

    // On a phone, opened at a given step and seat.
    const phone = await (await newContext(PHONE)).newPage();
    await phone.goto(`/replay/${gameId}?step=61&seat=0`);
    await phone.locator('[data-replay-step="61"][data-replay-perspective="0"]').waitFor();
    await expect.poll(() => phone.locator('[data-score-line]').count()).toBe(3);
    await expect.poll(() => phone.locator('[data-score-chart] .loading').count(), { timeout: 30_000 }).toBe(0);
    await shot(phone, 'replay-phone');

    console.info(`e2e replay-and-email: ${moves} moves over HTTP, ${Math.round((Date.now() - started) / 1000)} s in all`);
  });
});
