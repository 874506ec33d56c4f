/**
 * `npm run bench`, part 3: how a browser gets each kind of answer (encoding and caching of the API, the page and its
 * hashed assets), read from the running server; printed, never asserted.
 */
import type { Pool } from 'undici';

/** What a browser gets: each kind of answer's encoding and caching, read from the server (not asserted). */
export async function servedAs(client: Pool, seat: { id: string; token: string }): Promise<void> {
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await client.request({ method: 'GET', path, headers: { 'accept-encoding': 'br, gzip', ...headers } });
    const body = Buffer.from(await res.body.arrayBuffer());
    const header = (name: string) => {
      const v = res.headers[name];
      return Array.isArray(v) ? v.join(', ') : (v ?? '');
    };
    return { status: res.statusCode, bytes: body.length, body, encoding: header('content-encoding') || 'none', cache: header('cache-control') || '—' };
  };
  console.log('');
  console.log('Compression and caching as a browser gets them (Accept-Encoding: br, gzip)');
  console.log('');
  console.log('| answer | status | Content-Encoding | bytes sent | Cache-Control |');
  console.log('|---|---|---|---|---|');
  const row = (label: string, r: { status: number; encoding: string; bytes: number; cache: string }) =>
    console.log(`| ${label} | ${r.status} | ${r.encoding} | ${r.bytes} | ${r.cache} |`);
  row('`GET /api/health` (11 bytes: below the 1 KB threshold)', await get('/api/health'));
  row('`GET /api/catalogue`', await get('/api/catalogue'));
  row('a seat\'s view `GET /view`', await get(`/api/games/${seat.id}/view`, { authorization: `Bearer ${seat.token}` }));
  const page = await get('/');
  if (page.status !== 200 || page.cache === '—') {
    console.log('| the web app | — | — | — | not built: run `npm run build` first |');
    return;
  }
  row('the web app `GET /`', page);
  const html = (await get('/', { 'accept-encoding': 'identity' })).body.toString('utf8');
  const assets = [...new Set([...html.matchAll(/["'](\/_app\/immutable\/[^"']+\.(?:js|css))["']/g)].map((m) => m[1] as string))];
  let plain = 0;
  let sent = 0;
  let immutable = 0;
  const encodings = new Set<string>();
  for (const asset of assets) {
    const r = await get(asset);
    const identity = await get(asset, { 'accept-encoding': 'identity' });
    plain += identity.bytes;
    sent += r.bytes;
    encodings.add(r.encoding);
    if (/immutable/.test(r.cache) && /max-age=31536000/.test(r.cache)) immutable++;
  }
  console.log(
    `| the page's ${assets.length} hashed scripts and styles (/_app/immutable) | 200 | ${[...encodings].join(', ')} | ${sent} of ${plain} | ${immutable} of ${assets.length} immutable, max-age=31536000 |`,
  );
}
