/** The Node server compresses text responses, and a compressed view's (weakened) ETag still earns a 304. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressText } from './middleware/compress.ts';
import { nodeCompression } from './node-compress.ts';
import { bodyOf, openTestApp, type TestApp } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp(undefined, { compress: true });
}, 30_000);
afterAll(async () => t?.close());

async function created() {
  const res = await t.call('POST', '/api/games', { body: { game: 'avenue-empires', seats: ['A', 'B', 'C'].map((name) => ({ name })) } });
  expect(res.status).toBe(201);
  return (await bodyOf(res)) as { id: string; seats: { token: string }[] };
}

describe('compressed responses', () => {
  it('gzips a view for a client that accepts it, and answers 304 to its weak ETag', async () => {
    const g = await created();
    const token = g.seats[0]?.token ?? '';
    const full = await t.call('GET', `/api/games/${g.id}/view`, { token, headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(full.status).toBe(200);
    expect(full.headers.get('Content-Encoding')).toBe('gzip');
    expect(full.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const zipped = Buffer.from(await full.arrayBuffer());
    const view = JSON.parse(gunzipSync(zipped).toString('utf8'));
    expect(view.id).toBe(g.id);
    expect(zipped.length).toBeLessThan(JSON.stringify(view).length / 2);
    const etag = full.headers.get('ETag') ?? '';
    expect(etag).toBe('W/"v0"');
    const again = await t.call('GET', `/api/games/${g.id}/view`, { token, headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    // the strong form, and a list holding it, match too (RFC 9110 §13.1.2: If-None-Match compares weakly)
    for (const inm of ['"v0"', '"v9", W/"v0"', '*']) {
      expect((await t.call('GET', `/api/games/${g.id}/view`, { token, headers: { 'If-None-Match': inm } })).status).toBe(304);
    }
    expect((await t.call('GET', `/api/games/${g.id}/view`, { token, headers: { 'If-None-Match': 'W/"v1"' } })).status).toBe(200);
  });

  it('answers plain bodies to clients that do not ask for compression', async () => {
    const catalogue = await t.call('GET', '/api/catalogue');
    expect(catalogue.headers.get('Content-Encoding')).toBeNull();
    expect(Array.isArray(await catalogue.json())).toBe(true);
  });
});

describe('compression on the Node server (node:zlib encoders)', () => {
  const app = new Hono()
    .use(compressText(nodeCompression))
    .get('/small', (c) => c.json({ ok: true }))
    .get('/large', (c) => c.json({ lines: Array.from({ length: 200 }, (_, i) => `line ${i} of the log`) }))
    .get('/etag', (c) => c.json({ text: 'x'.repeat(4000) }, 200, { ETag: '"v3"' }));
  const get = (path: string, encodings?: string) => app.request(path, { headers: encodings ? { 'Accept-Encoding': encodings } : {} });

  it('leaves answers under 1 KB alone, with their length', async () => {
    const res = await get('/small', 'gzip, deflate, br');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Content-Length')).toBe('11');
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('sends brotli to browsers, gzip to gzip-only clients, plain to the rest, and weakens the ETag', async () => {
    const br = await get('/large', 'gzip, deflate, br');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    const body = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('Content-Length'))).toBe(body.length);
    expect(JSON.parse(brotliDecompressSync(body).toString('utf8')).lines).toHaveLength(200);
    const gz = await get('/large', 'gzip');
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).lines).toHaveLength(200);
    expect((await get('/large', 'br;q=0, gzip;q=0')).headers.get('Content-Encoding')).toBeNull();
    expect((await get('/large')).headers.get('Content-Encoding')).toBeNull();
    expect((await get('/etag', 'br')).headers.get('ETag')).toBe('W/"v3"');
  });
});
