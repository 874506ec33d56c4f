import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

export interface NeonProxy {
  port: number;
  /** What the Neon driver's `wsProxy` needs (`host:port/v2`). */
  address: string;
  close(): Promise<void>;
}

/**
 * A loopback WebSocket→TCP proxy, so the Neon serverless driver (in Node or in workerd) can talk to a plain local
 * PostgreSQL: `ws://127.0.0.1:<port>/v2?address=<host>:<pgport>`. Only loopback targets are allowed.
 */
export async function startNeonProxy(port = 0): Promise<NeonProxy> {
  const server: Server = createServer((_req, res) => res.writeHead(426).end('WebSocket only'));
  const wss = new WebSocketServer({ server });
  wss.on('connection', (socket, req) => {
    const target = new URL(req.url ?? '/', 'http://x').searchParams.get('address') ?? '';
    const [host, pgPort] = target.split(':');
    if (!host || !pgPort || !['127.0.0.1', 'localhost', '::1'].includes(host)) {
      socket.close(1008, 'loopback targets only');
      return;
    }
    const tcp = connect(Number(pgPort), host);
    tcp.on('data', (chunk) => socket.send(chunk));
    tcp.on('error', () => socket.close());
    tcp.on('close', () => socket.close());
    socket.on('message', (data) => tcp.write(data as Buffer));
    socket.on('close', () => tcp.destroy());
    socket.on('error', () => tcp.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    port: actual,
    address: `127.0.0.1:${actual}/v2`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const c of wss.clients) c.terminate();
        wss.close();
        server.close(() => resolve());
      }),
  };
}
