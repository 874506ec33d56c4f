/**
 * The built app as the real Node server serves it to a browser: every script and stylesheet a table page loads
 * comes compressed (brotli, precompressed at build time), the page itself gzipped; hashed files are cached
 * immutably, pages are revalidated. Prints the compressed size of a table page's JavaScript (brotli and gzip). Each
 * game's table is a chunk of its own, fetched when a table page knows its game.
 */
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium.ts';
import { useStage } from './support/stage.ts';

/** The body's size as sent (node:http does not decompress, unlike fetch). */
function bytesOnTheWire(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      let size = 0;
      res.on('data', (chunk: Buffer) => (size += chunk.length));
      res.on('end', () => resolve(size));
    }).on('error', reject);
  });
}

/** The built chunk of each kind's table (its `table.ts`, which the web registry loads lazily), by kind, from the build's manifest. */
function tableChunks(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(new URL('../.svelte-kit/output/client/.vite/manifest.json', import.meta.url), 'utf8'));
  const out = new Map<string, string>();
  for (const [source, entry] of Object.entries(manifest as Record<string, { file: string }>)) {
    const game = /^src\/lib\/games\/([a-z-]+)\/table\.ts$/.exec(source)?.[1];
    if (game) out.set(game, entry.file);
  }
  return out;
}

async function newGame(origin: string): Promise<string> {
  const created = await fetch(`${origin}/api/games`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ game: 'avenue-empires', seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }] }),
  });
  const game = (await created.json()) as { seats: { url: string }[] };
  return `${origin}${game.seats[0]?.url}`;
}

describe.skipIf(!hasChromium)('the app as served', () => {
  const stage = useStage();

  it('fetches only its own game’s table, and says so when that cannot be fetched', async () => {
    const chunks = tableChunks();
    expect([...chunks.keys()].sort()).toEqual(['arquetect', 'avenue-empires', 'civ-builder', 'saltmarket']);
    const own = chunks.get('avenue-empires') as string;
    const page = await stage.browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    let offline = true;
    await page.route(`**/${own}`, (route) => (offline ? route.abort('internetdisconnected') : route.continue()));
    const link = await newGame(stage.server.origin);
    await page.goto(link);
    await page.getByRole('alert').filter({ hasText: 'The table could not be loaded' }).waitFor();
    offline = false;
    await page.reload();
    await page.locator('[data-hand]').first().waitFor();
    expect(scripts).toContain(`/${own}`);
    for (const [game, file] of chunks) if (game !== 'avenue-empires') expect(scripts, game).not.toContain(`/${file}`);
    await page.close();
  });

  it('compresses a table page’s scripts and styles and caches the hashed ones for good', async () => {
    const link = await newGame(stage.server.origin);
    const page = await stage.browser.newPage();
    const assets: { url: string; type: string; encoding: string | null; cache: string | null }[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet' && type !== 'document') return;
      const headers = response.headers();
      assets.push({ url: response.url(), type, encoding: headers['content-encoding'] ?? null, cache: headers['cache-control'] ?? null });
    });
    await page.goto(link);
    await page.locator('[data-hand]').first().waitFor();
    const scripts = assets.filter((a) => a.type === 'script');
    expect(scripts.length).toBeGreaterThan(0);
    for (const asset of assets) {
      if (asset.type === 'document') {
        // the fallback page is read per request (a rebuild shows at once) and compressed on the fly (brotli, as the
        // browser accepts it; apps/api/src/middleware/compress.ts)
        expect(asset.encoding).toBe('br');
        expect(asset.cache).toBe('no-cache');
      } else {
        expect(asset.encoding, asset.url).toBe('br');
        expect(asset.cache, asset.url).toBe('public, max-age=31536000, immutable');
      }
    }
    const sizes = { raw: 0, gzip: 0, brotli: 0 };
    for (const { url } of scripts) {
      for (const [key, encoding] of [['raw', 'identity'], ['gzip', 'gzip'], ['brotli', 'br']] as const) {
        sizes[key] += await bytesOnTheWire(url, encoding);
      }
    }
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(`table page JavaScript (${scripts.length} files): ${kb(sizes.raw)} raw, ${kb(sizes.gzip)} gzip, ${kb(sizes.brotli)} brotli`);
    expect(sizes.gzip).toBeLessThan(sizes.raw / 2);
    await page.close();
  });
});
