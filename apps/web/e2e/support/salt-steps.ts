/**
 * Saltmarket as a browser test steers it: which decision steps a move leads to (from the rules' building and
 * character tables), and how one step's action bar sits on a phone (issue 25), measured the same way at every step.
 */
import { CHARACTERS, TOWN_BUILDINGS } from '@turnpost/rules/saltmarket';
import type { Locator, Page } from 'playwright-core';
import { barShare, overflowingElements, seenWithoutScrolling } from './bar-share.ts';
import { sidewaysOverflow } from './phone.ts';

/** The steps a player decides in, besides the move. */
export const DECISIONS = ['GAIN_CHOICE', 'TRADE', 'MARKET_TOP', 'MARKET_SWAP', 'BUY', 'MAY_BUY'] as const;
export type Decision = (typeof DECISIONS)[number];

/** The decisions a move onto `building` may ask for (a starting building: its gain, then the optional buy). */
export function decisionsAt(building: string): Decision[] {
  const town = TOWN_BUILDINGS.find((b) => b.id === building);
  const kinds: string[] = town
    ? town.action.map((e) => e.kind)
    : [CHARACTERS.find((c) => c.startingBuilding.id === building)?.startingBuilding.gain.kind ?? 'GAIN', 'MAY_BUY'];
  return kinds.filter((k): k is Decision => (DECISIONS as readonly string[]).includes(k));
}

/** One look at a step on the phone. */
export interface Measure {
  share: number;
  /** The height the bar's contents would take unscrolled, as a share of the viewport's (above `share`: it scrolls). */
  content: number;
  /** Whether the step's main button was wholly on screen and inside the bar (null: the step has none). */
  mainSeen: boolean | null;
  overflowing: string[];
  sideways: number;
}

export async function measure(page: Page, main: Locator | null): Promise<Measure> {
  return {
    share: Math.round((await barShare(page)) * 1000) / 1000,
    content: await page.evaluate(() => {
      const bar = document.querySelector('[data-action-bar]');
      return bar ? Math.round((bar.scrollHeight / window.innerHeight) * 1000) / 1000 : 0;
    }),
    mainSeen: main ? await seenWithoutScrolling(main.first()) : null,
    overflowing: await overflowingElements(page),
    sideways: await sidewaysOverflow(page),
  };
}

/** The worst look at each step: the largest bar share, main button ever hidden, every overflowing element. */
export class StepReport {
  readonly steps = new Map<string, Measure>();

  add(step: string, m: Measure): Measure {
    const was = this.steps.get(step);
    this.steps.set(
      step,
      was
        ? {
            share: Math.max(was.share, m.share),
            content: Math.max(was.content, m.content),
            mainSeen: was.mainSeen === null ? m.mainSeen : m.mainSeen === null ? was.mainSeen : was.mainSeen && m.mainSeen,
            overflowing: [...new Set([...was.overflowing, ...m.overflowing])],
            sideways: Math.max(was.sideways, m.sideways),
          }
        : m,
    );
    return m;
  }

  toJSON(): Record<string, Measure> {
    return Object.fromEntries(this.steps);
  }
}
