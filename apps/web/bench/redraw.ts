/**
 * `npm run bench:redraw -w @turnpost/web -- <kind> [width] [versions] [seats]` (after `npm run build -w
 * @turnpost/web`): what one new version of a table costs chromium's main thread. A real server (its own database;
 * embedded PGlite unless DATABASE_URL is set) holds a new game of `kind` at `seats` (the kind's fewest by default);
 * seat 0's table is open at `width` px (390 by default), polling every 250 ms as the browser tests' tables do, while
 * random legal moves of the awaited seats go in over HTTP, `versions` of them (40 by default), each waited for at the
 * table. Prints CDP's `Performance.getMetrics` per version: the main thread's tasks, and of them script, layout and
 * style (docs/performance.md, "a phone table's redraw").
 */
import type { Page } from 'playwright-core';
import { engineFor, engines } from '@turnpost/rules';
import { startApiServer } from '../e2e/support/api-server.ts';
import { launchChromium } from '../e2e/support/chromium.ts';

const [kind = '', width = '390', versions = '40', seatsArg] = process.argv.slice(2);
const engine = engineFor(kind);
if (!engine) {
  console.error(`Usage: npm run bench:redraw -w @turnpost/web -- <kind> [width] [versions] [seats]; kinds: ${engines.map((e) => e.id).join(', ')}`);
  process.exit(2);
}
const wanted = Number(versions);
const seats = Number(seatsArg ?? engine.seats.min);

const server = await startApiServer();
async function api<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(new URL(path, server.origin), {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const game = await api<{ id: string; seats: { url: string; token: string }[] }>('POST', '/api/games', undefined, {
  game: kind,
  seats: Array.from({ length: seats }, (_, seat) => ({ name: `Player ${seat + 1}` })),
});
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: Number(width), height: 844 } });
  await context.addInitScript(() => localStorage.setItem('turnpost:poll-ms', '250'));
  const page: Page = await context.newPage();
  await page.goto(new URL(game.seats[0]?.url ?? '', server.origin).href);
  await page.locator('[data-table]').waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () => new Map((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));

  const before = await metrics();
  let drawn = 0;
  for (let tries = 0; tries < wanted * 10 && drawn < wanted; tries++) {
    const summary = await api<{ status: string; seats: { seat: number; awaited: boolean }[] }>('GET', `/api/games/${game.id}`);
    if (summary.status !== 'active') break;
    const seat = summary.seats.find((s) => s.awaited)?.seat ?? 0;
    const token = game.seats[seat]?.token;
    const { version, legalActions } = await api<{ version: number; legalActions: object[] }>('GET', `/api/games/${game.id}/legal-actions`, token);
    const action = legalActions[Math.floor(Math.random() * legalActions.length)];
    if (!action) continue;
    await api('POST', `/api/games/${game.id}/actions`, token, { expectedVersion: version, action, idempotencyKey: `redraw-${version}-${seat}` });
    await page.locator(`[data-table][data-version="${version + 1}"]`).waitFor();
    drawn++;
  }
  const after = await metrics();
  const perVersion = (name: string) => ((((after.get(name) ?? 0) - (before.get(name) ?? 0)) * 1000) / drawn).toFixed(1);
  console.log(
    `${kind} at ${seats} seats, ${width} px, ${drawn} versions, per version: main thread's tasks ${perVersion('TaskDuration')} ms ` +
      `(script ${perVersion('ScriptDuration')}, layout ${perVersion('LayoutDuration')}, style ${perVersion('RecalcStyleDuration')})`,
  );
} finally {
  await browser.close();
  await server.stop();
}
