/**
 * Unchanged polls at scale (issue 51), a part of `bench/requests.ts`: `count` games open at once (each made and read
 * once by one of its seats), each polled once (its first poll reads the database), then polled across all of them
 * with If-None-Match as their open tables would, in rounds interleaved with the bare route; and what those polls
 * cost the database, counted by PostgreSQL itself (`pg_stat_database`: transactions of the bench's database during
 * the rounds, each statement outside a transaction being one; the poll feed's heartbeat, the bots' sweep and
 * autovacuum count among them, so it is an upper bound).
 */
import type { AnyEngine } from '@turnpost/rules';
import pg from 'pg';
import type { Pool } from 'undici';
import { f, pct } from './figures.ts';

/** A table as the bench knows it: its id and seat tokens. */
interface Table {
  id: string;
  tokens: string[];
  awaiting: number[];
}
type Request = (table: Table, seat: number) => { path: string; headers: Record<string, string> };
type Throughput = (request: Request, seconds: number, among?: readonly Table[]) => Promise<{ rps: number; non2xx: number; errors: number; ok: number; notModified: number }>;

export interface OpenTables {
  count: number;
  rounds: number;
  seconds: number;
  warmSeconds: number;
  databaseUrl: string;
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads arbitrary fields of the API's answers
  call: (method: 'GET' | 'POST', path: string, opts?: { token?: string; body?: unknown }) => Promise<{ status: number; body: any; etag: string | undefined }>;
  client: Pool;
  throughput: Throughput;
  /** Each table's ETag, as its view answered it: what its polls send. */
  etags: Map<string, string>;
  engines: readonly AnyEngine[];
}

/** Prints the row; `ok` is false when an answer was not the one expected (a poll answered 200, an error). */
export async function openTablesRounds(o: OpenTables): Promise<{ ok: boolean }> {
  let ok = true;
  const open: Table[] = [];
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (open.length < o.count) {
        const engine = o.engines[open.length % o.engines.length] as AnyEngine;
        const seats = Math.max(engine.seats.min, 2);
        const res = await o.call('POST', '/api/games', { body: { game: engine.id, seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })) } });
        if (res.status !== 201) throw new Error(`create ${engine.id}: ${res.status} ${JSON.stringify(res.body)}`);
        const table = { id: res.body.id, tokens: [res.body.seats[0].token], awaiting: [] };
        open.push(table);
        const view = await o.call('GET', `/api/games/${table.id}/view`, { token: table.tokens[0] });
        if (view.etag) o.etags.set(table.id, view.etag);
      }
    }),
  );
  const poll: Request = (t) => ({ path: `/api/games/${t.id}/view`, headers: { authorization: `Bearer ${t.tokens[0]}`, 'if-none-match': o.etags.get(t.id) as string } });
  const bareRoute: Request = () => ({ path: '/api/health', headers: {} });

  // the steady state: every open table polled once (its first poll reads the database), then the JIT warmed
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let i = next++; i < open.length; i = next++) {
        const answer = await o.client.request({ method: 'GET', ...poll(open[i] as Table, 0) });
        await answer.body.dump();
        if (answer.statusCode !== 304) ok = false;
      }
    }),
  );
  await o.throughput(poll, o.warmSeconds, open);

  const stats = new pg.Client({ connectionString: o.databaseUrl });
  await stats.connect();
  const transactions = async () => {
    // PostgreSQL flushes each backend's counts at most once a second: wait for the last ones
    await new Promise((r) => setTimeout(r, 1_500));
    const { rows } = await stats.query('select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()');
    return Number(rows[0].n);
  };
  const bare: number[] = [];
  const polls: number[] = [];
  let answered = 0;
  const before = await transactions();
  for (let round = 0; round < o.rounds; round++) {
    bare.push((await o.throughput(bareRoute, o.seconds)).rps);
    const r = await o.throughput(poll, o.seconds, open);
    polls.push(r.rps);
    answered += r.notModified;
    if (r.non2xx + r.errors + r.ok > 0) ok = false;
  }
  const spent = (await transactions()) - before;
  await stats.end();

  const median = (xs: number[]) => pct(xs, 0.5);
  console.log('');
  console.log(`Unchanged polls across ${o.count.toLocaleString('en')} open tables (${o.rounds} round(s) of ${o.seconds} s, interleaved with the bare route)`);
  console.log('');
  console.log('| open tables | unchanged polls/s | bare route/s | ratio | database transactions per unchanged poll |');
  console.log('|---|---|---|---|---|');
  console.log(`| ${o.count} | ${f(median(polls), 0)} | ${f(median(bare), 0)} | ${f(median(polls) / median(bare), 2)} | ${f(spent / Math.max(1, answered), 4)} (${spent} in ${f(answered, 0)} polls) |`);
  return { ok };
}
