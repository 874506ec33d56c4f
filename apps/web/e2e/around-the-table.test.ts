/**
 * Around the table in the browser (issue 28): two seats exchange messages at their tables (the other's arrives with
 * the next poll, counted as new until read), a spectator sees no chat at all; and at a game's end "Play again" from
 * both old tables leads each player to their own seat in one rematch (the other old table shows it by itself, and
 * a player already in it is told so, at the table and on "My games"); and the host connects a group chat's webhook
 * (a local receiver) which is told whose move it is. Expects `build/` to exist.
 */
import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Created, apiOf } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { hasChromium } from './support/chromium.ts';
import { useStage } from './support/stage.ts';

describe.skipIf(!hasChromium)('around the table: chat and rematch', () => {
  // a local receiver stands in for the group chat (admitted by WEBHOOKS_ALLOW_LOCAL, tests only); emails and notices
  // go out every second
  const stage = useStage({ env: { WEBHOOKS_ALLOW_LOCAL: '1', REMINDER_INTERVAL_MS: '1000' } });
  const api = apiOf(() => stage.server.origin);

  async function open(url: string): Promise<Page> {
    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('turnpost:poll-ms', '250'));
    const page = await context.newPage();
    await page.goto(`${stage.server.origin}${url}`);
    await page.locator('[data-table]').waitFor();
    return page;
  }

  async function say(page: Page, text: string) {
    await page.locator('[data-chat] #chat-text').fill(text);
    await page.locator('[data-action="chat-send"]').click();
    await page.locator('[data-chat] li', { hasText: text }).waitFor();
  }

  it('carries messages between two seats, counted as new until read, and shows nothing to a spectator', async () => {
    const game = await api<Created & { spectatorUrl: string }>('POST', '/api/games', undefined, {
      game: 'arquetect',
      seats: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }],
    });
    const ann = await open(game.seats[0]?.url ?? '');
    const ben = await open(game.seats[1]?.url ?? '');
    const watcher = await open(game.spectatorUrl);

    await ann.locator('[data-chat] summary').click();
    await say(ann, 'Trade you a Lake for the Villa?');
    // Ben's table brings it with its next poll, folded, as one new message
    await ben.locator('[data-chat-new]', { hasText: '1 new' }).waitFor({ timeout: 5_000 });
    await ben.locator('[data-chat] summary').click();
    await ben.locator('[data-chat] li', { hasText: 'Trade you a Lake for the Villa?' }).waitFor();
    // unfolding reads it: the count goes once the panel's toggle has been handled (a task after the click)
    await ben.locator('[data-chat-new]').waitFor({ state: 'detached', timeout: 2_000 });
    await say(ben, 'Deal <b>if</b> you add a Shop.');
    // Ann's panel is open: the answer shows as read, as plain text (no markup taken from a message)
    await ann.locator('[data-chat] li', { hasText: 'Deal <b>if</b> you add a Shop.' }).waitFor({ timeout: 5_000 });
    expect(await ann.locator('[data-chat] li b').count()).toBe(0);
    expect(await ann.locator('[data-chat-new]').count()).toBe(0);
    expect(await seriousViolations(ann)).toEqual([]);

    // one count on both sides (issue 48): characters as people see them, so 500 emoji with skin tones are a message
    // (2,000 UTF-16 units: a maxlength would have stopped at 250), and a 501st is refused before sending
    const box = ann.locator('[data-chat] #chat-text');
    const send = ann.locator('[data-action="chat-send"]');
    await box.fill('👍🏽'.repeat(501));
    expect(await ann.locator('[data-chat-count]').innerText()).toBe('501 of 500 characters: shorten it to send');
    expect(await send.isDisabled()).toBe(true);
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    await box.fill('👍🏽'.repeat(500));
    expect(await ann.locator('[data-chat-count]').innerText()).toBe('500 of 500 characters');
    await send.click();
    await ann.locator('[data-chat] li', { hasText: '👍🏽'.repeat(500) }).waitFor();

    // the spectator's table has no chat, and its view of the game carries none
    await watcher.waitForTimeout(500);
    expect(await watcher.locator('[data-chat]').count()).toBe(0);
    expect((await api<{ chat: unknown }>('GET', `/api/games/${game.id}/view`)).chat).toBeNull();
    for (const page of [ann, ben, watcher]) await page.context().close();
  }, 60_000);

  /** Plays the game to its end over HTTP: each awaited seat a random legal action (seeded). */
  async function playToTheEnd(game: Created) {
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 400; i++) {
      const { awaiting } = await api<{ awaiting: number[] }>('GET', `/api/games/${game.id}/view`);
      if (awaiting.length === 0) return;
      const seat = awaiting[0] as number;
      const token = game.seats[seat]?.token;
      const { version, legalActions } = await api<{ version: number; legalActions: object[] }>('GET', `/api/games/${game.id}/legal-actions`, token);
      const action = legalActions[Math.floor(random() * legalActions.length)];
      await api('POST', `/api/games/${game.id}/actions`, token, { expectedVersion: version, action, idempotencyKey: `end-${version}` });
    }
    throw new Error('the game did not end in 400 moves');
  }

  it('leads both players from their old tables to their own seats in one rematch', async () => {
    const game = await api<Created>('POST', '/api/games', undefined, { game: 'arquetect', seats: [{ name: 'Ann' }, { name: 'Ben' }] });
    const ann = await open(game.seats[0]?.url ?? '');
    const ben = await open(game.seats[1]?.url ?? '');
    await api('POST', `/api/games/${game.id}/chat`, game.seats[1]?.token, { text: 'good luck, have fun' });
    await playToTheEnd(game);
    await ann.locator('[data-action="play-again"]', { hasText: 'Play again' }).click();
    await ann.waitForURL((url) => url.pathname.startsWith('/play/') && !url.pathname.endsWith(game.id));
    const rematch = new URL(ann.url()).pathname.split('/').at(-1) as string;
    // Ann moves one place on: seat 2 of 2. Ben's finished table, left open, still polls until a rematch is known:
    // it offers to join Ann's by itself, and joining seats him there
    await ann.locator('[data-me="1"]').waitFor();
    await ben.locator('[data-action="play-again"]', { hasText: 'Join the rematch' }).waitFor({ timeout: 5_000 });
    expect(await ben.locator('[data-play-again]').innerText()).toMatch(/Another player started a rematch/);
    expect(await seriousViolations(ben)).toEqual([]);
    await ben.locator('[data-action="play-again"]').click();
    await ben.waitForURL(`**/play/${rematch}`);
    await ben.locator('[data-me="0"]').waitFor();
    expect(await ben.locator('[data-table]').getAttribute('data-awaiting-me')).toBe('true');
    // back at her old table, Ann is told she is in the rematch (she started it), with the way to it
    await ann.goto(`${stage.server.origin}/play/${game.id}`);
    const offer = ann.locator('[data-play-again]');
    await offer.waitFor();
    expect(await offer.getAttribute('data-play-again')).toBe('open');
    expect(await offer.innerText()).toMatch(/You are in the rematch/);
    expect(await offer.innerText()).not.toMatch(/Another player|Join/);
    expect(await ann.locator('[data-action="open-rematch"]').getAttribute('href')).toBe(`/play/${rematch}`);
    // and "My games" lists Ann's new seat beside the old one, whose rematch she opens rather than joins again
    await ann.goto(`${stage.server.origin}/my-games`);
    await ann.locator(`[data-my-seat="${rematch}"]`).waitFor();
    const old = ann.locator(`[data-my-seat="${game.id}"]`);
    await old.locator('[data-action="open-rematch"]').waitFor();
    expect(await old.locator('[data-action="play-again"]').count()).toBe(0);
    expect(await seriousViolations(ann)).toEqual([]);
    // the finished game's replay keeps its table talk for its players
    await ann.goto(`${stage.server.origin}/replay/${game.id}`);
    await ann.locator('[data-chat] li', { hasText: 'good luck, have fun' }).waitFor({ state: 'attached' });
    expect(await ann.locator('[data-chat] form').count()).toBe(0);
    for (const page of [ann, ben]) await page.context().close();
  }, 90_000);

  it('tells a group chat whose move it is once the host connects its webhook', async () => {
    const posts: { content: string; text: string }[] = [];
    const receiver: Server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        posts.push(JSON.parse(raw));
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    try {
      const port = (receiver.address() as { port: number }).port;
      const game = await api<Created & { host: { url: string } }>('POST', '/api/games', undefined, {
        game: 'avenue-empires',
        seats: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }],
      });
      const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const host = await context.newPage();
      await host.goto(`${stage.server.origin}${game.host.url}`);
      await host.getByLabel('Webhook address (https)').fill(`http://127.0.0.1:${port}/hook`);
      await host.locator('[data-action="connect-webhook"]').click();
      await host.getByText('The group chat is connected').waitFor();
      // everyone chooses at once in Avenue Empires: when all three chose, the next phase waits on each again
      for (const seat of [0, 1, 2]) {
        const token = game.seats[seat]?.token;
        const { version, legalActions } = await api<{ version: number; legalActions: object[] }>('GET', `/api/games/${game.id}/legal-actions`, token);
        await api('POST', `/api/games/${game.id}/actions`, token, { expectedVersion: version, action: legalActions[0], idempotencyKey: `hook-${seat}` });
      }
      await expect.poll(() => posts.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
      expect(posts[0]?.content).toMatch(new RegExp(`^(Ann|Ben|Cy)'s move in Avenue Empires( — round \\d+)?\\. Watch: .*/play/${game.id}$`));
      expect(posts[0]?.text).toBe(posts[0]?.content);
      await context.close();
    } finally {
      await new Promise((r) => receiver.close(r));
    }
  }, 60_000);
});
