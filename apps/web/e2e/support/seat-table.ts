/**
 * One seat's browser tab at the Avenue Empires table, driven through the UI only: read what the table shows
 * (version, phase, hand, who is awaited) and play a random move by clicking enabled controls.
 */
import type { Locator, Page } from 'playwright-core';
import { pickIndex } from './random.ts';

export interface TradePick {
  left: string;
  right: string;
}

export class SeatTable {
  constructor(
    readonly page: Page,
    readonly seat: number,
  ) {}

  get table(): Locator {
    return this.page.locator('[data-table]');
  }

  async version(): Promise<number> {
    return Number(await this.table.getAttribute('data-version'));
  }

  async waitForVersion(version: number, timeout = 20_000): Promise<void> {
    await this.page.locator(`[data-table][data-version="${version}"]`).waitFor({ timeout });
  }

  async phase(): Promise<string> {
    return (await this.table.getAttribute('data-phase')) ?? '';
  }

  async awaitingMe(): Promise<boolean> {
    return (await this.table.getAttribute('data-awaiting-me')) === 'true';
  }

  /** Seats the scoreboard shows as awaited. */
  async awaitedSeats(): Promise<number[]> {
    return this.page
      .locator('[data-player-seat][data-awaited="true"]')
      .evaluateAll((rows) => rows.map((r) => Number((r as HTMLElement).dataset.playerSeat)));
  }

  /** Hand sizes by seat, as the scoreboard shows them. */
  async handCounts(): Promise<number[]> {
    return this.page
      .locator('[data-player-seat]')
      .evaluateAll((rows) => rows.map((r) => Number((r as HTMLElement).dataset.handCount)));
  }

  /** Card ids drawn in this page's hand area. */
  async handIds(): Promise<string[]> {
    return this.page
      .locator('[data-hand] [data-card-id]')
      .evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.cardId ?? ''));
  }

  /** The card names drawn in the hand area, one per card. */
  async handNames(): Promise<string[]> {
    return this.page.locator('[data-hand] [data-card-id] .name').allInnerTexts();
  }

  /** Everything in the hand area, markup included, to look for ids that must not be there. */
  async handHtml(): Promise<string> {
    const hand = this.page.locator('[data-hand]');
    return (await hand.count()) > 0 ? hand.innerHTML() : '';
  }

  private card(id: string): Locator {
    return this.page.locator(`[data-hand] button[data-card-id="${id}"]`);
  }

  /** Plays one random legal move for the current phase; resolves once the table shows the answer. */
  async playOneMove(random: () => number, avoid: TradePick | null = null): Promise<TradePick | null> {
    const phase = await this.phase();
    if (phase === 'trading') return this.trade(random, avoid);
    if (phase === 'building') {
      await this.build(random);
      return null;
    }
    throw new Error(`seat ${this.seat} cannot move in phase ${phase}`);
  }

  /**
   * Select a card, send it to a random enabled neighbour pile, the same for a second card, then confirm. A pair
   * equal to the trade already chosen cannot be confirmed ("Trade chosen"), so it is drawn again: the one given as
   * `avoid`, else the one the piles show (a tab whose polls missed the phase's end still shows its choice).
   */
  async trade(random: () => number, avoid: TradePick | null): Promise<TradePick> {
    const ids = await this.handIds();
    avoid ??= await this.chosenTrade();
    for (;;) {
      const first = ids[pickIndex(random, ids.length)] as string;
      const rest = ids.filter((id) => id !== first);
      const second = rest[pickIndex(random, rest.length)] as string;
      await this.card(first).click();
      const slots = this.page.locator('[data-trade-slot]:enabled');
      const slot = slots.nth(pickIndex(random, await slots.count()));
      const side = (await slot.getAttribute('data-trade-slot')) as 'left' | 'right';
      const pick = side === 'left' ? { left: first, right: second } : { left: second, right: first };
      if (avoid && avoid.left === pick.left && avoid.right === pick.right) {
        await this.card(first).click(); // unselect and draw again
        continue;
      }
      await slot.click();
      await this.card(second).click();
      await this.page.locator(`[data-trade-slot="${side === 'left' ? 'right' : 'left'}"]`).click();
      await this.page.locator('[data-action="confirm-trade"]:enabled').click();
      return pick;
    }
  }

  /** The pair on the two neighbour piles, when both hold a card. */
  private async chosenTrade(): Promise<TradePick | null> {
    const [left, right] = await Promise.all(
      (['left', 'right'] as const).map(async (side) => {
        const card = this.page.locator(`.pile.${side} [data-pile-card]`);
        return (await card.count()) > 0 ? card.getAttribute('data-pile-card') : null;
      }),
    );
    return left && right ? { left, right } : null;
  }

  /** Select a random card, then click a random enabled avenue (which submits). */
  async build(random: () => number): Promise<void> {
    const ids = await this.handIds();
    await this.card(ids[pickIndex(random, ids.length)] as string).click();
    const avenues = this.page.locator('[data-build-avenue]:enabled');
    await avenues.nth(pickIndex(random, await avenues.count())).click();
  }

  /** Until a submission goes out, polls see "nothing new": the tab keeps showing an old version. */
  async freezePolls(): Promise<() => Promise<void>> {
    let frozen = true;
    const views = gameCall('view');
    const actions = gameCall('actions');
    await this.page.route(views, async (route) => {
      if (frozen && route.request().method() === 'GET') return route.fulfill({ status: 304 });
      return route.continue();
    });
    await this.page.route(actions, async (route) => {
      frozen = false;
      return route.continue();
    });
    return async () => {
      await this.page.unroute(views);
      await this.page.unroute(actions);
    };
  }
}

/** Matches `/api/games/:id/<call>` whatever its query (`?logSince=…`), which a glob would have to spell out. */
export function gameCall(call: string): (url: URL) => boolean {
  return (url) => url.pathname.startsWith('/api/games/') && url.pathname.endsWith(`/${call}`) && url.pathname.split('/').length === 5;
}
