/**
 * Catch-up after a restart, measured (issue 48, outside the unit suite): 50 games each waiting on a bot (medium, in
 * their first move, as if the server died before moving them), on real PostgreSQL; a fresh Node bots runner (thinker
 * threads as on the server) starts and sweeps. Prints, for each game, how long until its bot's first move was stored,
 * oldest wait first: the median, p95 and worst, against the goal of 2 × the sweep interval (the default, 10 s).
 *
 *   DATABASE_URL=postgres://… npm run catch-up -w @turnpost/api [-- --games 50 --level medium]
 */
import { parseArgs } from 'node:util';
import { connectPostgres, migrateDatabase } from '@turnpost/db/node';
import { EventStore, events } from '@turnpost/db';
import { emptyTestDatabase } from '@turnpost/db/testing';
import { type AnyEngine, engineFor, silent } from '@turnpost/rules';
import { inArray } from 'drizzle-orm';
import { startNodeBots } from '../src/bots/node-bots.ts';
import { StateCache } from '../src/services/state-cache.ts';

const { values } = parseArgs({ options: { games: { type: 'string', default: '50' }, level: { type: 'string', default: 'medium' } } });
const count = Number(values.games);
const level = values.level as 'easy' | 'medium' | 'hard';
const SWEEP_MS = 10_000;
const url = process.env.DATABASE_URL;
if (!url) throw new Error('catch-up: DATABASE_URL is required');

const database = await emptyTestDatabase(url);
const connection = connectPostgres(database.url, 10);
await migrateDatabase(connection);
const store = new EventStore(connection.db);
const engine = engineFor('avenue-empires') as AnyEngine;
const ids: string[] = [];
const waitedFrom = new Date(Date.now() - 60_000);
for (let i = 0; i < count; i++) {
  const id = `catchup${String(i).padStart(3, '0')}`;
  const start = engine.setup(3, {}, `catch-up-${i}`, silent);
  const seat = (n: number) => ({ seat: n, name: n === 0 ? 'Ann' : `Bot ${n}`, email: null, tokenHash: `${id}-${n}`, notifyAtOnce: false, remindAfterHours: null, bot: n === 0 ? null : level, awaitingSince: waitedFrom });
  // every seat awaited (the opening trade): the two bots are due, the person waits on them
  await store.createGame({ id, kind: 'avenue-empires', rulesVersion: engine.rulesVersion, options: {}, seed: `catch-up-${i}`, awaiting: engine.awaiting(start.state), seats: [seat(0), seat(1), seat(2)], now: new Date(waitedFrom.getTime() + i) });
  ids.push(id);
}

const began = Date.now();
const bots = startNodeBots({ connect: () => ({ ...connection, close: async () => {} }), cache: new StateCache(), sweepIntervalMs: SWEEP_MS, analyseFinished: false, clock: () => new Date(), secret: 'catch-up' });
const firstMove = new Map<string, number>();
while (firstMove.size < count && Date.now() - began < 180_000) {
  await new Promise((r) => setTimeout(r, 250));
  const rows = await connection.db.select({ gameId: events.gameId, at: events.createdAt }).from(events).where(inArray(events.gameId, ids));
  for (const r of rows) if (!firstMove.has(r.gameId)) firstMove.set(r.gameId, r.at.getTime() - began);
}
await bots.stop();
const times = [...firstMove.values()].sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
const byAge = ids.map((id) => firstMove.get(id) ?? Number.POSITIVE_INFINITY);
const inOrder = byAge.filter((t, i) => i === 0 || t >= (byAge[i - 1] as number) - 1_000).length;
console.log(`catch-up: ${firstMove.size} of ${count} games (${level} bots) had their first bot move within ${((Date.now() - began) / 1000).toFixed(1)} s`);
console.log(`  first move after the restart: median ${(at(0.5) / 1000).toFixed(1)} s, p95 ${(at(0.95) / 1000).toFixed(1)} s, worst ${(times.at(-1) ?? Number.NaN) / 1000} s; goal ≤ ${(2 * SWEEP_MS) / 1000} s`);
console.log(`  oldest wait first: ${inOrder} of ${count} games moved no later than the game that waited longer (1 s slack)`);
await connection.close();
await database.drop();
process.exit(times.length === count && (times.at(-1) ?? Number.POSITIVE_INFINITY) <= 2 * SWEEP_MS ? 0 : 1);
