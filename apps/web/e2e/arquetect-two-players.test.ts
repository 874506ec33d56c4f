/**
 * Arquetect with two players left (issue 47, point 8): the rules let either end the game at the end of any of their
 * turns by declaring done (only one would be left), so a phone's banner says so from the first turn on ("of at most
 * 10"), naming who may end it now; with three still playing it says nothing of the kind. The moves go through the
 * API, as the other player's browser would send them. Expects `build/`.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Created, apiOf } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { hasChromium } from './support/chromium.ts';
import { phoneContext } from './support/phone.ts';
import { openSeat } from './support/seat-page.ts';
import { useStage } from './support/stage.ts';
import { artifactShot } from './support/artifact-shot.ts';

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

type Action = { type: string; done?: boolean };

describe.skipIf(!hasChromium)('Arquetect with two players left', () => {
  const stage = useStage({ artifacts });
  const api = apiOf(() => stage.server.origin);

  /** Seat `seat` plays its first legal action, or the end of its turn as `done` says when it is there. */
  async function play(game: Created, seat: number, done = false): Promise<void> {
    const token = game.seats[seat]?.token;
    const { version, legalActions } = await api<{ version: number; legalActions: Action[] }>('GET', `/api/games/${game.id}/legal-actions`, token);
    const action = legalActions.find((a) => a.type === 'endTurn' && a.done === done) ?? legalActions[0];
    await api('POST', `/api/games/${game.id}/actions`, token, { expectedVersion: version, action, idempotencyKey: `${seat}-${version}` });
  }

  /** The whole turn of `seat` (any answer to an offer by the player asked), ended `done` or not. */
  async function turn(game: Created, seat: number, done: boolean): Promise<void> {
    for (let i = 0; i < 10; i++) {
      const { view, awaiting } = await api<{ view: { step: string }; awaiting: number[] }>('GET', `/api/games/${game.id}/view`);
      const mover = awaiting[0] as number;
      await play(game, mover, done);
      if (view.step === 'endTurn' && mover === seat) return;
    }
    throw new Error('a turn of more than 10 moves');
  }

  it('warns from the first turn that either player may end the game by declaring done, and names who may now', async () => {
    const game = await api<Created>('POST', '/api/games', undefined, { game: 'arquetect', seats: [{ name: 'Ann' }, { name: 'Ben' }] });
    const context = await phoneContext(stage.browser);
    const errors: string[] = [];
    const page = await openSeat(context, `${stage.server.origin}${game.seats[0]?.url}`, errors);
    const banner = page.locator('[data-banner]');
    const warning = banner.locator('[data-may-end]');
    await warning.waitFor();
    expect(await warning.innerText()).toMatch(/you or Ben may end the game by declaring done at the end of a turn/);
    expect(await banner.innerText()).toMatch(/Your turn 1 of at most 10/);
    expect(await seriousViolations(page)).toEqual([]);
    await artifactShot(page, join(artifacts, 'arquetect-two-players-your-turn.png'));

    // Ann's turn ends (not done): now Ben may end the game at the end of his
    await turn(game, 0, false);
    await expect.poll(() => warning.innerText()).toMatch(/Ben may end the game at the end of this turn/);
    expect(await banner.innerText()).toMatch(/Ben’s turn 1 of at most 10/);
    expect(await seriousViolations(page)).toEqual([]);
    await artifactShot(page, join(artifacts, 'arquetect-two-players-ben-may-end.png'));

    // and he does: the game is over, and the warning gone
    await turn(game, 1, true);
    await page.locator('[data-game-over]').waitFor();
    expect(await warning.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('says nothing of the kind while three still play', async () => {
    const game = await api<Created>('POST', '/api/games', undefined, {
      game: 'arquetect',
      seats: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }],
    });
    const context = await phoneContext(stage.browser);
    const page = await openSeat(context, `${stage.server.origin}${game.seats[0]?.url}`, []);
    await page.locator('[data-banner] [data-turn]').waitFor();
    expect(await page.locator('[data-may-end]').count()).toBe(0);
    expect(await page.locator('[data-banner]').innerText()).toMatch(/Your turn 1 of 10/);
    await context.close();
  }, 60_000);
});
