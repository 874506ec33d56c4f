/**
 * Ways out of a game and onto another device (issue 46), on a 390×844 phone: "Open on another device" shows a QR code
 * and a one-time link that a second phone opens to play the seat (and a third finds used), from the table and from
 * "My games"; "Leave game" says what happens, hands the seat to a bot of the chosen level, stops the link and leaves
 * a spectator's table, and the last person's leaving ends the game without a winner, its end saying who left when;
 * "Email me my links" mails the seat's links, or points a seat without an email to its settings. Every dialog is
 * checked by axe-core and for sideways scrolling. Games are made and played over HTTP. Expects `build/`.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { type Created, apiOf } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { hasChromium } from './support/chromium.ts';
import { phoneContext, sidewaysOverflow } from './support/phone.ts';
import { seededRandom } from './support/random.ts';
import { SeatTable } from './support/seat-table.ts';
import { useStage } from './support/stage.ts';
import { artifactShot } from './support/artifact-shot.ts';

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

interface SeatSummary {
  seat: number;
  name: string;
  awaited: boolean;
  bot: string | null;
}
interface Summary {
  version: number;
  status: string;
  seats: SeatSummary[];
}
interface DevMail {
  to: string;
  subject: string;
  text: string;
}

describe.skipIf(!hasChromium)('leaving, another device and "email me my links" on a phone', () => {
  // no email transport, so mail lands in the dev mailbox, and due mail goes out every second
  const stage = useStage({ artifacts, env: { REMINDER_INTERVAL_MS: '1000', SMTP_URL: '', EMAIL_API_URL: '' } });
  const api = apiOf(() => stage.server.origin);
  const shot = (page: Page, name: string) => artifactShot(page, join(artifacts, `devices-phone-${name}.png`));
  let contexts: BrowserContext[] = [];
  let errors: string[] = [];

  afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    contexts = [];
    expect(errors, 'no uncaught error in any page').toEqual([]);
    errors = [];
  });

  const newGame = (seats: object[]) => api<Created>('POST', '/api/games', undefined, { game: 'avenue-empires', seats });
  const summaryOf = (game: Created) => api<Summary>('GET', `/api/games/${game.id}`);

  /** A phone of its own (nothing kept yet), polling quickly, every uncaught page error noted; `path` opened. */
  async function phone(path: string): Promise<Page> {
    const context = await phoneContext(stage.browser);
    contexts.push(context);
    context.setDefaultTimeout(20_000);
    await context.addInitScript(() => localStorage.setItem('turnpost:poll-ms', '250'));
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(`${error.message}\n${error.stack ?? ''}`));
    await page.goto(`${stage.server.origin}${path}`);
    return page;
  }

  const kept = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

  /** The table shows `seat` as this browser's own, named `name`. */
  async function plays(page: Page, seat: number, name: string): Promise<void> {
    await page.locator('[data-table]').waitFor();
    await page.locator(`header.head [data-me="${seat}"]`).waitFor();
    expect(await page.locator('header.head [data-me] strong').innerText()).toBe(name);
  }

  /** One of the seat's tools, from the menu they fold into on a phone. */
  async function seatTool(page: Page, action: string): Promise<void> {
    const tool = page.locator(`#seat-tools [data-action="${action}"]`);
    if (!(await tool.isVisible())) await page.locator('[data-action="seat-menu"]').click();
    await tool.click();
  }

  /** The open dialog is clean by axe-core and the page does not scroll sideways under it. */
  async function checked(page: Page, when: string): Promise<void> {
    expect(await seriousViolations(page), `axe-core, ${when}`).toEqual([]);
    expect(await sidewaysOverflow(page), `no sideways scroll, ${when}`).toBe(0);
  }

  /** The carry dialog's QR code and link, once it shows them. */
  async function carryLink(page: Page): Promise<string> {
    const dialog = page.getByRole('dialog', { name: 'Open on another device' });
    await dialog.locator('[data-carry-qr]').waitFor();
    const qr = dialog.locator('svg[data-carry-qr]');
    expect(await qr.getAttribute('role')).toBe('img');
    expect(await qr.getAttribute('aria-label')).toMatch(/^QR code of the one-time link to Ann’s seat$/);
    expect((await qr.boundingBox())?.width ?? 0, 'a code big enough for a camera').toBeGreaterThanOrEqual(180);
    const link = await dialog.locator('[data-carry-link]').inputValue();
    expect(link).toMatch(new RegExp(`^${stage.server.origin}/carry#[A-Za-z0-9_-]{16,64}$`));
    expect(await dialog.locator('[data-carry-expiry]').innerText()).toMatch(/^Works once, for 15 minutes \(until \d{1,2}:\d{2}( [AP]M)?\)\.$/);
    return link;
  }

  it('carries Ann’s seat to her phone with a QR code and a one-time link; the link then says it was used', async () => {
    const game = await newGame([{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }]);
    const ann = game.seats[0]?.token ?? '';
    const table = await phone(`/play/${game.id}#${ann}`);
    await plays(table, 0, 'Ann');

    await table.locator('[data-action="seat-menu"]').click();
    await table.locator('#seat-tools [data-action="leave"]').waitFor();
    expect(await sidewaysOverflow(table), 'no sideways scroll with the seat menu open').toBe(0);
    await shot(table, 'seat-menu');
    await seatTool(table, 'carry');
    const link = await carryLink(table);
    await checked(table, 'with the carry dialog open');
    await shot(table, 'carry-dialog');

    // her phone: the link opens Ann's seat, leaves the address bar, and keeps the seat for next time
    const second = await phone(link.slice(stage.server.origin.length));
    await second.waitForURL(new RegExp(`/play/${game.id}$`));
    await plays(second, 0, 'Ann');
    expect(await kept(second, `turnpost:seat:${game.id}`)).toBe(ann);
    expect(await kept(second, `turnpost:seat-of:${game.id}`)).toContain('"seat":0');
    const before = (await summaryOf(game)).version;
    await new SeatTable(second, 0).playOneMove(seededRandom(46));
    await expect.poll(async () => (await summaryOf(game)).seats[0]?.awaited, { timeout: 20_000 }).toBe(false);
    expect((await summaryOf(game)).version).toBeGreaterThan(before);
    await plays(table, 0, 'Ann');

    // a third device: the link is spent
    const third = await phone(link.slice(stage.server.origin.length));
    const used = third.locator('[data-carry-page="used"]');
    await used.waitFor();
    expect(await used.getByRole('heading').innerText()).toBe('This link was already used or has expired');
    expect(await used.innerText()).toContain('choose Open on another device again');
    expect(new URL(third.url()).hash, 'the code leaves the address bar').toBe('');
    expect(await kept(third, `turnpost:seat:${game.id}`)).toBeNull();
    expect(await seriousViolations(third), 'axe-core, the used link').toEqual([]);
    expect(await sidewaysOverflow(third)).toBe(0);
    await shot(third, 'carry-used');
  }, 120_000);

  it('carries a seat from "My games" with the same dialog', async () => {
    const game = await newGame([{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }]);
    const table = await phone(game.seats[0]?.url ?? '');
    await plays(table, 0, 'Ann');
    await table.goto(`${stage.server.origin}/my-games`);
    const card = table.locator(`[data-my-seat="${game.id}"]`);
    await card.locator('[data-action="carry"]').click();
    const link = await carryLink(table);
    await checked(table, 'with the carry dialog open on "My games"');
    await shot(table, 'carry-my-games');

    await table.getByRole('dialog', { name: 'Open on another device' }).getByRole('button', { name: 'Close' }).click();
    expect(await sidewaysOverflow(table)).toBe(0);
    await shot(table, 'my-games-card');

    const other = await phone(link.slice(stage.server.origin.length));
    await other.waitForURL(new RegExp(`/play/${game.id}$`));
    await plays(other, 0, 'Ann');
  }, 90_000);

  it('lets Ben leave to an easy bot: his page watches, his link stops, the log says so and the bot plays on', async () => {
    const game = await newGame([{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }]);
    const ben = game.seats[1]?.token ?? '';
    const table = await phone(`/play/${game.id}#${ben}`);
    await plays(table, 1, 'Ben');
    const version = (await summaryOf(game)).version;

    await seatTool(table, 'leave');
    const dialog = table.getByRole('dialog', { name: 'Leave this game?' });
    const explanation = dialog.locator('[data-leave-explanation]');
    expect(await explanation.innerText()).toBe('If you leave, a medium bot plays your seat from now on and the game goes on for the others.');
    await dialog.getByLabel('The bot’s level').selectOption('easy');
    expect(await explanation.innerText()).toBe('If you leave, an easy bot plays your seat from now on and the game goes on for the others.');
    expect(await dialog.innerText()).toContain('Your seat link stops working at once');
    await checked(table, 'with the leave dialog open');
    await shot(table, 'leave-dialog');
    await dialog.getByRole('button', { name: 'Leave', exact: true }).click();

    // a spectator's table, with a notice naming the bot, and nothing of the seat kept
    await table.locator('header.head [data-me="spectator"]').waitFor();
    const notice = await table.locator('[data-notice="info"] p').innerText();
    expect(notice).toMatch(/^You left the game; Bot \w+ \(easy\) plays your seat from now on\.$/);
    const botName = /; (Bot \w+ \(easy\)) plays/.exec(notice)?.[1] ?? '';
    expect(await kept(table, `turnpost:seat:${game.id}`)).toBeNull();
    expect(await kept(table, `turnpost:seat-of:${game.id}`)).toBeNull();
    await expect
      .poll(() => table.locator('[aria-labelledby="log-title"]').innerText())
      .toContain(`Ben left the game: ${botName} plays their seat from now on.`);
    expect(await sidewaysOverflow(table)).toBe(0);
    await shot(table, 'left-watching');

    // the old link, on a fresh phone: it no longer plays
    const old = await phone(`/play/${game.id}#${ben}`);
    // it says what became of the seat (issue 47)
    const gone = old.getByRole('alert').filter({ hasText: 'This link no longer holds its seat' });
    await gone.waitFor();
    expect(await gone.locator('[data-link-replaced]').innerText()).toMatch(/^Ben left the game, and Bot \w+ \(easy\) plays the seat now/);
    expect(await old.locator('header.head [data-me="1"]').count()).toBe(0);

    // the bot moves in Ben's seat (the game's first step waits on every seat at once)
    await expect
      .poll(async () => (await summaryOf(game)).seats[1], { timeout: 30_000 })
      .toMatchObject({ name: botName, bot: 'easy', awaited: false });
    expect((await summaryOf(game)).version).toBeGreaterThan(version + 1);

    // Cy and then Ann leave too: with only bots left the game ends, and its end says who left when
    await api('POST', `/api/games/${game.id}/leave`, game.seats[2]?.token, { level: 'hard' });
    await api('POST', `/api/games/${game.id}/leave`, game.seats[0]?.token, { level: 'hard' });
    const over = table.locator('[data-abandoned="left"]');
    await over.waitFor();
    expect(await over.locator('p').innerText()).toMatch(/^Ann left (in round \d+|before the first move) with only bots left to play: the game ended there, without a winner\.$/);
    const departures = await over.locator('[data-departures] li').allInnerTexts();
    expect(departures).toHaveLength(2);
    expect(departures[0]).toMatch(new RegExp(`^Ben left (in round \\d+|before the first move); ${botName.replace(/[()]/g, '\\$&')} played on\\.$`));
    expect(departures[1]).toMatch(/^Cy left (in round \d+|before the first move); Bot \w+ \(hard\) played on\.$/);
    expect(await seriousViolations(table), 'axe-core, the game ended by leaving').toEqual([]);
    expect(await sidewaysOverflow(table)).toBe(0);
    await shot(table, 'ended-by-leaving');
  }, 120_000);

  it('ends the game when the last person leaves a table of bots, and says so before and after', async () => {
    const game = await newGame([{ name: 'Ann' }, { bot: 'easy' }, { bot: 'easy' }]);
    const table = await phone(game.seats[0]?.url ?? '');
    await plays(table, 0, 'Ann');
    await seatTool(table, 'leave');
    const dialog = table.getByRole('dialog', { name: 'Leave this game?' });
    expect(await dialog.locator('[data-leave-explanation]').innerText()).toBe(
      'Every other seat is played by a bot: if you leave, the game ends here, without a winner.',
    );
    expect(await dialog.locator('[data-leave-level]').count(), 'no bot takes the seat: no level to choose').toBe(0);
    await dialog.getByRole('button', { name: 'Leave', exact: true }).click();
    await table.locator('header.head [data-me="spectator"]').waitFor();
    expect(await table.locator('[data-notice="info"] p').innerText()).toBe('You left the game; with only bots left, it ended here, without a winner.');
    const over = table.locator('[data-abandoned="left"]');
    await over.waitFor();
    expect(await over.innerText()).toMatch(/^Ann left .* with only bots left to play: the game ended there, without a winner\.$/);
    expect((await summaryOf(game)).status).toBe('abandoned');
  }, 60_000);

  it('mails the links of a seat with an email, and points a seat without one to its email settings', async () => {
    const game = await newGame([{ name: 'Ann', email: 'ann@example.test' }, { name: 'Ben' }, { name: 'Cy' }]);
    const ann = game.seats[0]?.token ?? '';
    const table = await phone(`/play/${game.id}#${ann}`);
    await plays(table, 0, 'Ann');
    await seatTool(table, 'email-links');
    const dialog = table.getByRole('dialog', { name: 'Email me my links' });
    const sent = dialog.locator('[data-links-sent]');
    await sent.waitFor();
    expect(await sent.innerText()).toBe('Sent to a•••@example.test: it lists your seats in play, each with its link.');
    expect(await dialog.locator('[data-links-consent]').innerText()).toContain('first gets an email asking it to confirm');
    await checked(table, 'with the links sent');
    await shot(table, 'links-sent');
    // Ann's address is new to Turnpost: it is asked to confirm first (one email, no link in it), and she says yes from it
    await expect
      .poll(async () => (await api<DevMail[]>('GET', '/api/dev/mail')).find((m) => m.to === 'ann@example.test' && m.subject.startsWith('Confirm ')), {
        timeout: 20_000,
      })
      .toBeTruthy();
    const ask = (await api<DevMail[]>('GET', '/api/dev/mail')).find((m) => m.to === 'ann@example.test' && m.subject.startsWith('Confirm ')) as DevMail;
    expect(ask.text).not.toContain(ann);
    const confirmPage = await phone(new URL(/To get the emails, confirm:\s+(\S+)/.exec(ask.text)?.[1] ?? '').pathname);
    await confirmPage.getByRole('button', { name: 'Yes, email me my turns' }).click();
    await confirmPage.getByRole('heading', { name: 'Thank you' }).waitFor();
    await expect
      .poll(async () => (await api<DevMail[]>('GET', '/api/dev/mail')).find((m) => m.to === 'ann@example.test' && m.subject.startsWith('Your Turnpost links')), {
        timeout: 20_000,
      })
      .toBeTruthy();
    const mail = (await api<DevMail[]>('GET', '/api/dev/mail')).find((m) => m.subject.startsWith('Your Turnpost links')) as DevMail;
    expect(mail.subject).toBe('Your Turnpost links: your seat in play');
    expect(mail.text).toContain(`/play/${game.id}#${ann}`);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const benTable = await phone(game.seats[1]?.url ?? '');
    await plays(benTable, 1, 'Ben');
    await seatTool(benTable, 'email-links');
    const hint = benTable.getByRole('dialog', { name: 'Email me my links' }).locator('[data-links-no-email]');
    await hint.waitFor();
    expect(await hint.innerText()).toContain('This seat has no email to send your links to');
    await checked(benTable, 'with the no-email hint');
    await shot(benTable, 'links-no-email');
    await benTable.locator('[data-action="links-email-settings"]').click();
    const settings = benTable.getByRole('dialog', { name: 'Email reminders' });
    await settings.locator('[data-email-settings]').waitFor();
    expect(await settings.getByLabel('Your email').inputValue()).toBe('');
  }, 90_000);
  it('keeps the rarer seat tools behind "More" at desktop width: one stop on the way to the hand, closed by Escape', async () => {
    const game = await newGame([{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }]);
    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${stage.server.origin}/play/${game.id}#${game.seats[0]?.token}`);
    await plays(page, 0, 'Ann');
    const more = page.getByRole('button', { name: 'More for your seat' });
    const leave = page.locator('#seat-more [data-action="leave"]');
    expect(await leave.isVisible()).toBe(false);
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    for (const action of ['new-link', 'carry', 'email-links', 'leave']) expect(await page.locator(`#seat-more [data-action="${action}"]`).isVisible()).toBe(true);
    expect(await seriousViolations(page), 'axe-core, the More list open').toEqual([]);
    await shot(page, 'desktop-more');
    await page.keyboard.press('Escape');
    expect(await leave.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('more-seat-tools');
    // a tool chosen closes the list and opens its dialog
    await more.click();
    await leave.click();
    await page.getByRole('dialog', { name: 'Leave this game?' }).waitFor();
    expect(await page.locator('#seat-more').isVisible()).toBe(false);
  });
});
