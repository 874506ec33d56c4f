/**
 * One seat's browser tab at the Arquetect table, driven through the UI only: it reads what the table shows (step,
 * the hand, the other hands' visible faces) and plays moves by clicking the enabled controls, with seeded random
 * picks. Version, awaited seats, hand counts and the hand area come from the shared `SeatTable`.
 */
import type { Locator } from 'playwright-core';
import { pickIndex } from './random.ts';
import { SeatTable } from './seat-table.ts';

export type Mode = 'gift' | 'offerTrade' | 'useAbility';

export class ArquetectSeat extends SeatTable {
  /** The step the table shows: act, respond, decide, place, endTurn or gameOver. */
  async step(): Promise<string> {
    return this.phase();
  }

  /** The act modes offered now (only those with legal actions appear). */
  async modes(): Promise<Mode[]> {
    return (await this.page.locator('[data-mode]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.mode))) as Mode[];
  }

  /** The visible faces (names) of another seat's hand row: only its outward cards. */
  async otherFaces(seat: number): Promise<string[]> {
    return this.page
      .locator(`[data-cities] [data-other-hand="${seat}"] [data-slot-face]`)
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.slotFace ?? ''));
  }

  /** Card ids shown anywhere in the other seats' rows (must be none: only backs and outward names). */
  async idsInOtherRows(): Promise<number> {
    return this.page.locator('[data-other-hand] [data-card-id]').count();
  }

  private async clickRandom(locator: Locator, random: () => number): Promise<void> {
    const count = await locator.count();
    if (count === 0) throw new Error(`seat ${this.seat}: nothing to click for ${locator}`);
    await locator.nth(pickIndex(random, count)).click();
  }

  private enabledHandCards(): Locator {
    return this.page.locator('[data-hand] button[data-card-id]:enabled');
  }

  private async chooseMode(mode: Mode): Promise<void> {
    const button = this.page.locator(`[data-mode="${mode}"]`);
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  }

  /** Picks `count` cards in the hand (fewer if the enabled ones run out), as for an offer or a counter-offer. */
  private async pickCards(random: () => number, count: number): Promise<void> {
    for (let k = 0; k < count; k++) {
      const free = this.page.locator('[data-hand] button[data-card-id][aria-pressed="false"]:enabled');
      if ((await free.count()) === 0) return;
      await this.clickRandom(free, random);
    }
  }

  /** Gift: a card, a recipient (or `to`), a gap in their hand, confirm. Resolves once the click went out. */
  async gift(random: () => number, to?: number): Promise<void> {
    await this.chooseMode('gift');
    await this.clickRandom(this.enabledHandCards(), random);
    await this.clickRandom(this.page.locator(to === undefined ? '[data-recipient]' : `[data-recipient="${to}"]`), random);
    await this.clickRandom(this.page.locator('[data-controls="act"] [data-other-hand] [data-gap]'), random);
    await this.page.locator('[data-confirm="gift"]:enabled').click();
  }

  /** The gift's confirm button, once everything is picked (for sending it twice). */
  confirm(mode: Mode): Locator {
    return this.page.locator(`[data-confirm="${mode}"]:enabled`);
  }

  /** Gift without confirming (the caller confirms). */
  async prepareGift(random: () => number): Promise<void> {
    await this.chooseMode('gift');
    await this.clickRandom(this.enabledHandCards(), random);
    await this.clickRandom(this.page.locator('[data-recipient]'), random);
    await this.clickRandom(this.page.locator('[data-controls="act"] [data-other-hand] [data-gap]'), random);
  }

  /** Offer 1–3 cards to `to` (or a random addressee). */
  async offer(random: () => number, to?: number): Promise<void> {
    await this.chooseMode('offerTrade');
    await this.pickCards(random, 1 + pickIndex(random, 3));
    await this.clickRandom(this.page.locator(to === undefined ? '[data-addressee]' : `[data-addressee="${to}"]`), random);
    await this.page.locator('[data-confirm="offerTrade"]:enabled').click();
  }

  /** Use a random event's ability, answering each asked field with a random enabled choice. */
  async ability(random: () => number): Promise<string> {
    await this.chooseMode('useAbility');
    await this.clickRandom(this.page.locator('[data-ability-card]'), random);
    const used = (await this.page.locator('[data-ability-card][aria-pressed="true"] strong').innerText()).trim();
    for (let guard = 0; guard < 8; guard++) {
      if ((await this.confirm('useAbility').count()) > 0) break;
      const field = await this.page.locator('[data-controls="act"] [data-state="now"]').first().getAttribute('data-field');
      switch (field) {
        case 'target':
          await this.clickRandom(this.page.locator('[data-target]'), random);
          break;
        case 'index': {
          const slots = this.page.locator('[data-controls="act"] [data-slot-pick]');
          await this.clickRandom((await slots.count()) > 0 ? slots : this.page.locator('[data-hand] [data-swap]'), random);
          break;
        }
        case 'insertAt':
          await this.clickRandom(this.page.locator('[data-hand] [data-gap]'), random);
          break;
        case 'remove':
        case 'give':
          await this.clickRandom(this.enabledHandCards(), random);
          break;
        case 'take':
          await this.clickRandom(this.page.locator('[data-take]'), random);
          break;
        default:
          throw new Error(`seat ${this.seat}: unexpected ability field ${field}`);
      }
    }
    await this.confirm('useAbility').click();
    return used;
  }

  async decline(): Promise<void> {
    await this.page.locator('[data-action="decline"]:enabled').click();
  }

  /** Counter-offer 1–3 random cards of the hand. */
  async counter(random: () => number): Promise<void> {
    await this.pickCards(random, 1 + pickIndex(random, 3));
    await this.page.locator('[data-action="counter"]:enabled').click();
  }

  /** Put every received card into a random gap of the preview. */
  private async arrange(random: () => number): Promise<void> {
    for (let guard = 0; guard < 4; guard++) {
      const gaps = this.page.locator('[data-placement-preview] [data-gap]');
      if ((await gaps.count()) === 0) return;
      await this.clickRandom(gaps, random);
    }
  }

  async accept(random: () => number): Promise<void> {
    await this.arrange(random);
    await this.page.locator('[data-action="accept"]:enabled').click();
  }

  async reject(): Promise<void> {
    await this.page.locator('[data-action="reject"]:enabled').click();
  }

  async place(random: () => number): Promise<void> {
    await this.arrange(random);
    await this.page.locator('[data-action="place"]:enabled').click();
  }

  async endTurn(done: boolean): Promise<void> {
    await this.page.locator(done ? '[data-action="declare-done"]:enabled' : '[data-action="end-turn"]:enabled').click();
  }

  /** Turns taken by `seat`, from the players panel ("3/10 turns"). */
  async turnsTaken(seat: number): Promise<number> {
    const text = await this.page.locator(`[data-player-seat="${seat}"] .facts`).innerText();
    return Number(/(\d+)\/\d+ turns/.exec(text)?.[1] ?? 0);
  }
}
