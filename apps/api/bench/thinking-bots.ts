/**
 * Bench support (`npm run bench -- --bots N`): N games of a person against hard bots, kept busy while the benchmark
 * loads the server: the person moves at random whenever a game is back to them, a finished game is replaced, so the
 * server's bots think all along. Each person is a browser of their own: one connection, and a table's polls (every
 * `POLL_MS`, with the last ETag, so an unchanged view is a 304), not the benchmark's own requests or connections.
 * Counts the bot moves made.
 */
import { type AnyEngine, expandChoices, type Rng } from '@turnpost/rules';
import { Pool } from 'undici';

/** How often a person's open table polls (the web app's base delay, apps/web/src/lib/poller.ts). */
const POLL_MS = 2000;

interface Answer {
  status: number;
  etag: string | null;
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads arbitrary fields of the API's answers
  body: any;
}

export interface BenchBots {
  /** The server's origin (`http://127.0.0.1:port`). */
  origin: string;
  rng: Rng;
  /** The kinds to play, in turn. */
  kinds: readonly AnyEngine[];
}

/** One person's browser: its own connection to the server. */
function browser(origin: string) {
  const pool = new Pool(origin, { connections: 1 });
  return {
    async call(method: 'GET' | 'POST', path: string, opts: { token?: string; body?: unknown; etag?: string | null } = {}): Promise<Answer> {
      const headers: Record<string, string> = {};
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      if (opts.etag) headers['if-none-match'] = opts.etag;
      if (opts.body !== undefined) headers['content-type'] = 'application/json';
      const res = await pool.request({ method, path, headers, body: opts.body === undefined ? null : JSON.stringify(opts.body) });
      const text = await res.body.text();
      const etag = res.headers.etag;
      return { status: res.statusCode, etag: typeof etag === 'string' ? etag : null, body: text ? JSON.parse(text) : null };
    },
    close: () => pool.close(),
  };
}

export function keepBotsThinking(games: number, bench: BenchBots) {
  const { origin, rng, kinds } = bench;
  let going = true;
  let moves = 0;
  let ended = 0;

  async function keepOne(slot: number): Promise<void> {
    const engine = kinds[slot % kinds.length] as AnyEngine;
    const seats = Math.min(engine.seats.max, 4);
    if (seats < 2) return;
    const { call, close } = browser(origin);
    try {
      await play(engine, seats, call);
    } finally {
      await close();
    }
  }

  async function play(engine: AnyEngine, seats: number, call: ReturnType<typeof browser>['call']): Promise<void> {
    while (going) {
      const seatsOf = [{ name: 'Person' }, ...Array.from({ length: seats - 1 }, () => ({ bot: 'hard' }))];
      const made = await call('POST', '/api/games', { body: { game: engine.id, seats: seatsOf } });
      if (made.status !== 201) throw new Error(`bot game ${engine.id}: ${made.status} ${JSON.stringify(made.body)}`);
      const id: string = made.body.id;
      const token: string = made.body.seats[0].token;
      let seen = 0;
      let view = await call('GET', `/api/games/${id}/view`, { token });
      while (going) {
        const version: number = view.body.version;
        if (view.body.status === 'finished') {
          moves += version - seen;
          ended++;
          break;
        }
        if (!view.body.awaiting.includes(0)) {
          await new Promise((r) => setTimeout(r, POLL_MS));
          const polled = await call('GET', `/api/games/${id}/view`, { token, etag: view.etag });
          if (polled.status === 200) view = polled;
          continue;
        }
        moves += Math.max(0, version - seen);
        const legal = expandChoices(view.body.choices);
        const sent = await call('POST', `/api/games/${id}/actions`, {
          token,
          body: { expectedVersion: version, action: legal[rng.int(0, legal.length - 1)], idempotencyKey: crypto.randomUUID() },
        });
        seen = version + 1;
        view = sent.status === 200 ? sent : await call('GET', `/api/games/${id}/view`, { token });
      }
    }
  }

  const running = Array.from({ length: games }, (_, slot) => keepOne(slot).catch((e) => console.log(`bot game: ${e}`)));
  return {
    /** Bot moves so far. */
    moves: () => moves,
    async stop(): Promise<{ moves: number; ended: number }> {
      going = false;
      await Promise.all(running);
      return { moves, ended };
    },
  };
}
