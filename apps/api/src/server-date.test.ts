/**
 * Every API answer's `Date` is the server's clock (issue 47: under DEV_CLOCK the host page took the real time from
 * `/api/catalogue` and the moved time from the game's routes, so its countdown was wrong): browsers count a paced
 * game's clocks down from it (web `server-time.ts`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  // a clock far from the real time, as a dev clock moved forward is
  t = await openTestApp(new Date('2031-06-01T08:00:00Z'));
}, 30_000);
afterAll(async () => t?.close());

describe('the Date of every API answer', () => {
  it('is the server clock’s time, on the catalogue and health as on a game’s routes, and on a 404', async () => {
    t.advance(36 * 3600_000);
    const moved = t.now().toUTCString();
    for (const path of ['/api/catalogue', '/api/health', '/api/games/NOSUCHGAME', '/api/nope']) {
      const res = await t.call('GET', path);
      expect(res.headers.get('Date'), path).toBe(moved);
      await res.arrayBuffer();
    }
  });
});
