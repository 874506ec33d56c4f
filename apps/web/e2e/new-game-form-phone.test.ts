/**
 * The new-game form's seat rows on narrow screens (issue 47, point 1): at 390 px (a phone) and 600 px (the widest the
 * one-column rule covers) each seat's name field takes most of its row, its label reads on one line, and a typed name
 * shows whole. Expects `build/`.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { hasChromium } from './support/chromium.ts';
import { PHONE, sidewaysOverflow } from './support/phone.ts';
import { useStage } from './support/stage.ts';
import { artifactShot } from './support/artifact-shot.ts';

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

describe.skipIf(!hasChromium)('the new-game form on a narrow screen', () => {
  const stage = useStage({ artifacts });

  for (const width of [PHONE.width, 600]) {
    it(`gives each seat's name field most of its row at ${width} px`, async () => {
      const context = await stage.browser.newContext({ viewport: { width, height: PHONE.height }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto(`${stage.server.origin}/`);
      const name = page.locator('#seat-name-0');
      await name.waitFor();
      await name.fill('Dana');
      const measured = await page.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>('#seat-name-0');
        const label = document.querySelector<HTMLLabelElement>('label[for="seat-name-0"]');
        const row = input?.closest('li');
        if (!input || !label || !row) throw new Error('no seat row');
        const lineHeight = Number.parseFloat(getComputedStyle(label).lineHeight);
        const style = getComputedStyle(input);
        const inner = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return {
          share: input.getBoundingClientRect().width / row.getBoundingClientRect().width,
          labelLines: Math.round(label.getBoundingClientRect().height / lineHeight),
          nameFits: input.scrollWidth <= input.clientWidth && inner > 0,
          innerWidth: inner,
        };
      });
      expect(measured.share, 'the name field’s share of its seat row').toBeGreaterThanOrEqual(0.6);
      expect(measured.labelLines, 'the name’s label on one line').toBe(1);
      expect(measured.nameFits, `"Dana" shows whole (${measured.innerWidth} px for the text)`).toBe(true);
      expect(await sidewaysOverflow(page)).toBe(0);
      await artifactShot(page, join(artifacts, `new-game-form-${width}.png`));
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
