/**
 * The final ranking on a 390×844 phone (issue 47, point 7): every column of each game's ranking, tie-breaks
 * included, shows within the screen without scrolling sideways and no cell is cut, for the widest table of each kind
 * (its most seats, names of 11 characters, "(you)" where the kind marks it). The games are played out through the
 * API. Expects `build/`.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiOf, type Created } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { hasChromium } from './support/chromium.ts';
import { phoneContext, sidewaysOverflow } from './support/phone.ts';
import { playOut } from './support/play-out.ts';
import { useStage } from './support/stage.ts';
import { artifactShot } from './support/artifact-shot.ts';

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));
const NAMES = ['Maximiliana', 'Bartholomew', 'Christopher', 'Dominique-A', 'Evangelinea', 'Fitzgeralds'];

describe.skipIf(!hasChromium)('the final ranking on a phone', () => {
  const stage = useStage({ artifacts });
  const api = apiOf(() => stage.server.origin);

  for (const [kind, seats] of [
    ['avenue-empires', 6],
    ['civ-builder', 4],
    ['saltmarket', 4],
    ['arquetect', 6],
  ] as const) {
    it(`shows every column of a ${seats}-seat ${kind} ranking`, async () => {
      const game = await api<Created>('POST', '/api/games', undefined, { game: kind, seats: NAMES.slice(0, seats).map((name) => ({ name })) });
      await playOut(stage.server.origin, game, 47);
      const context = await phoneContext(stage.browser);
      context.setDefaultTimeout(20_000);
      const page = await context.newPage();
      await page.goto(`${stage.server.origin}${game.seats[0]?.url ?? ''}`);
      const ranking = page.locator('[data-game-over] table');
      await ranking.waitFor();
      await ranking.scrollIntoViewIfNeeded();
      const hidden = await ranking.evaluate((table) => {
        const screen = document.documentElement.clientWidth;
        const box = table.parentElement?.getBoundingClientRect();
        const right = Math.min(screen, box?.right ?? screen);
        return [...table.querySelectorAll('th, td')]
          .filter((cell) => {
            const b = cell.getBoundingClientRect();
            return b.right > right + 0.5 || b.left < 0 || cell.scrollWidth > cell.clientWidth + 1;
          })
          .map((cell) => cell.textContent?.trim());
      });
      await artifactShot(page, join(artifacts, `ranking-phone-${kind}.png`));
      expect(hidden, 'cells out of sight or cut').toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }, 240_000);
  }
});
