/**
 * The bots' analysis in the replay (issue 50), against the real API server: a short two-seat Arquetect game is played
 * to its end over HTTP (random legal moves, done declared after a few turns), its replay opened on a desktop and on a
 * 390×844 phone; the page waits while the server computes the analysis in the background, then draws one chance line
 * per seat whose cursor follows the step, lists the turning points (each a button to its step) and marks them in the
 * move list. No sideways scrolling on the phone, no serious axe violation. Expects `build/` to exist (`vite build`).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Created, apiOf } from './support/api.ts';
import { artifactShot } from './support/artifact-shot.ts';
import { seriousViolations } from './support/axe.ts';
import { hasChromium } from './support/chromium.ts';
import { phoneContext, sidewaysOverflow } from './support/phone.ts';
import { pickIndex, seededRandom } from './support/random.ts';
import { useStage } from './support/stage.ts';

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));
const NAMES = ['Ann', 'Ben'];
/** How long the server may take to analyse the game (it runs in the background, after the bots' own moves). */
const ANALYSIS_MS = 90_000;

interface Analysis {
  status: string;
  seats: { seat: number; winChance: number[] }[];
  turningPoints: { version: number; seat: number; played: string[]; better: string[]; gain: number }[];
  threshold: number;
}

type Action = { type: string; done?: boolean };

describe.skipIf(!hasChromium)('the bots’ analysis in the replay', () => {
  const stage = useStage({ artifacts });
  const api = apiOf(() => stage.server.origin);
  const shot = (page: Page, name: string, fullPage = false) => artifactShot(page, join(artifacts, `${name}.png`), fullPage);

  /**
   * Plays Arquetect for two to its end: random legal moves (seeded), never declaring done before each seat has had
   * `turns` turns, then declaring it at the first end of a turn.
   */
  async function playShortGame(seed: number, turns = 3): Promise<{ id: string; version: number }> {
    const game = await api<Created>('POST', '/api/games', undefined, { game: 'arquetect', seats: NAMES.map((name) => ({ name })) });
    const random = seededRandom(seed);
    let ended = 0;
    for (let moves = 0; moves < 400; moves++) {
      const watch = await api<{ status: string; awaiting: number[] }>('GET', `/api/games/${game.id}/view`);
      if (watch.status === 'finished') {
        const { version } = await api<{ version: number }>('GET', `/api/games/${game.id}`);
        return { id: game.id, version };
      }
      const seat = watch.awaiting[pickIndex(random, watch.awaiting.length)] as number;
      const token = game.seats[seat]?.token;
      const me = await api<{ version: number; legalActions: Action[] }>('GET', `/api/games/${game.id}/legal-actions`, token);
      const late = ended >= turns * NAMES.length;
      const done = me.legalActions.find((a) => a.type === 'endTurn' && a.done === true);
      const choices = me.legalActions.filter((a) => !(a.type === 'endTurn' && a.done === true));
      const action = late && done ? done : (choices[pickIndex(random, choices.length)] ?? done);
      if (action?.type === 'endTurn') ended++;
      await api('POST', `/api/games/${game.id}/actions`, token, { expectedVersion: me.version, action, idempotencyKey: `analysis-${moves}` });
    }
    throw new Error(`game ${game.id} did not end in 400 moves`);
  }

  /** Waits for the page to show the analysis ready (it polls the server every few seconds meanwhile). */
  async function analysisReady(page: Page): Promise<void> {
    await page.locator('[data-analysis]').waitFor();
    await page.locator('[data-analysis="ready"]').waitFor({ timeout: ANALYSIS_MS });
  }

  const cursorAt = (page: Page) => page.locator('[data-chance-chart] [data-chart-cursor]').getAttribute('data-chart-cursor');

  it('draws each seat’s chances, follows the step and lists the turning points, on a desktop and a phone', async () => {
    const started = Date.now();
    const seed = Number(process.env.TURNPOST_E2E_SEED ?? Date.now() % 1_000_000);
    console.info(`e2e analysis seed ${seed} (set TURNPOST_E2E_SEED to repeat it)`);
    const { id, version } = await playShortGame(seed);
    expect(version).toBeGreaterThan(4);

    // --- A desktop: the replay opens at once, the analysis comes when the server has it.
    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: stage.server.origin });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/replay/${id}?step=0&seat=spectator`);
    await page.locator('[data-replay-step="0"]').waitFor();
    await page.locator('[data-move-list][aria-busy="false"]').waitFor();
    const waiting = await page.locator('[data-analysis]').getAttribute('data-analysis');
    if (waiting !== 'ready') {
      // the score chart and the replay work while the analysis is computed
      expect(await page.locator('[data-analysis-progress]').innerText()).toMatch(/^(Analysis in progress: \d+%|Asking for the bots’ analysis…)$/);
      await shot(page, 'analysis-progress-desktop');
    }
    await analysisReady(page);
    const waited = Math.round((Date.now() - started) / 1000);
    const analysis = await api<Analysis>('GET', `/api/games/${id}/analysis`);
    expect(analysis.status).toBe('ready');
    expect(analysis.seats.map((s) => s.winChance.length), 'a chance per seat for every version').toEqual(NAMES.map(() => version + 1));

    // one line per seat, its cursor on the step
    await expect.poll(() => page.locator('[data-chance-chart] [data-chance-line]').count()).toBe(NAMES.length);
    expect(await page.locator('[data-score-chart] [data-score-line]').count(), 'the score chart beside it').toBe(NAMES.length);
    expect(await cursorAt(page)).toBe('0');
    const description = await page.locator('[data-chance-chart] svg[role="img"] desc').textContent();
    expect(description).toMatch(/^Chances at the end: Ann \d+%, Ben \d+%\./);
    for (const seat of NAMES.keys()) {
      const chance = Math.round((analysis.seats[seat]?.winChance[0] ?? 0) * 100);
      expect(await page.locator(`[data-legend-chance="${seat}"]`).innerText()).toBe(`${chance}%`);
    }
    await page.keyboard.press('ArrowRight');
    await page.locator('[data-replay-step="1"]').waitFor();
    expect(await cursorAt(page), 'the cursor follows the step').toBe('1');
    // a click at the chart's right end goes to the last step
    const hit = page.locator('[data-chance-chart] rect.hit');
    await hit.scrollIntoViewIfNeeded();
    const box = await hit.boundingBox();
    if (!box) throw new Error('no chart to click');
    await hit.click({ position: { x: box.width - 1, y: box.height / 2 } });
    await page.locator(`[data-replay-step="${version}"]`).waitFor();
    expect(await cursorAt(page)).toBe(String(version));
    for (const seat of NAMES.keys()) {
      const chance = Math.round((analysis.seats[seat]?.winChance[version] ?? 0) * 100);
      expect(await page.locator(`[data-legend-chance="${seat}"]`).innerText()).toBe(`${chance}%`);
    }

    // the turning points: listed, each a button to its step, marked in the move list with what was better
    const points = analysis.turningPoints;
    const list = page.locator('[data-turning-points]');
    expect(await list.getAttribute('data-turning-points')).toBe(String(points.length));
    expect(await page.locator('[data-move-list] [data-turning-point]').count()).toBe(points.length);
    if (points.length === 0) {
      const within = `within ${Math.round(analysis.threshold * 100)}% of the best the bots found.`;
      expect(await list.innerText()).toContain(`No turning points: every move was ${within}`);
    }
    for (const point of points) {
      await list.locator(`[data-turning-go="${point.version}"]`).click();
      await page.locator(`[data-replay-step="${point.version}"]`).waitFor();
      expect(await cursorAt(page)).toBe(String(point.version));
      expect(await list.locator(`[data-turning-go="${point.version}"]`).getAttribute('aria-current')).toBe('step');
      const move = page.locator(`[data-move-step="${point.version}"]`);
      expect(await move.getAttribute('aria-selected')).toBe('true');
      expect(await move.locator('[data-turning-badge]').innerText()).toMatch(/^Turning point \+\d+%$/);
      const note = await move.locator(`[data-turning-note="${point.version}"]`).innerText();
      expect(note).toMatch(/A better move here was:|hidden from this view/);
      expect(note, 'names, not @N').not.toMatch(/@\d/);
    }
    expect(await seriousViolations(page), 'the replay with its analysis').toEqual([]);

    // seen as its mover, a turning point quotes both moves in the log's words
    const first = points[0];
    if (first) {
      await page.locator(`[data-perspective="${first.seat}"]`).click();
      await list.locator(`[data-turning-go="${first.version}"]`).click();
      await page.locator(`[data-replay-step="${first.version}"][data-replay-perspective="${first.seat}"]`).waitFor();
      await page.locator('[data-move-list][aria-busy="false"]').waitFor();
      const note = page.locator(`[data-turning-note="${first.version}"]`);
      await expect.poll(() => note.innerText()).toMatch(/A better move here was:/);
      expect(await note.innerText()).toContain(`winning chances for ${NAMES[first.seat]}`);
      await note.scrollIntoViewIfNeeded();
      expect(await seriousViolations(page), 'as the mover').toEqual([]);
    }
    await page.locator('[data-chance-chart]').scrollIntoViewIfNeeded();
    await shot(page, 'analysis-desktop');
    await shot(page, 'analysis-desktop-page', true);
    expect(errors).toEqual([]);
    await context.close();

    // --- A phone: the same, fitting its width.
    const phone = await phoneContext(stage.browser);
    phone.setDefaultTimeout(20_000);
    const small = await phone.newPage();
    const at = points[0]?.version ?? Math.min(2, version);
    await small.goto(`${stage.server.origin}/replay/${id}?step=${at}&seat=spectator`);
    await small.locator(`[data-replay-step="${at}"]`).waitFor();
    await small.locator('[data-move-list][aria-busy="false"]').waitFor();
    await analysisReady(small);
    await expect.poll(() => small.locator('[data-chance-chart] [data-chance-line]').count()).toBe(NAMES.length);
    expect(await cursorAt(small)).toBe(String(at));
    expect(await small.locator('[data-turning-points]').getAttribute('data-turning-points')).toBe(String(points.length));
    expect(await sidewaysOverflow(small), 'no sideways scrolling').toBe(0);
    expect(await seriousViolations(small), 'the replay on a phone').toEqual([]);
    await small.locator('[data-chance-chart]').scrollIntoViewIfNeeded();
    await shot(small, 'analysis-phone');
    await small.locator(`[data-move-step="${at}"]`).scrollIntoViewIfNeeded();
    await shot(small, 'analysis-phone-moves');
    await phone.close();
    console.info(`e2e analysis: ${version} moves, ${points.length} turning points, ready after ${waited} s, ${Math.round((Date.now() - started) / 1000)} s in all`);
  }, 240_000);
});
