/** The web build as the Node server serves it: compressed copies, immutable hashed files, the SPA fallback. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { compressText } from './middleware/compress.ts';
import { nodeCompression } from './node-compress.ts';
import { IMMUTABLE, REVALIDATE, webAssets } from './web-assets.ts';

const dir = mkdtempSync(join(tmpdir(), 'turnpost-web-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const script = `export const table = ${JSON.stringify('x'.repeat(4000))};\n`;
mkdirSync(join(dir, '_app/immutable/chunks'), { recursive: true });
writeFileSync(join(dir, '_app/immutable/chunks/table.Ab12.js'), script);
writeFileSync(join(dir, '_app/immutable/chunks/table.Ab12.js.br'), brotliCompressSync(script));
writeFileSync(join(dir, '_app/immutable/chunks/table.Ab12.js.gz'), gzipSync(script));
writeFileSync(join(dir, '_app/version.json'), '{"version":"1"}');
writeFileSync(join(dir, '200.html'), `<!doctype html><title>Turnpost</title>${'<p>page</p>'.repeat(200)}`);

// as node.ts wires it: the compress middleware around everything, the assets behind it
const app = new Hono().use(compressText(nodeCompression)).get('*', webAssets(dir));
const get = (path: string, encodings?: string) => app.request(path, { headers: encodings ? { 'Accept-Encoding': encodings } : {} });

describe('the web build on the Node server', () => {
  it('serves a hashed script immutably, brotli to a browser, gzip to gzip-only clients, plain otherwise', async () => {
    const br = await get('/_app/immutable/chunks/table.Ab12.js', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Content-Type')).toMatch(/javascript/);
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect((await br.arrayBuffer()).byteLength).toBeLessThan(script.length / 10);
    const gz = await get('/_app/immutable/chunks/table.Ab12.js', 'gzip');
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    const plain = await get('/_app/immutable/chunks/table.Ab12.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('revalidates what is not hashed, and answers client-side routes with the compressed fallback page', async () => {
    expect((await get('/_app/version.json')).headers.get('Cache-Control')).toBe(REVALIDATE);
    const page = await get('/play/abc', 'gzip');
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe(REVALIDATE);
    expect(page.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('answers a path that is no page of the app 404: the app page (which shows "Not found") to a browser, {code, message} to anything else', async () => {
    for (const path of ['/nope', '/play', '/play/abc/extra', '/rules/x/y', '/my-games/x', '/unsubscribe/x']) {
      const browser = await app.request(path, { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(browser.status, path).toBe(404);
      expect(await browser.text()).toMatch(/<title>Turnpost<\/title>/);
      const script = await get(path);
      expect(script.status, path).toBe(404);
      expect(await script.json(), path).toEqual({ code: 'E_NOT_FOUND', message: 'Not found.' });
    }
    for (const path of ['/', '/games', '/games/', '/rules', '/rules/saltmarket', '/my-games', '/import', '/replay/abc', '/host/abc', '/created/abc'])
      expect((await get(path)).status, path).toBe(200);
  });
});
