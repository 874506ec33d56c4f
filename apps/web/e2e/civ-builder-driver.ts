/**
 * Plays Civ Builder through the table's UI for the browser tests. A simple policy chooses one of the seat's legal
 * actions (asked of the API, as a bot would), favouring what makes a game move (take stored, attack, steal, build,
 * play, buy, end turn); the page then performs it with the player's clicks only: pick the card (in the hand, a row,
 * a construct, a discard pile in its dialog) and press the button the table lists for that action. A table that
 * does not offer the chosen action fails the test.
 */
import { cardOf } from '@turnpost/rules/civ-builder';
import type { CivAction, CivView } from '@turnpost/rules/civ-builder';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pickIndex } from './support/random.ts';

export interface SeatState {
  version: number;
  view: CivView;
  legalActions: CivAction[];
}

/** Keys in sorted order, so two JSON texts of one action compare equal. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries.sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const warlike = (id: number) => cardOf(id).effects.some((e) => e.kind === 'warfare' || e.kind === 'steal');

export interface Policy {
  /**
   * Never buy the last landmark left in the row and deck: buying it ends the game when the round completes (spec
   * §7), which the policy's taste for landmarks could reach before any attack or steal happened.
   */
  spareLastLandmark?: boolean;
}

/** One legal action by the policy. */
export function chooseAction(state: SeatState, seat: number, random: () => number, policy: Policy = {}): CivAction {
  const legal = state.legalActions;
  const of = <T extends CivAction['type']>(t: T) => legal.filter((a): a is Extract<CivAction, { type: T }> => a.type === t);
  const any = <T>(list: T[]): T | undefined => list[pickIndex(random, list.length)];
  const me = state.view.players[seat];

  const take = any(of('takeStored'));
  if (take) return take;
  const attack = of('attack').sort((a, b) => cardOf(b.card).strength - cardOf(a.card).strength)[0];
  if (attack) return attack;
  const steal = of('steal').sort((a, b) => cardOf(b.card).cost - cardOf(a.card).cost)[0];
  if (steal) return steal;
  // Build: a Builder or Mason anywhere, any person onto a building (small build costs), landmarks with what is left.
  const assigns = of('assign').sort((a, b) => (cardOf(b.card).build?.n ?? 0) - (cardOf(a.card).build?.n ?? 0));
  const assign =
    assigns.find((a) => (cardOf(a.card).build?.n ?? 0) >= 2) ?? assigns.find((a) => cardOf(a.construct).class === 'building') ?? assigns[0];
  if (assign && ((cardOf(assign.card).build?.n ?? 0) >= 2 || cardOf(assign.construct).class === 'building')) return assign;
  const plays = of('play');
  const construct = plays.find((a) => cardOf(a.card).class === 'building' || cardOf(a.card).class === 'landmark');
  if (construct) return construct;
  const hero = plays.find((a) => a.mode === 'use');
  if (hero) return hero;
  const play = plays.find((a) => a.mode === undefined);
  if (play) return play;
  if (assign) return assign;
  const raid = of('raid')[0];
  if (raid) return raid;
  const trash = of('trash').find((a) => a.card !== undefined && cardOf(a.card).type === 'worker' && !me?.hand?.includes(a.card));
  if (trash && random() < 0.5) return trash;
  const ret = of('return')[0];
  if (ret && random() < 0.3) return ret;
  const score = (id: number) => {
    const t = cardOf(id);
    return t.cost + (warlike(id) ? 4 : 0) + (t.class === 'building' && t.cost <= 5 ? 3 : 0) + (t.class === 'landmark' ? 6 : 0);
  };
  const landmarksLeft = state.view.rows.landmark.length + state.view.deckCounts.landmark;
  const spared = (a: Extract<CivAction, { type: 'buy' }>) => !(policy.spareLastLandmark && a.row === 'landmark' && landmarksLeft <= 1);
  const buy = of('buy').filter(spared).sort((a, b) => score(state.view.rows[b.row][b.slot] ?? 0) - score(state.view.rows[a.row][a.slot] ?? 0))[0];
  if (buy) return buy;
  const ends = of('endTurn');
  const storing = ends.filter((a) => (a.store ?? []).length > 0);
  if (storing.length > 0 && random() < 0.6) return any(storing) as CivAction;
  const end = ends.find((a) => (a.store ?? []).length === 0) ?? any(ends);
  if (end) return end;
  throw new Error(`no action for seat ${seat} among ${legal.length}`);
}

const versionOf = async (page: Page) => Number(await page.locator('[data-table]').getAttribute('data-version'));

/** Presses the listed choice that is exactly `action`, in the action bar or the open pile dialog. */
async function pressChoice(page: Page, action: CivAction, where: string) {
  const want = canonical(action);
  const buttons = page.locator(`${where} [data-choice-key]`);
  await buttons.first().waitFor();
  const keys = await buttons.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.choiceKey ?? ''));
  const at = keys.findIndex((k) => canonical(JSON.parse(k)) === want);
  expect(at, `the table offers ${want} (it lists ${keys.join(' | ')})`).toBeGreaterThanOrEqual(0);
  await buttons.nth(at).click();
}

async function pickCard(page: Page, id: number) {
  await page.locator(`[data-table] button[data-card-id="${id}"]`).first().click();
}

async function fromPile(page: Page, seat: number, id: number, action: CivAction) {
  await page.locator(`[data-open-pile="discard-${seat}"]`).click();
  const dialog = page.locator('dialog[open]');
  await dialog.waitFor();
  await dialog.locator(`button[data-card-id="${id}"]`).click();
  await pressChoice(page, action, 'dialog[open]');
}

/** End turn with something still usable asks first (a dialog): the policy has chosen to end, so end anyway. */
async function endAnyway(page: Page, before: number) {
  const confirm = page.locator('dialog[open] [data-action="confirm-end-turn"]');
  await expect.poll(async () => (await versionOf(page)) > before || (await confirm.count()) > 0, { timeout: 10_000 }).toBe(true);
  if ((await confirm.count()) > 0) await confirm.click();
}

/** Performs `action` by clicks on `page` (the seat's own table), then waits for the table to move on. */
export async function perform(page: Page, state: SeatState, seat: number, action: CivAction): Promise<void> {
  const before = await versionOf(page);
  const me = state.view.players[seat];
  const inDiscard = (id: number) => me?.discard.includes(id) ?? false;
  switch (action.type) {
    case 'takeStored':
      for (const id of action.cards) await page.locator(`[data-tick="${id}"]`).click();
      await page.locator('[data-action="confirm-take"]').click();
      break;
    case 'play':
    case 'assign':
      await pickCard(page, action.card);
      await pressChoice(page, action, '[data-action-bar]');
      break;
    case 'trash':
    case 'return': {
      if (action.type === 'trash' && action.card === undefined) {
        await page.locator(`[data-row="${action.row}"] [data-row-slot="${action.slot}"] button`).click();
        await pressChoice(page, action, '[data-action-bar]');
        break;
      }
      const id = action.type === 'return' ? (action.cards[0] as number) : (action.card as number);
      if (inDiscard(id)) await fromPile(page, seat, id, action);
      else {
        await pickCard(page, id);
        await pressChoice(page, action, '[data-action-bar]');
      }
      break;
    }
    case 'buy':
      await page.locator(`[data-row="${action.row}"] [data-row-slot="${action.slot}"] button`).click();
      await pressChoice(page, action, '[data-action-bar]');
      break;
    case 'attack':
      await page.locator(`[data-side-seat="${action.target}"] [data-construct="${action.card}"] button[data-card-id="${action.card}"]`).click();
      await pressChoice(page, action, '[data-action-bar]');
      break;
    case 'steal':
      await fromPile(page, action.from, action.card, action);
      break;
    case 'raid':
      if (action.card === undefined) await pressChoice(page, action, '[data-action-bar]');
      else {
        await pickCard(page, action.card);
        await pressChoice(page, action, '[data-action-bar]');
      }
      break;
    case 'endTurn':
      for (const entry of action.store ?? []) {
        for (const id of entry.cards) await page.locator(`[data-action-bar] [data-store-on="${entry.building}"] [data-store="${cardOf(id).type}"]`).click();
      }
      await page.locator('[data-action="end-turn"]:not(:disabled)').click();
      await endAnyway(page, before);
      break;
    default: {
      const never: never = action;
      throw new Error(`unknown ${String(never)}`);
    }
  }
  await expect.poll(() => versionOf(page), { timeout: 10_000, message: `after ${canonical(action)}` }).toBeGreaterThan(before);
}
