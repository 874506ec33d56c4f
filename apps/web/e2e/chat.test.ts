/**
 * Table talk in the browser (issue 28): two seats exchange messages at their tables (the other's arrives with the next
 * poll, counted as new until read), and a spectator sees no chat at all. Expects `build/` to exist.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Created, apiOf } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { hasChromium } from './support/chromium.ts';
import { useStage } from './support/stage.ts';

describe.skipIf(!hasChromium)('chat at the table', () => {
  const stage = useStage();
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
    expect(await ben.locator('[data-chat-new]').count()).toBe(0);
    await say(ben, 'Deal <b>if</b> you add a Shop.');
    // Ann's panel is open: the answer shows as read, as plain text (no markup taken from a message)
    await ann.locator('[data-chat] li', { hasText: 'Deal <b>if</b> you add a Shop.' }).waitFor({ timeout: 5_000 });
    expect(await ann.locator('[data-chat] li b').count()).toBe(0);
    expect(await ann.locator('[data-chat-new]').count()).toBe(0);
    expect(await seriousViolations(ann)).toEqual([]);

    // the spectator's table has no chat, and its view of the game carries none
    await watcher.waitForTimeout(500);
    expect(await watcher.locator('[data-chat]').count()).toBe(0);
    expect((await api<{ chat: unknown }>('GET', `/api/games/${game.id}/view`)).chat).toBeNull();
    for (const page of [ann, ben, watcher]) await page.context().close();
  }, 60_000);
});
