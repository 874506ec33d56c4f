/**
 * A choice half made at the table survives another seat's move: in a simultaneous step the game moves on (a bot or a
 * person elsewhere chose) while this seat is still picking, and the page redraws at the new version. What this seat
 * had picked must stay picked, and its controls must stay usable. Saltmarket's secret setup (a character, then
 * starting goods) at 2 seats, the other seat choosing over HTTP. Expects `build/` to exist.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Created, apiOf } from './support/api.ts';
import { versionOf } from './support/action-bar.ts';
import { hasChromium } from './support/chromium.ts';
import { useStage } from './support/stage.ts';

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

describe.skipIf(!hasChromium)('a choice in progress', () => {
  const stage = useStage({ artifacts });
  const api = apiOf(() => stage.server.origin);

  it('keeps the character and goods picked while another seat chooses its setup', async () => {
    const created = await api<Created>('POST', '/api/games', undefined, {
      game: 'saltmarket',
      seats: [{ name: 'Ann' }, { name: 'Ben' }],
    });
    const [ann, ben] = created.seats;
    if (!ann || !ben) throw new Error('two seats expected');
    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(20_000);
    await context.addInitScript(() => localStorage.setItem('turnpost:poll-ms', '250'));
    const page = await context.newPage();
    await page.goto(new URL(ann.url, stage.server.origin).href);
    await page.locator('[data-table]').waitFor();

    // Ann picks her second character and one good, not yet confirmed
    const character = page.locator('[data-setup-character]').nth(1);
    const id = await character.getAttribute('data-setup-character');
    await character.click();
    await page.locator('[data-goods-picker] button[aria-label$="more"]').first().click();
    const counted = await page.locator('[data-goods-picker] .count').innerText();
    expect(counted).toMatch(/^\(1 of \d\)$/);
    const before = await versionOf(page);

    // meanwhile Ben chooses his (the game moves on a version; it still waits on Ann)
    const ben1 = await api<{ version: number; legalActions: object[] }>('GET', `/api/games/${created.id}/legal-actions`, ben.token);
    await api('POST', `/api/games/${created.id}/actions`, ben.token, {
      expectedVersion: ben1.version,
      action: ben1.legalActions[0],
      idempotencyKey: 'ben-setup',
    });
    await expect.poll(() => versionOf(page)).toBeGreaterThan(before);
    const afterBen = await versionOf(page);

    // Ann's half-made choice is still there, and she can finish it
    await expect.poll(() => page.locator(`[data-setup-character="${id}"]`).getAttribute('aria-checked')).toBe('true');
    expect(await page.locator('[data-goods-picker] .count').innerText()).toBe(counted);
    const more = page.locator('[data-goods-picker] button[aria-label$="more"]:enabled').first();
    while (await more.count()) await more.click();
    await page.locator('[data-action="confirm-setup"]:enabled').click();
    // hers was the last choice: the setup is over
    await expect.poll(() => versionOf(page)).toBeGreaterThan(afterBen);
    await expect.poll(() => page.locator('[data-setup-character]').count()).toBe(0);
    await context.close();
  }, 120_000);
});
