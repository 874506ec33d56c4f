/**
 * The built app as the real Node server serves it to a browser: every script and stylesheet a table page loads
 * comes compressed (brotli, precompressed at build time), the page itself gzipped; hashed files are cached
 * immutably, pages are revalidated. Prints the compressed size of a table page's JavaScript (brotli and gzip).
 */
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

describe.skipIf(!hasChromium)('the app as served', () => {
  const stage = useStage();

  it('compresses a table page’s scripts and styles and caches the hashed ones for good', async () => {
    const created = await fetch(`${stage.server.origin}/api/games`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ game: 'avenue-empires', seats: [{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }] }),
    });
    const game = (await created.json()) as { seats: { url: string }[] };
    const page = await stage.browser.newPage();
    const assets: { url: string; type: string; encoding: string | null; cache: string | null }[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet' && type !== 'document') return;
      const headers = response.headers();
      assets.push({ url: response.url(), type, encoding: headers['content-encoding'] ?? null, cache: headers['cache-control'] ?? null });
    });
    await page.goto(`${stage.server.origin}${game.seats[0]?.url}`);
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
