/**
 * A page of the app that names a game or a kind answers 404 when there is none (issue 47): the browser still gets the
 * app's page, which says what is missing and the way on, and a crawler, a link checker or a script sees the status.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, openTestApp, type TestApp } from './testing.ts';
import { webAssets } from './web-assets.ts';

const dir = mkdtempSync(join(tmpdir(), 'turnpost-pages-'));
writeFileSync(join(dir, '200.html'), '<!doctype html><title>Turnpost</title><p>page</p>');

let t: TestApp;
let id = '';
beforeAll(async () => {
  t = await openTestApp(undefined, { assets: webAssets(dir) });
  const res = await t.call('POST', '/api/games', { body: { game: 'arquetect', seats: [{ name: 'Ann' }, { name: 'Bob' }] } });
  id = (await bodyOf(res)).id;
}, 30_000);
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A page as a browser asks for it (a path that is no page answers anything else `{code, message}`: web-assets.ts). */
const page = async (path: string) => {
  const res = await t.call('GET', path, { headers: { Accept: 'text/html' } });
  return { status: res.status, body: await res.text() };
};

describe('the status of a page that names a game or a kind', () => {
  it('is 200 with the app page when the game or the kind exists', async () => {
    for (const path of [`/play/${id}`, `/replay/${id}`, `/host/${id}`, `/join/${id}`, `/created/${id}`, '/rules/arquetect', '/rules/civ-builder']) {
      const answer = await page(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toContain('<title>Turnpost</title>');
    }
  });

  it('is 404 with the same app page when there is no such game or kind', async () => {
    for (const path of ['/play/NOSUCHGAME', '/replay/NOSUCHGAME', '/host/NOSUCHGAME', '/join/NOSUCHGAME', '/created/NOSUCHGAME', '/rules/chess', '/nope']) {
      const answer = await page(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toContain('<title>Turnpost</title>');
    }
  });
});
