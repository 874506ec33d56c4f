import { performance } from 'node:perf_hooks';
import { expandChoices, Rng } from '@turnpost/rules';
import { bodyOf, openTestApp } from '../src/testing.ts';

/**
 * `npm run bench -w @turnpost/api`: server-side latency of the hot calls, in-process (app.request), against the
 * PostgreSQL of DATABASE_URL (else PGlite). Plays a 6-seat Avenue Empires game, timing each call.
 */
const t = await openTestApp();
const stats: Record<string, number[]> = { 'unchanged poll (304)': [], 'view (200)': [], 'submit action': [] };
const time = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
  const t0 = performance.now();
  const result = await work();
  stats[name]?.push(performance.now() - t0);
  return result;
};

const created = await bodyOf(
  await t.call('POST', '/api/games', {
    body: { game: 'avenue-empires', seats: ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => ({ name })) },
  }),
);
const rng = Rng.fromSeed('bench');
for (;;) {
  const spectator = await bodyOf(await t.call('GET', `/api/games/${created.id}/view`));
  if (spectator.status === 'finished') break;
  const seat = spectator.awaiting[rng.int(0, spectator.awaiting.length - 1)];
  const token = created.seats[seat].token;
  const me = await time('view (200)', async () => bodyOf(await t.call('GET', `/api/games/${created.id}/view`, { token })));
  for (let i = 0; i < 5; i++) {
    const res = await time('unchanged poll (304)', () =>
      t.call('GET', `/api/games/${created.id}/view`, { token, headers: { 'If-None-Match': `"v${me.version}"` } }),
    );
    if (res.status !== 304) throw new Error(`expected 304, got ${res.status}`);
  }
  const legal = expandChoices(me.choices);
  const action = legal[rng.int(0, legal.length - 1)];
  const res = await time('submit action', () =>
    t.call('POST', `/api/games/${created.id}/actions`, {
      token,
      body: { expectedVersion: me.version, action, idempotencyKey: crypto.randomUUID() },
    }),
  );
  if (res.status !== 200) throw new Error(`submit failed: ${res.status}`);
}
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)] ?? 0;
console.log(`database: ${t.database.driver}`);
for (const [name, xs] of Object.entries(stats)) {
  console.log(`${name.padEnd(22)} n=${String(xs.length).padStart(4)}  p50 ${pct(xs, 0.5).toFixed(2)} ms  p95 ${pct(xs, 0.95).toFixed(2)} ms`);
}
await t.close();
