/** A refused oversize body must not poison the kept-alive connection it came on (real Node HTTP server). */
import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { openTestApp } from './testing.ts';

function send(agent: Agent, port: number, method: string, path: string, body?: string) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, agent, headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {} }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('a 413 on a kept-alive connection', () => {
  it('leaves the next request on the same client working', async () => {
    const t = await openTestApp();
    const app = createApp({ connect: () => ({ ...t.database, close: async () => {} }), secret: 's' });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const port = (server.address() as AddressInfo).port;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let i = 0; i < 3; i++) {
        expect(await send(agent, port, 'POST', '/api/games', JSON.stringify({ game: 'x'.repeat(200_000) }))).toBe(413);
        expect(await send(agent, port, 'GET', '/api/health')).toBe(200);
      }
    } finally {
      agent.destroy();
      await new Promise((r) => server.close(r));
      await t.close();
    }
  }, 30_000);
});
