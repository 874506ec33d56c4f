/**
 * A refused oversize body must not poison the kept-alive connection it came on (real Node HTTP server, undici client
 * as in the probe: with a 1 MB body the server answered 413 before reading it all, and the unread rest was parsed as
 * the next request, which failed with UND_ERR_SOCKET).
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Client } from 'undici';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { openTestApp } from './testing.ts';

async function statusOf(client: Client, method: 'GET' | 'POST', path: string, body?: string): Promise<string> {
  try {
    const response = await client.request({ method, path, body, headers: body ? { 'content-type': 'application/json' } : {} });
    await response.body.text();
    return String(response.statusCode);
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe('a 413 on a kept-alive connection', () => {
  it('leaves the next request on the same client working, whatever the size of the refused body', async () => {
    const t = await openTestApp();
    const app = createApp({ connect: () => ({ ...t.database, close: async () => {} }), secret: 's' });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const port = (server.address() as AddressInfo).port;
    try {
      for (const size of [70_000, 1_000_000, 5_000_000]) {
        const client = new Client(`http://127.0.0.1:${port}`, { pipelining: 1 });
        const seen: string[] = [];
        for (let i = 0; i < 3; i++) {
          seen.push(await statusOf(client, 'POST', '/api/games', JSON.stringify({ game: 'x'.repeat(size) })));
          seen.push(await statusOf(client, 'GET', '/api/health'));
        }
        await client.close();
        expect(seen, `${size} bytes`).toEqual(['413', '200', '413', '200', '413', '200']);
      }
    } finally {
      await new Promise((r) => server.close(r));
      await t.close();
    }
  }, 60_000);
});
