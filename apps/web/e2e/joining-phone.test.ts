/**
 * Ways into a game without accounts (issue 46), on 390×844 phones, each player in a browser context of their own:
 * the creator leaves two seats open for friends and shares the one invite link; each friend opens it, picks a free
 * seat, names themselves and lands on the table, which waits until the last seat is taken and then begins for
 * everyone (the creator's table too, by its polling); a claim that lost the race says so and shows the seats afresh.
 * A game listed in the lobby is found on /games by a stranger, filtered by game, joined and played; and the host of
 * a waiting game closes its invite link and starts it with bots. No page scrolls sideways; the join page and the
 * lobby have no serious axe violation. Expects `build/`.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { apiOf } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { hasChromium } from './support/chromium.ts';
import { phoneContext, sidewaysOverflow } from './support/phone.ts';
import { seededRandom } from './support/random.ts';
import { SeatTable } from './support/seat-table.ts';
import { useStage } from './support/stage.ts';
import { artifactShot } from './support/artifact-shot.ts';

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** A game with open seats as `POST /api/games` answers it. */
interface Inviting {
  id: string;
  seats: { seat: number; name: string; open?: boolean; token?: string; url?: string }[];
  host: { token: string; url: string };
  invite: { token: string; url: string } | null;
}

interface Summary {
  status: string;
  seats: { seat: number; name: string; bot: string | null; open: boolean }[];
}

describe.skipIf(!hasChromium)('joining a game without an account, on phones', () => {
  const stage = useStage({ artifacts, ownServer: true });
  const api = apiOf(() => stage.server.origin);
  const shot = (page: Page, name: string) => artifactShot(page, join(artifacts, `joining-phone-${name}.png`), true);
  let contexts: BrowserContext[] = [];
  let errors: string[] = [];

  afterEach(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    contexts = [];
    expect(errors, 'no uncaught error in any page').toEqual([]);
    errors = [];
  });

  /** A phone of its own (nothing kept yet), polling quickly, its clipboard usable, every uncaught error noted. */
  async function phone(): Promise<Page> {
    const context = await phoneContext(stage.browser);
    contexts.push(context);
    context.setDefaultTimeout(20_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stage.server.origin });
    await context.addInitScript(() => localStorage.setItem('turnpost:poll-ms', '250'));
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(`${error.message}\n${error.stack ?? ''}`));
    return page;
  }

  const at = (path: string) => `${stage.server.origin}${path}`;
  const kept = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
  const summary = (id: string) => api<Summary>('GET', `/api/games/${id}`);

  async function fits(page: Page, where: string): Promise<void> {
    expect(await sidewaysOverflow(page), `no sideways scroll at 390 px: ${where}`).toBe(0);
  }

  async function axeClean(page: Page, where: string): Promise<void> {
    expect(await seriousViolations(page), `axe-core: ${where}`).toEqual([]);
  }

  /** On the join page: picks seat `seat` (1-based on screen, 0-based here), names themselves, takes it. */
  async function claim(page: Page, seat: number, name: string): Promise<void> {
    await page.locator(`[data-join-seat="${seat}"] input`).check();
    await page.getByLabel('Your name').fill(name);
    await page.locator('[data-action="claim-seat"]').click();
  }

  /** The table has begun for this page: no more waiting, a hand to play from. */
  async function begun(page: Page): Promise<void> {
    await page.locator('[data-waiting-for-players]').waitFor({ state: 'detached' });
    await page.locator('[data-table]').waitFor();
    await page.locator('[data-hand] [data-card-id]').first().waitFor();
    expect(await page.locator('header.head .kicker').innerText()).toMatch(/in play/i);
  }

  it('A: the creator shares one link; two friends each pick a seat, and the game begins for everyone', async () => {
    // the creator fills the form: their own seat and two friends' open seats
    const creator = await phone();
    await creator.goto(at('/'));
    await creator.locator('input[name="game"][value="avenue-empires"]').check();
    await creator.locator('[data-seat-fields="0"]').waitFor();
    await creator.getByLabel('Seat 1 name').fill('Ann');
    await creator.getByLabel('Seat 2 played by').selectOption('open');
    await creator.getByLabel('Seat 3 played by').selectOption('open');
    expect(await creator.getByLabel('Seat 2 name').count(), 'an open seat has no name to type').toBe(0);
    const openFields = creator.locator('[data-open-seats-fields]');
    await openFields.waitFor();
    await creator.getByLabel('Open seats wait').selectOption('24');
    await fits(creator, 'the new-game form with open seats');
    await shot(creator, 'form');
    await creator.getByRole('button', { name: /^Create Avenue Empires for 3/ }).click();

    // the links page shows the invite first, copies it, and keeps its token in this browser
    await creator.waitForURL(/\/created\//);
    const id = new URL(creator.url()).pathname.split('/')[2] ?? '';
    const invite = creator.locator('[data-invite]');
    await invite.waitFor();
    expect(await invite.innerText()).toMatch(/One link for everyone/);
    expect(await creator.locator('[data-open-seats="2"]').innerText()).toMatch(/seat 2 and seat 3\. They wait 1 day; then bots take them/);
    const link = await creator.locator('#link-invite').inputValue();
    expect(link).toMatch(new RegExp(`/join/${id}#[A-Za-z0-9_-]{16,}$`));
    const copy = invite.getByRole('button', { name: 'Copy the link for Invite link' });
    await copy.click();
    await invite.locator('button.copied').waitFor();
    expect(await copy.innerText()).toMatch(/Copied/);
    expect(await creator.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await kept(creator, `turnpost:invite:${id}`)).toBe(link.split('#')[1]);
    await fits(creator, 'the links page');
    await shot(creator, 'created');

    // the creator sits down: the table waits for two more, and offers the invite link again
    await creator.getByRole('link', { name: /Take seat 1 \(Ann\)/ }).click();
    const waitingAnn = creator.locator('[data-waiting-for-players="2"]');
    await waitingAnn.waitFor();
    expect(await waitingAnn.locator('h2').innerText()).toBe('Waiting for two more players');
    expect(await creator.locator('#waiting-invite-link').inputValue()).toBe(link);
    await fits(creator, 'the waiting table');
    await shot(creator, 'waiting-creator');

    // friend 1 opens the link: the game, its seats, and a form; the token leaves the address bar
    const ben = await phone();
    await ben.goto(link);
    await ben.getByRole('heading', { name: 'Join Avenue Empires' }).waitFor();
    await expect.poll(() => new URL(ben.url()).hash).toBe('');
    expect(await ben.locator('[data-join-seat="0"]').innerText()).toMatch(/Ann/);
    expect(await ben.locator('[data-join-seat="0"]').getAttribute('data-free')).toBe('false');
    expect(await ben.locator('[data-join-seat="1"] input').isChecked(), 'the first free seat is picked').toBe(true);
    expect(await ben.locator('[data-table-facts]').innerText()).toMatch(/bots take the seats still open/);
    await fits(ben, 'the join page');
    await axeClean(ben, 'the join page');
    await shot(ben, 'join');
    await claim(ben, 1, 'Ben');
    await ben.waitForURL(new RegExp(`/play/${id}$`));
    const waitingBen = ben.locator('[data-waiting-for-players="1"]');
    await waitingBen.waitFor();
    expect(await waitingBen.locator('h2').innerText()).toBe('Waiting for one more player');
    expect(await ben.locator('header.head [data-me="1"] strong').innerText()).toBe('Ben');
    expect(await kept(ben, `turnpost:seat:${id}`)).toBeTruthy();
    expect(await ben.locator('[data-waiting-invite]').count(), 'the invite was kept on opening it').toBe(1);
    await fits(ben, 'the waiting table of a friend');
    await shot(ben, 'waiting-friend');

    // friend 2 opens the same link: Ben's seat is taken, the last one is theirs, and the game begins
    const cy = await phone();
    await cy.goto(link);
    await cy.locator('[data-join-seat="1"][data-free="false"]').waitFor();
    expect(await cy.locator('[data-join-seat="1"]').innerText()).toMatch(/Ben/);
    expect(await cy.locator('[data-join-seat="1"] input').isDisabled()).toBe(true);
    await claim(cy, 2, 'Cy');
    await cy.waitForURL(new RegExp(`/play/${id}$`));
    await begun(cy);

    // the others' tables bring the game in by themselves
    await begun(ben);
    await begun(creator);
    expect((await summary(id)).status).toBe('active');
    await fits(creator, 'the table once begun');
    await shot(creator, 'begun-creator');
  }, 180_000);

  it('A: a claim that lost the race says the seat was taken and shows the seats afresh', async () => {
    const game = await api<Inviting>('POST', '/api/games', undefined, { game: 'avenue-empires', seats: [{ name: 'Ann' }, { open: true }, { open: true }] });
    const inviteToken = game.invite?.token ?? '';
    const dee = await phone();
    // the page's own polls would show the seat taken before the click: they see the game as it first was, until the
    // claim goes out
    const invitePath = `/api/games/${game.id}/invite`;
    let stale: string | null = await (await fetch(at(invitePath), { headers: { Authorization: `Bearer ${inviteToken}` } })).text();
    await dee.route(
      (url) => url.pathname === invitePath,
      (route) => (stale ? route.fulfill({ status: 200, contentType: 'application/json', body: stale }) : route.continue()),
    );
    await dee.route(
      (url) => url.pathname === `/api/games/${game.id}/claims`,
      (route) => {
        stale = null;
        return route.continue();
      },
    );
    await dee.goto(at(game.invite?.url ?? ''));
    await dee.locator('[data-join-seat="1"] input:checked').waitFor();
    await dee.getByLabel('Your name').fill('Dee');

    // someone else takes seat 2 meanwhile
    await api('POST', `/api/games/${game.id}/claims`, inviteToken, { seat: 1, name: 'Eve' });
    await dee.locator('[data-action="claim-seat"]').click();
    const problem = dee.locator('[data-claim-problem]');
    await problem.waitFor();
    expect(await problem.innerText()).toMatch(/Someone took that seat a moment ago/);
    await dee.locator('[data-join-seat="1"][data-free="false"]').waitFor();
    expect(await dee.locator('[data-join-seat="1"]').innerText()).toMatch(/Eve/);
    expect(await dee.locator('[data-join-seat="2"] input').isChecked(), 'the pick moved to the seat still free').toBe(true);
    expect(await dee.getByLabel('Your name').inputValue(), 'the name typed stays').toBe('Dee');
    await fits(dee, 'the join page after a lost race');
    await shot(dee, 'race-lost');

    await dee.locator('[data-action="claim-seat"]').click();
    await dee.waitForURL(new RegExp(`/play/${game.id}$`));
    await begun(dee);
  }, 90_000);

  it('A: without its token, the join page of an unlisted game says to open the whole link', async () => {
    const game = await api<Inviting>('POST', '/api/games', undefined, { game: 'avenue-empires', seats: [{ name: 'Ann' }, { open: true }, { name: 'Cy' }] });
    const page = await phone();
    await page.goto(at(`/join/${game.id}`));
    await page.locator('[data-join-failure]').waitFor();
    expect(await page.getByRole('alert').innerText()).toMatch(/open the whole link/);
    await page.locator('[data-whole-link-hint]').waitFor();
    await fits(page, 'a join page refused');
  }, 60_000);

  it('B: a stranger finds a listed table in the lobby, filters by game, joins and plays', async () => {
    const listed = await api<Inviting>('POST', '/api/games', undefined, {
      game: 'avenue-empires',
      seats: [{ name: 'Ann' }, { bot: 'easy' }, { open: true }],
      pace: '3-days',
      openSeats: { lobby: true, waitHours: 48 },
    });
    const other = await api<Inviting>('POST', '/api/games', undefined, {
      game: 'arquetect',
      seats: [{ name: 'Olga' }, { open: true }],
      openSeats: { lobby: true },
    });
    const unlisted = await api<Inviting>('POST', '/api/games', undefined, { game: 'avenue-empires', seats: [{ name: 'Ann' }, { open: true }, { open: true }] });

    const stranger = await phone();
    await stranger.goto(at('/games'));
    const lobby = stranger.locator('[data-lobby]');
    const row = lobby.locator(`[data-lobby-table="${listed.id}"]`);
    await row.waitFor();
    await lobby.locator(`[data-lobby-table="${other.id}"]`).waitFor();
    expect(await lobby.locator(`[data-lobby-table="${unlisted.id}"]`).count(), 'an unlisted game stays out of the lobby').toBe(0);
    const text = await row.innerText();
    expect(text).toMatch(/Avenue Empires/);
    expect(text).toMatch(/2 of 3 seats taken/);
    expect(text).toMatch(/1 seat free/);
    expect(text).toMatch(/3 days per move/);
    expect(text).toMatch(/just opened|waiting \d+ min/);
    expect(text).toMatch(/starts with bots in (1 day 23 h|2 days)/);
    await fits(stranger, 'the lobby');
    await axeClean(stranger, 'the lobby');
    await shot(stranger, 'lobby');

    // the filters ask the server again; the address keeps them
    await lobby.locator('[data-lobby-filter="game"]').selectOption('avenue-empires');
    await stranger.waitForURL(/lobby-game=avenue-empires/);
    await lobby.locator(`[data-lobby-table="${other.id}"]`).waitFor({ state: 'detached' });
    await row.waitFor();
    await lobby.locator('[data-lobby-filter="pace"]').selectOption('none');
    await lobby.locator('[data-lobby-empty]').waitFor();
    await lobby.locator('[data-lobby-filter="pace"]').selectOption('3-days');
    await row.waitFor();

    await row.locator('[data-join-link]').click();
    await stranger.waitForURL(new RegExp(`/join/${listed.id}$`));
    await stranger.getByRole('heading', { name: 'Join Avenue Empires' }).waitFor();
    await axeClean(stranger, 'the join page of a listed game');
    await claim(stranger, 2, 'Stella');
    await stranger.waitForURL(new RegExp(`/play/${listed.id}$`));
    await begun(stranger);

    // and plays: the trading step, through the UI
    const seat = new SeatTable(stranger, 2);
    await expect.poll(() => seat.awaitingMe()).toBe(true);
    await seat.playOneMove(seededRandom(46));
    await expect.poll(() => seat.awaitingMe()).toBe(false);
    await fits(stranger, 'the table after a move');

    // a game that filled up leaves the lobby
    await stranger.goto(at('/games?lobby-game=avenue-empires'));
    await stranger.locator('[data-lobby-empty]').waitFor();
  }, 120_000);

  it('C: the host of a waiting game closes its invite and starts it with bots', async () => {
    const game = await api<Inviting>('POST', '/api/games', undefined, { game: 'avenue-empires', seats: [{ name: 'Ann' }, { open: true }, { open: true }] });
    await api('POST', `/api/games/${game.id}/claims`, game.invite?.token, { seat: 1, name: 'Ben' });

    const host = await phone();
    await host.goto(at(game.host.url));
    const panel = host.locator('[data-host-open-seats]');
    await panel.waitFor();
    expect(await panel.locator('h2').innerText()).toBe('Waiting for one more player');
    expect(await host.locator('#host-invite-link').inputValue()).toBe(at(game.invite?.url ?? ''));
    expect(await host.locator('[data-host-seat="2"]').innerText()).toMatch(/an open seat/);
    await fits(host, 'the host page of a waiting game');
    await shot(host, 'host-waiting');

    // closing asks first
    await host.locator('[data-action="close-invite"]').click();
    await host.locator('[data-action="close-invite-confirm"]').click();
    await host.locator('[data-invite-closed]').waitFor();
    const refused = await fetch(at(`/api/games/${game.id}/claims`), {
      method: 'POST',
      headers: { Authorization: `Bearer ${game.invite?.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ seat: 2, name: 'Late' }),
    });
    expect(refused.status).toBe(409);

    await host.getByLabel(/Or start now/).selectOption('easy');
    await host.locator('[data-action="start-with-bots"]').click();
    await host.getByRole('status').filter({ hasText: 'The game has begun' }).waitFor();
    await panel.waitFor({ state: 'detached' });
    const after = await summary(game.id);
    expect(after.status).toBe('active');
    expect(after.seats.map((s) => [s.name, s.bot])).toEqual([
      ['Ann', null],
      ['Ben', null],
      [after.seats[2]?.name, 'easy'],
    ]);
    await fits(host, 'the host page once begun');
  }, 90_000);
});
