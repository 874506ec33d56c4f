/**
 * Standing proof (issue 46): of many people claiming one open seat at once, through two app instances sharing one
 * real PostgreSQL database, exactly one gets it; every other claim is refused (409 `E_SEAT_TAKEN`) and leaves no trace.
 */
import { connectPostgres } from '@turnpost/db/node';
import { events, seats } from '@turnpost/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { BotRunner } from '../bots/bot-runner.ts';
import { memoryAbuseGuard } from '../services/abuse-guard.ts';
import { bodyOf, openTestApp, type TestApp } from '../testing.ts';

const CLAIMS = 50;
const idle = { run: async () => {}, sweep: async () => 0 } as unknown as BotRunner;
const guard = () => memoryAbuseGuard({ tokenFailures: 1_000_000, creations: 1_000_000 });

describe.runIf(process.env.DATABASE_URL)('claims of one open seat at once (two servers, real PostgreSQL)', () => {
  let a: TestApp;
  let b: ReturnType<typeof createApp>;
  let closeB: () => Promise<void>;

  beforeAll(async () => {
    a = await openTestApp(undefined, { bots: idle, guard: guard() });
    const second = connectPostgres(a.database.url as string, 10);
    closeB = second.close;
    b = createApp({ connect: () => ({ ...second, close: async () => {} }), clock: () => a.now(), secret: 'test-secret', bots: idle, guard: guard() });
  }, 60_000);
  afterAll(async () => {
    await closeB?.();
    await a?.close();
  });

  it(`gives the seat to exactly one of ${CLAIMS} claimers`, async () => {
    const created = await bodyOf(
      await a.call('POST', '/api/games', { body: { game: 'avenue-empires', seats: [{ name: 'Host' }, { open: true }, { open: true }] } }),
    );
    const id = created.id as string;
    const invite = created.invite.token as string;
    const answers = await Promise.all(
      Array.from({ length: CLAIMS }, (_, i) => {
        const init = {
          method: 'POST',
          headers: { Authorization: `Bearer ${invite}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ seat: 1, name: `Claimer ${i}` }),
        };
        return Promise.resolve(i % 2 === 0 ? a.app.request(`/api/games/${id}/claims`, init) : b.request(`/api/games/${id}/claims`, init));
      }),
    );
    const statuses = answers.map((r) => r.status);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as { code?: string; name?: string; token?: string }[];
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(CLAIMS - 1);
    expect(new Set(bodies.filter((x) => x.code).map((x) => x.code))).toEqual(new Set(['E_SEAT_TAKEN']));
    const winner = bodies.find((x) => x.token) as { name: string; token: string };
    const [row] = await a.database.db.select().from(seats).where(and(eq(seats.gameId, id), eq(seats.seat, 1)));
    expect(row?.name).toBe(winner.name);
    const claims = await a.database.db.select().from(events).where(eq(events.gameId, id));
    expect(claims).toHaveLength(1);
    const view = await bodyOf(await a.call('GET', `/api/games/${id}/view`, { token: winner.token }));
    expect(view.seat).toBe(1);
    console.info(`claim race: ${statuses.filter((s) => s === 201).length} of ${CLAIMS} claims took the seat`);
  });
});
