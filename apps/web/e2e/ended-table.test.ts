/**
 * A game that ended early reads as ended everywhere (issue 47, point 2): a phone's table that had not yet heard its
 * host end the game still offers a move; the tap that follows is told the game ended (not "someone acted just before
 * you"), and from then on the banner, the tab's title, the action bar and the end of the table all say it ended, with
 * no "Play again" at the table or on "My games". Expects `build/`.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Created, apiOf } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { hasChromium } from './support/chromium.ts';
import { phoneContext } from './support/phone.ts';
import { useStage } from './support/stage.ts';
import { artifactShot } from './support/artifact-shot.ts';

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

describe.skipIf(!hasChromium)('a table whose game ended early', () => {
  const stage = useStage({ artifacts });
  const api = apiOf(() => stage.server.origin);

  it('says the game ended, in the banner, the title, the bar, the toast and on My games, and offers no rematch', async () => {
    const game = await api<Created & { host: { token: string }; awaiting: number[] }>('POST', '/api/games', undefined, {
      game: 'civ-builder',
      seats: [{ name: 'Ann' }, { name: 'Ben' }],
    });
    const context = await phoneContext(stage.browser);
    context.setDefaultTimeout(15_000);
    // a table that does not poll for ten minutes: it hears of the end only from its own next request
    await context.addInitScript(() => localStorage.setItem('turnpost:poll-ms', '600000'));
    const page = await context.newPage();
    // the player whose turn it is (Civ Builder's first player is drawn at random)
    await page.goto(`${stage.server.origin}${game.seats[game.awaiting[0] ?? 0]?.url}`);
    const endTurn = page.locator('[data-action="end-turn"]');
    await endTurn.waitFor();
    expect(await page.title()).toMatch(/^● Your move/);

    await api('POST', `/api/games/${game.id}/host/abandon`, game.host.token);
    await endTurn.click();
    const confirm = page.locator('[data-action="confirm-end-turn"]');
    if (await confirm.isVisible().catch(() => false)) await confirm.click();

    const toast = page.locator('[data-notice]');
    await toast.waitFor();
    expect(await toast.innerText()).not.toMatch(/acted just before you/);
    expect(await toast.innerText()).toMatch(/game has ended/i);
    await page.locator('[data-abandoned]').waitFor();
    const banner = page.locator('[data-banner]');
    expect(await banner.getAttribute('data-ended')).toBe('abandoned');
    expect(await banner.locator('.message').innerText()).toMatch(/ended early/);
    expect(await banner.innerText()).not.toMatch(/your (turn|move)/i);
    expect(await page.title()).toMatch(/^Ended early · Civ Builder/);
    expect(await page.locator('[data-action-bar]').count()).toBe(0);
    expect(await page.locator('[data-play-again]').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await artifactShot(page, join(artifacts, 'ended-table-abandoned.png'));

    await page.goto(`${stage.server.origin}/my-games`);
    const card = page.locator(`[data-my-seat="${game.id}"]`);
    await card.locator('[data-state="abandoned"]').waitFor();
    expect(await card.locator('[data-action="play-again"]').count()).toBe(0);
    await context.close();
  }, 60_000);
});
