/**
 * What one submit runs on a warm server (issue 45: "12 objects built per request"): V8's precise coverage counts
 * every function called while one `POST /actions` is answered. No service is made for it (they are made once per
 * connection, `middleware/services.ts`), and the platform's files it crosses (the API, the database package, the
 * rules' core and table, not a game's own rules) stay within the count of 2026-12-06 (41, listed in docs/performance.md).
 */
import { Session } from 'node:inspector/promises';
import { expandChoices } from '@turnpost/rules';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bodyOf, openTestApp, type TestApp } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => t?.close());

/** The functions (by file under the repository) that ran at least once while `work` ran. */
async function calledDuring(work: () => Promise<unknown>): Promise<Map<string, string[]>> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    await session.post('Profiler.takePreciseCoverage'); // counts from here
    await work();
    const { result } = await session.post('Profiler.takePreciseCoverage');
    const called = new Map<string, string[]>();
    for (const script of result) {
      const file = /\/((?:apps|packages)\/[^?]+)/.exec(script.url)?.[1];
      if (!file || file.includes('node_modules')) continue;
      // a module's own body is reported as a function at offset 0: it ran when the module was loaded, not now
      const fns = script.functions.filter((f) => f.ranges[0]!.startOffset > 0 && f.ranges[0]!.count > 0).map((f) => f.functionName);
      if (fns.length > 0) called.set(file, fns);
    }
    return called;
  } finally {
    await session.post('Profiler.stopPreciseCoverage');
    session.disconnect();
  }
}

/** The platform's files: the API and its database, the rules' core and table (a game's own rule files are its own). */
const platform = (file: string) => /^(apps\/api\/src|packages\/db\/src|packages\/rules\/src\/(core|table)|packages\/rules\/src\/index)/.test(file) && !file.endsWith('.test.ts') && !file.endsWith('testing.ts');

it('one submit on a warm server makes no service and crosses at most 41 of the platform files', async () => {
  const created = await bodyOf(await t.call('POST', '/api/games', { body: { game: 'saltmarket', seats: ['A', 'B', 'C'].map((name) => ({ name })) } }));
  const token: string = created.seats[0].token;
  const view = await bodyOf(await t.call('GET', `/api/games/${created.id}/view`, { token }));
  const action = expandChoices(view.choices)[0];
  let status = 0;
  const called = await calledDuring(async () => {
    const res = await t.call('POST', `/api/games/${created.id}/actions`, { token, body: { expectedVersion: view.version, action, idempotencyKey: 'k' } });
    status = res.status;
  });
  expect(status).toBe(200);
  const made = [...called].filter(([, fns]) => fns.some((fn) => /^[A-Z]\w*(Service|Store|Queue|Consents)$/.test(fn) || fn === '<instance_members_initializer>'));
  expect(made.map(([file]) => file)).toEqual([]);
  const crossed = [...called.keys()].filter(platform).sort();
  expect(crossed.length, crossed.join('\n')).toBeLessThanOrEqual(41);
  expect(crossed).toContain('packages/db/src/append.ts');
});
