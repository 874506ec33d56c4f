/**
 * The rules pages in the browser: `/rules`, every kind's `/rules/<kind>` at desktop and phone width, against the
 * built app served by the real API. What the page must show is read from each registered kind's guide in the rules
 * package, so a card added to a kind's table must appear on its page. Expects `build/` to exist (`npm test` runs
 * `vite build` first).
 */
import { engines } from '@turnpost/rules';
import { type Guide, guideCards, plainText } from '@turnpost/rules/core/guide';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiServer, startApiServer } from './support/api-server.ts';
import { seriousViolations } from './support/axe.ts';
import { hasChromium, launchChromium } from './support/chromium.ts';
import { phoneContext, sidewaysOverflow } from './support/phone.ts';

/** Every kind's guide, from its own folder (`@turnpost/rules/<kind>/guide`). */
const guides: Guide<unknown>[] = await Promise.all(
  engines.map(async (engine) => ((await import(`@turnpost/rules/${engine.id}/guide`)) as { guide: Guide<unknown> }).guide),
);

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Heading levels in document order: one h1, and no level skipped on the way down. */
async function headingProblems(page: Page): Promise<string[]> {
  const levels = await page.$$eval('h1, h2, h3, h4, h5, h6', (hs) => hs.map((h) => Number(h.tagName.slice(1))));
  const problems: string[] = [];
  if (levels.filter((l) => l === 1).length !== 1) problems.push(`expected one h1, got levels ${levels.join(',')}`);
  levels.forEach((level, i) => {
    const before = i === 0 ? 0 : (levels[i - 1] ?? 0);
    if (level > before + 1) problems.push(`h${level} after h${before} (heading ${i + 1})`);
  });
  return problems;
}

describe.skipIf(!hasChromium)('the rules pages', () => {
  let server: ApiServer | undefined;
  let browser: Browser | undefined;
  let desktop: BrowserContext | undefined;
  let phone: BrowserContext | undefined;

  beforeAll(async () => {
    server = await startApiServer();
    browser = await launchChromium();
    desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    phone = await phoneContext(browser);
    for (const context of [desktop, phone]) context.setDefaultTimeout(20_000);
  });

  afterAll(async () => {
    await browser?.close().catch(() => {});
    await server?.stop();
  });

  async function open(context: BrowserContext | undefined, path: string): Promise<Page> {
    if (!context || !server) throw new Error('no browser or server');
    const page = await context.newPage();
    await page.goto(`${server.origin}${path}`);
    await page.locator('h1').first().waitFor();
    return page;
  }

  it('lists every game on /rules, linking its rules page', async () => {
    for (const context of [desktop, phone]) {
      const page = await open(context, '/rules');
      expect(squash(await page.locator('h1').textContent())).toBe('How to play');
      for (const guide of guides) {
        await expect(page.locator(`a[href="/rules/${guide.kind}"]`).textContent()).resolves.toBe(guide.title);
      }
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    }
  });

  for (const guide of guides) {
    for (const width of ['desktop', 'phone'] as const) {
      it(`shows the whole ${guide.title} guide at ${width} width`, async () => {
        const page = await open(width === 'desktop' ? desktop : phone, `/rules/${guide.kind}`);
        expect(squash(await page.locator('h1').textContent())).toBe(guide.title);

        // Read in one call each (a locator per card took a round trip to the page per line: ~10 s a guide).
        const sections = guide.sections.flatMap((s) => [s, ...(s.subsections ?? [])]);
        const headings = await page.evaluate(
          (ids) => ids.map((id) => document.getElementById(`${id}-heading`)?.textContent ?? null),
          sections.map((s) => s.id),
        );
        expect(headings.map(squash), 'the section headings').toEqual(sections.map((s) => s.heading));

        // Every card of the rules package's table, with its rule (and ability) as the package words it.
        const cards = guideCards(guide);
        expect(await page.locator('[data-card]').count()).toBe(cards.length);
        const shown = await page.evaluate(
          (ids) =>
            ids.map((id) => {
              const entry = document.getElementById(`card-${id}`);
              const text = (selector: string) => entry?.querySelector(selector)?.textContent ?? null;
              return { name: text('h4'), text: text('[data-card-text]'), ability: text('[data-card-ability]') };
            }),
          cards.map((card) => card.id),
        );
        // a card without an ability: nothing is asserted of its ability line, as before
        const read = shown.map((card, i) => ({
          name: squash(card.name),
          text: squash(card.text),
          ...(cards[i]?.ability ? { ability: squash(card.ability) } : {}),
        }));
        expect(read).toEqual(
          cards.map((card) => ({
            name: card.name,
            text: plainText(card.text),
            ...(card.ability ? { ability: `Ability: ${plainText(card.ability)}` } : {}),
          })),
        );

        // The scoring example's total, computed by the game's scoring function, and each line's points.
        const total = page.locator('[data-example-total]');
        expect(await total.getAttribute('data-example-total')).toBe(String(guide.example.total));
        expect(squash(await total.textContent())).toMatch(new RegExp(`^${guide.example.total} ${guide.scoreUnit}$`));
        expect(await page.locator('.lines li').count()).toBe(guide.example.lines.length);

        const terms = await page.locator('#glossary dl dt').allTextContents();
        expect(terms.map(squash)).toEqual(guide.glossary.map((g) => g.term));

        expect(await headingProblems(page)).toEqual([]);
        expect(await sidewaysOverflow(page)).toBe(0);
        expect(await seriousViolations(page)).toEqual([]);
        await page.close();
      });
    }
  }

  it('opens a linked card in view', async () => {
    const page = await open(phone, '/rules/arquetect#card-fire');
    const fire = page.locator('#card-fire');
    await fire.waitFor();
    await expect.poll(() => fire.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(844);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.close();
  });

  it('links every game’s rules from the home page, which is axe-clean and fits a phone', async () => {
    for (const context of [desktop, phone]) {
      const page = await open(context, '/');
      for (const guide of guides) {
        const link = page.locator(`.rules-links a[href="/rules/${guide.kind}"]`);
        expect(squash(await link.textContent())).toBe(guide.title);
      }
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    }
  });

  it('answers an unknown game with a clear message and the games it knows', async () => {
    expect(guides.find((guide) => guide.kind === 'chess')).toBeUndefined();
    const page = await open(phone, '/rules/chess');
    expect(squash(await page.locator('h1').textContent())).toBe('No rules for “chess”');
    for (const guide of guides) {
      expect(squash(await page.locator(`main a[href="/rules/${guide.kind}"]`).textContent())).toBe(guide.title);
    }
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
