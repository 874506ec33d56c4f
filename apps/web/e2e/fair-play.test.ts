/**
 * Fair play in the browser (issue 27): every kind's table shows the shuffle's commitment from move 0; once the game
 * is over its replay checks the record in a Web Worker ("Shuffle and result verified"), offers it as a file, and the
 * import page refuses a tampered record with the server's message and turns the real one into a verified replay.
 * Prints how long each replay took from page load to the verified badge, and each record's size. Expects `build/`.
 */
import { describe, expect, it } from 'vitest';
import { type Created, apiOf } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { hasChromium } from './support/chromium.ts';
import { PHONE, phoneContext, sidewaysOverflow } from './support/phone.ts';
import { pickIndex, seededRandom } from './support/random.ts';
import { useStage } from './support/stage.ts';
import { noteVerifiedAt, openVerified } from './support/verified-badge.ts';

type Shuffle = { commitment: string; sealedCommitment: string | null };
interface PublicRecord {
  game: { id: string };
  events: { seat: number; action: unknown }[];
}

const KINDS = [
  { game: 'avenue-empires', seats: 3 },
  { game: 'arquetect', seats: 2 },
  { game: 'saltmarket', seats: 2 },
  { game: 'civ-builder', seats: 2 },
] as const;

describe.skipIf(!hasChromium)('fair play: commitments, verified replays, records to download and import', () => {
  const stage = useStage();
  const api = apiOf(() => stage.server.origin);
  const played = new Map<string, { id: string; record: PublicRecord }>();

  /** Plays the game to its end over HTTP: an awaited seat (seeded pick) takes one of its legal actions. */
  async function playToTheEnd(game: Created, seed: number): Promise<void> {
    const random = seededRandom(seed);
    let { awaiting } = await api<{ awaiting: number[] }>('GET', `/api/games/${game.id}/view`);
    for (let moves = 0; awaiting.length > 0; moves++) {
      if (moves > 3000) throw new Error(`game ${game.id} did not end in 3000 moves`);
      const token = game.seats[awaiting[pickIndex(random, awaiting.length)] as number]?.token;
      const { version, legalActions } = await api<{ version: number; legalActions: object[] }>('GET', `/api/games/${game.id}/legal-actions`, token);
      const action = legalActions[pickIndex(random, legalActions.length)];
      ({ awaiting } = await api<{ awaiting: number[] }>('POST', `/api/games/${game.id}/actions`, token, { expectedVersion: version, action, idempotencyKey: `fp-${version}` }));
    }
  }

  it('shows each kind’s commitment from move 0, and verifies each finished game in the browser', async () => {
    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('turnpost:poll-ms', '250'));
    await context.addInitScript(noteVerifiedAt);
    const page = await context.newPage();
    const games = await Promise.all(
      KINDS.map(({ game, seats }) =>
        api<Created>('POST', '/api/games', undefined, { game, seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i + 1}` })) }),
      ),
    );
    for (const [i, game] of games.entries()) {
      const { shuffle } = await api<{ shuffle: Shuffle }>('GET', `/api/games/${game.id}/view`);
      await page.goto(`${stage.server.origin}${game.seats[0]?.url}`);
      const shown = page.locator('[data-fair-play="committed"]');
      await shown.waitFor();
      expect(await page.locator('[data-table]').getAttribute('data-version')).toBe('0');
      expect(await shown.innerText()).toContain(`Shuffle committed before the first move · ${shuffle.commitment.slice(0, 12)}`);
      expect(await shown.locator('[data-commitment]').getAttribute('title')).toBe(shuffle.commitment);
      expect(shuffle.commitment, KINDS[i]?.game).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await Promise.all(games.map((game, i) => playToTheEnd(game, 27 + i)));
    // the last table is still open: its next poll finds the game over, and it checks the record there too
    await page.locator('[data-fair-play="verified"]', { hasText: 'Shuffle and result verified' }).waitFor({ timeout: 20_000 });

    for (const [i, game] of games.entries()) {
      const kind = KINDS[i]?.game as string;
      const text = await (await fetch(`${stage.server.origin}/api/games/${game.id}/record`)).text();
      const record = JSON.parse(text) as PublicRecord;
      played.set(kind, { id: game.id, record });
      const at = await openVerified(page, `${stage.server.origin}/replay/${game.id}`);
      console.log(
        `${kind}: ${record.events.length} moves, record ${Buffer.byteLength(text)} bytes; verified ${at.badge} ms after the page's start, ` +
          `${at.badge - at.record} ms after its record arrived, ${at.inWorker} ms of that replaying in the worker`,
      );
      expect(await page.locator('[data-check-status="failed"]').count()).toBe(0);
    }
    await context.close();
  }, 120_000);

  it('offers the record as a file, and fits and passes axe on a phone with its checks unfolded', async () => {
    const { id } = played.get('saltmarket') ?? { id: '' };
    const context = await phoneContext(stage.browser);
    const page = await context.newPage();
    await openVerified(page, `${stage.server.origin}/replay/${id}`);
    const download = page.locator('[data-action="download-record"]');
    expect(await download.getAttribute('href')).toBe(`/api/games/${id}/record?download=1`);
    expect(await download.getAttribute('download')).not.toBeNull();
    const res = await fetch(`${stage.server.origin}/api/games/${id}/record?download=1`);
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="turnpost-saltmarket-/);
    await page.locator('[data-fair-play-panel] summary').click();
    // Saltmarket keeps a part of its deal hidden forever: said as such among the checks
    await page.locator('[data-check-status="hidden"]', { hasText: 'Hidden by the rules:' }).waitFor();
    expect(await page.locator('[data-commitment-full]').innerText()).toMatch(/^[0-9a-f]{64}$/);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect((await page.locator('[data-fair-play-panel]').boundingBox())?.width).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 60_000);

  it('refuses a tampered record with the server’s message, and imports the real one as a verified replay', async () => {
    const { id, record } = played.get('avenue-empires') ?? { id: '', record: { game: { id: '' }, events: [] } };
    const tampered = structuredClone(record);
    const i = Math.floor(tampered.events.length / 2);
    const moved = tampered.events[i] as { seat: number; action: unknown };
    moved.action = tampered.events.find((e) => e.seat === moved.seat && JSON.stringify(e.action) !== JSON.stringify(moved.action))?.action;
    const refused = await fetch(`${stage.server.origin}/api/games/import`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(tampered) });
    expect(refused.status).toBe(400);
    const { message } = (await refused.json()) as { message: string };
    expect(message).toMatch(/^This record cannot be imported: /);

    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stage.server.origin}/replay/${id}`);
    await page.locator('[data-action="import-link"]').click();
    await page.waitForURL('**/import');
    await page.locator('[data-record-file]').setInputFiles({ name: 'tampered.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(tampered)) });
    await page.locator('[data-action="import-game"]').click();
    await expect.poll(() => page.locator('[role="alert"]').textContent()).toBe(message);
    expect(await seriousViolations(page)).toEqual([]);

    // the real record as another server's (its game's id there), pasted instead: a new game here, its replay verified,
    // telling where it was played (the record of a game kept here leads to that game itself)
    const elsewhere = `elsewhere-${id}`;
    await page.getByRole('button', { name: 'Remove the file' }).click();
    await page.locator('[data-record-text]').fill(JSON.stringify({ ...record, game: { ...record.game, id: elsewhere } }));
    const started = Date.now();
    await page.locator('[data-action="import-game"]').click();
    await page.waitForURL((url) => url.pathname.startsWith('/replay/') && !url.pathname.endsWith(`/${id}`));
    await page.locator('[data-fair-play="verified"]', { hasText: 'Shuffle and result verified' }).waitFor({ timeout: 20_000 });
    console.log(`import of avenue-empires: replay verified ${Date.now() - started} ms after "Import game"`);
    await page.locator('[data-imported-from]', { hasText: `Imported game (played elsewhere as ${elsewhere})` }).waitFor();
    await context.close();
  }, 60_000);
});
