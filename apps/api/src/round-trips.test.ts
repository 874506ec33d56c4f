/**
 * Database round trips per route (docs/performance.md keeps the table): every statement the app sends is counted
 * through drizzle's logger, request by request. The hot paths hold their budget: an unchanged poll 1, a view at
 * most 2, a submit at most 2 on a warm state cache. (Counts, not timings: they do not depend on the machine.)
 */
import { openTestDatabase, type TestDatabase } from '@turnpost/db/testing';
import { expandChoices } from '@turnpost/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { StateCache } from './services/state-cache.ts';

let database: TestDatabase;
let statements: string[] = [];
let counting = false;
beforeAll(async () => {
  database = await openTestDatabase({ onQuery: (sql) => counting && statements.push(sql) });
}, 30_000);
afterAll(async () => database?.close());

/** A fresh app (and state cache) over the shared database: a restarted server or a cold Worker isolate. */
function appOver(cache = new StateCache()) {
  const app = createApp({ connect: () => ({ ...database, close: async () => {} }), secret: 'round-trips', cache });
  return async (method: string, path: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    statements = [];
    counting = true;
    const res = await app.request(path, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const text = await res.text();
    counting = false;
    return { status: res.status, body: text ? JSON.parse(text) : null, trips: statements.length, statements: [...statements] };
  };
}

describe('database round trips per route', () => {
  it('poll 1, view ≤ 2, submit ≤ 2 on a warm cache; a cold process folds the events in one more read', async () => {
    const call = appOver();
    const created = await call('POST', '/api/games', { body: { game: 'avenue-empires', seats: ['A', 'B', 'C'].map((name) => ({ name })) } });
    expect(created.status).toBe(201);
    const { id } = created.body;
    const token: string = created.body.seats[0].token;
    const trips: Record<string, number> = { 'POST /api/games (one transaction)': created.trips };

    const view = await call('GET', `/api/games/${id}/view`, { token });
    expect(view.status).toBe(200);
    trips['GET /view → 200'] = view.trips;
    const poll = await call('GET', `/api/games/${id}/view`, { token, headers: { 'If-None-Match': `W/"v${view.body.version}"` } });
    expect(poll.status).toBe(304);
    trips['GET /view, unchanged (If-None-Match) → 304'] = poll.trips;
    const wrong = await call('GET', `/api/games/${id}/view`, { token: 'x'.repeat(22), headers: { 'If-None-Match': `W/"v${view.body.version}"` } });
    expect(wrong.status).toBe(403);
    trips['GET /view, unchanged, wrong token → 403'] = wrong.trips;

    const action = expandChoices(view.body.choices)[0];
    const submit = await call('POST', `/api/games/${id}/actions`, {
      token,
      body: { expectedVersion: view.body.version, action, idempotencyKey: 'k1' },
    });
    expect(submit.status).toBe(200);
    trips['POST /actions → 200'] = submit.trips;
    const again = await call('POST', `/api/games/${id}/actions`, {
      token,
      body: { expectedVersion: view.body.version, action, idempotencyKey: 'k1' },
    });
    expect(again.status).toBe(200);
    trips['POST /actions, repeated key → first answer'] = again.trips;
    const changed = await call('GET', `/api/games/${id}/view`, { token, headers: { 'If-None-Match': `W/"v${view.body.version}"` } });
    expect(changed.status).toBe(200);
    trips['GET /view, changed (If-None-Match) → 200'] = changed.trips;
    trips['GET /api/games/:id'] = (await call('GET', `/api/games/${id}`)).trips;
    trips['GET /legal-actions'] = (await call('GET', `/api/games/${id}/legal-actions`, { token })).trips;

    // a cold process (restarted server, new Worker isolate): the table, then the events since the start
    const cold = appOver();
    const coldView = await cold('GET', `/api/games/${id}/view`, { token });
    expect(coldView.status).toBe(200);
    trips['GET /view → 200, cold cache'] = coldView.trips;

    console.log(Object.entries(trips).map(([route, n]) => `${route}: ${n}`).join('\n'));
    expect(trips['GET /view, unchanged (If-None-Match) → 304']).toBe(1);
    expect(trips['GET /view, unchanged, wrong token → 403']).toBe(1);
    expect(trips['GET /view → 200']).toBeLessThanOrEqual(2);
    expect(trips['GET /view, changed (If-None-Match) → 200']).toBeLessThanOrEqual(2);
    expect(trips['POST /actions → 200']).toBeLessThanOrEqual(2);
    // the append itself is one statement (EventStore.append: the event, the game's row, seats and outbox), whatever the driver
    expect(submit.statements.filter((s) => s.includes('insert into events'))).toHaveLength(1);
    expect(submit.statements.filter((s) => /\b(insert|update)\b/i.test(s))).toHaveLength(1);
    expect(trips['GET /view → 200, cold cache']).toBeLessThanOrEqual(2);
  });
});
