/**
 * A seat link is never lost to a bad one (issue 46), on a 390×844 phone: a wrong, mistyped or old link for a seat
 * this browser holds is refused with a plain notice and the seat plays on with the token it keeps, at `/play/<id>` and
 * from "My games"; a bad link on a first visit is a clear error that keeps nothing; a newer valid link of the seat
 * (the host handed it over again) replaces the kept one; and the host's page keeps its host link the same way. Games
 * are created and mended over HTTP. Expects `build/`.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { type Created, apiOf } from './support/api.ts';
import { hasChromium } from './support/chromium.ts';
import { phoneContext, sidewaysOverflow } from './support/phone.ts';
import { useStage } from './support/stage.ts';
import { artifactShot } from './support/artifact-shot.ts';

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

type Hosted = Created & { host: { token: string; url: string } };

/** The same token with its first character mistyped: well formed (22 base64url characters), and not the seat's. */
const mistyped = (token: string) => `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`;

describe.skipIf(!hasChromium)('a seat link in the browser', () => {
  const stage = useStage({ artifacts });
  const api = apiOf(() => stage.server.origin);
  const shot = (page: Page, name: string) => artifactShot(page, join(artifacts, `seat-link-${name}.png`));
  let context: BrowserContext | null = null;
  let errors: string[] = [];

  afterEach(async () => {
    await context?.close().catch(() => {});
    context = null;
    expect(errors, 'no uncaught error in any page').toEqual([]);
    errors = [];
  });

  const newGame = () =>
    api<Hosted>('POST', '/api/games', undefined, { game: 'avenue-empires', seats: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }] });

  /** A phone of its own (nothing kept yet), polling quickly, every page's uncaught error noted. */
  async function phone(): Promise<Page> {
    context = await phoneContext(stage.browser);
    context.setDefaultTimeout(20_000);
    await context.addInitScript(() => localStorage.setItem('turnpost:poll-ms', '250'));
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(`${error.message}\n${error.stack ?? ''}`));
    return page;
  }

  const kept = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
  const seatKey = (game: Created) => `turnpost:seat:${game.id}`;

  /** The table shows seat 0 as this browser's own: "Playing as Ann", with Ann's hand to play from. */
  async function playsAnn(page: Page): Promise<void> {
    await page.locator('[data-table]').waitFor();
    await page.locator('header.head [data-me="0"]').waitFor();
    expect(await page.locator('header.head [data-me] strong').innerText()).toBe('Ann');
    await page.locator('[data-hand] [data-card-id]').first().waitFor();
  }

  it('keeps playing the seat it holds after a wrong link, at /play/<id> and from "My games"', async () => {
    const game = await newGame();
    const good = game.seats[0]?.token ?? '';
    const wrong = mistyped(good);
    const origin = stage.server.origin;
    const page = await phone();

    await page.goto(`${origin}/play/${game.id}#${good}`);
    await playsAnn(page);
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(await kept(page, seatKey(game))).toBe(good);

    // a mistyped link, opened afresh: refused, said so plainly, and Ann plays on with the link kept
    const other = await context!.newPage();
    other.on('pageerror', (error) => errors.push(`${error.message}\n${error.stack ?? ''}`));
    await other.goto(`${origin}/play/${game.id}#${wrong}`);
    await other.getByRole('alert').first().waitFor();
    expect(await kept(other, seatKey(game)), 'the kept token is not replaced by the wrong one').toBe(good);
    const notice = other.locator('[data-refused-link]');
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/not valid for this game/);
    expect(await notice.innerText()).toMatch(/still play as Ann/);
    await playsAnn(other);
    await expect.poll(() => new URL(other.url()).hash).toBe('');
    expect(await kept(other, seatKey(game))).toBe(good);
    expect(await sidewaysOverflow(other)).toBe(0);
    await shot(other, 'refused-link-notice');
    await other.close();

    // the same link pasted into the address bar of the open table (only the fragment changes)
    await page.goto(`${origin}/play/${game.id}#${wrong}`);
    await page.locator('[data-refused-link]').waitFor();
    await playsAnn(page);
    expect(await kept(page, seatKey(game))).toBe(good);

    // the plain address plays Ann, without the notice
    await page.goto(`${origin}/play/${game.id}`);
    await playsAnn(page);
    expect(await page.locator('[data-refused-link]').count()).toBe(0);

    // "My games" lists the seat, and its table plays it
    await page.goto(`${origin}/my-games`);
    const row = page.locator(`[data-my-seat="${game.id}"]`);
    await row.locator('[data-table-link]').waitFor();
    expect(await row.innerText()).toContain('Ann (you), Ben, Cy');
    await row.locator('[data-table-link]').click();
    await page.waitForURL(new RegExp(`/play/${game.id}$`));
    await playsAnn(page);
    expect(await kept(page, seatKey(game))).toBe(good);
  }, 90_000);

  it('refuses a wrong link on a first visit plainly and keeps nothing: the plain address then watches', async () => {
    const game = await newGame();
    const origin = stage.server.origin;
    const page = await phone();

    await page.goto(`${origin}/play/${game.id}#${mistyped(game.seats[0]?.token ?? '')}`);
    const failure = page.getByRole('alert').filter({ hasText: 'This seat link does not work' });
    await failure.waitFor();
    expect(await failure.innerText()).toMatch(/not valid for this game/);
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(await kept(page, seatKey(game))).toBeNull();
    await shot(page, 'first-visit-refused');

    await page.goto(`${origin}/play/${game.id}`);
    await page.locator('[data-table]').waitFor();
    await page.locator('header.head [data-me="spectator"]').waitFor();
    expect(await kept(page, seatKey(game))).toBeNull();
    await page.goto(`${origin}/my-games`);
    await page.locator('[data-empty]').waitFor();
  }, 60_000);

  it('tells the holder of a link whose seat the host handed to a bot what happened, and lets them watch (issue 47)', async () => {
    const game = await newGame();
    await api('POST', `/api/games/${game.id}/host/seats/1`, game.host.token, { holder: 'bot', level: 'easy' });
    const page = await phone();
    await page.goto(`${stage.server.origin}/play/${game.id}#${game.seats[1]?.token}`);
    const failure = page.getByRole('alert').filter({ hasText: 'This link no longer holds its seat' });
    await failure.waitFor();
    expect(await failure.locator('[data-link-replaced]').innerText()).toMatch(/^The game’s host gave it to a bot, Bot \w+ \(easy\)\. You can watch/);
    expect(await failure.innerText()).not.toMatch(/may have been replaced/);
    await shot(page, 'replaced-by-bot');
    await failure.getByRole('button', { name: 'Watch the game instead' }).click();
    await page.locator('header.head [data-me="spectator"]').waitFor();
  }, 60_000);

  it('takes a newer valid link of the seat in place of the kept one, and then refuses the old one', async () => {
    const game = await newGame();
    const old = game.seats[0]?.token ?? '';
    const origin = stage.server.origin;
    const page = await phone();
    await page.goto(`${origin}/play/${game.id}#${old}`);
    await playsAnn(page);

    // the host hands Ann's seat to her again: a new link, the old one revoked
    const mended = await api<{ links: { seat: number; url: string | null }[] }>(
      'POST',
      `/api/games/${game.id}/host/seats/0`,
      game.host.token,
      { holder: 'person', name: 'Ann' },
    );
    const url = mended.links.find((l) => l.seat === 0)?.url ?? '';
    const fresh = url.split('#')[1] ?? '';
    expect(fresh).not.toBe(old);

    const next = await context!.newPage();
    next.on('pageerror', (error) => errors.push(`${error.message}\n${error.stack ?? ''}`));
    await next.goto(`${origin}${url}`);
    await playsAnn(next);
    await expect.poll(() => kept(next, seatKey(game))).toBe(fresh);
    expect(await next.locator('[data-refused-link]').count()).toBe(0);

    // the old link now: refused, and the new one kept
    await next.goto(`${origin}/play/${game.id}#${old}`);
    await next.locator('[data-refused-link]').waitFor();
    await playsAnn(next);
    expect(await kept(next, seatKey(game))).toBe(fresh);
    await next.goto(`${origin}/play/${game.id}`);
    await playsAnn(next);
  }, 60_000);

  it('keeps the host link it holds after a wrong host link', async () => {
    const game = await newGame();
    const origin = stage.server.origin;
    const page = await phone();
    const hostKey = `turnpost:host:${game.id}`;

    // a wrong host link on a first visit: refused, nothing kept
    await page.goto(`${origin}/host/${game.id}#${mistyped(game.host.token)}`);
    await page.getByRole('alert').filter({ hasText: 'not valid for this game' }).waitFor();
    expect(await kept(page, hostKey)).toBeNull();

    // the host link, in a page of its own (the host page reads the fragment when it opens)
    const host = await context!.newPage();
    host.on('pageerror', (error) => errors.push(`${error.message}\n${error.stack ?? ''}`));
    await host.goto(`${origin}${game.host.url}`);
    await host.locator('[data-host-seat="2"]').waitFor();
    await expect.poll(() => kept(host, hostKey)).toBe(game.host.token);

    // a wrong host link opened afresh: refused, said so, and the host page goes on with the link kept
    const other = await context!.newPage();
    other.on('pageerror', (error) => errors.push(`${error.message}\n${error.stack ?? ''}`));
    await other.goto(`${origin}/host/${game.id}#${mistyped(game.host.token)}`);
    await other.getByRole('alert').first().waitFor();
    expect(await kept(other, hostKey), 'the kept host token is not replaced by the wrong one').toBe(game.host.token);
    const notice = other.locator('[data-refused-link]');
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/not valid for this game/);
    expect(await notice.innerText()).toMatch(/still this game’s host/);
    await other.locator('[data-host-seat="2"]').waitFor();
    await expect.poll(() => new URL(other.url()).hash).toBe('');
    expect(await kept(other, hostKey)).toBe(game.host.token);
    await shot(other, 'host-refused-link');

    await other.goto(`${origin}/host/${game.id}`);
    await other.locator('[data-host-seat="2"]').waitFor();
    expect(await other.locator('[data-refused-link]').count()).toBe(0);
  }, 60_000);
});
