/**
 * Test support for pglite-kill.test.ts: opens PGlite in the folder given, creates a game and appends events one by
 * one, printing `acked <seq>` after each acknowledged append, until it is killed.
 */
import { connectPglite } from './pglite.ts';
import { migrateDatabase } from './migrate.ts';
import { EventStore } from './store.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: pglite-writer <dir>');
const connection = await connectPglite(dir);
await migrateDatabase(connection);
const store = new EventStore(connection.db);
const now = new Date('2026-01-01T00:00:00Z');
await store.createGame({
  id: 'g',
  kind: 'test-game',
  rulesVersion: 1,
  options: {},
  seed: 's',
  awaiting: [0],
  now,
  seats: [{ seat: 0, name: 'A', email: null, tokenHash: 'h', notifyAtOnce: false, remindAfterHours: null, bot: null }],
});
console.log('ready');
for (let v = 0; ; v++) {
  const r = await store.append({ gameId: 'g', expectedVersion: v, seat: 0, action: { n: v }, idempotencyKey: `k${v}`, now, awaiting: [0], status: 'active', outcome: null });
  if (r.result !== 'ok') throw new Error(`append ${v}: ${r.result}`);
  console.log(`acked ${r.seq}`);
}
