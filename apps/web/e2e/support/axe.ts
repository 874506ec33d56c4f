/** axe-core over a page: the serious and critical WCAG 2 A/AA violations, described one per line for a failure message. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Legacy mode runs `axe.run` in the page itself. The default mode runs each frame's part, then opens a blank page of
 * its own to merge them, injecting axe-core (about 0.5 MB) a second time: on a Civ Builder table on a phone (771
 * elements, no frames) that took 2.2–2.7 s a check against 1.2 s in legacy mode, for the same violations and passes
 * (2026-12-06, one chromium, one page, checks run in turn). The app has no frames for the default mode to reach.
 *
 * `resultTypes: ['violations']` has axe describe every node of a violation but only one of each pass, incomplete or
 * inapplicable rule, whose node lists nobody reads here: on an Avenue Empires replay of about 2,000 elements a check
 * took a median 2.5 s against 3.8 s (five of each, alternated on one page, 2026-12-06), and found the same
 * violations with the same nodes (three planted low-contrast texts and images without alt, in both).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id} (${v.nodes.length}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}
