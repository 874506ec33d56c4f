/**
 * The reference a submit is judged against (issue 51): a bare event-store append over the same driver (`pg`) and
 * PostgreSQL as the server's, with nothing of Turnpost in it. Each append locks its game's row, checks the version,
 * inserts one jsonb event, moves the version on and commits; `connections` clients append back to back (closed loop)
 * over `games` games, each client to its own games in turn, in two tables of its own on the bench's database.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';

export interface BareAppends {
  appends: number;
  seconds: number;
  /** Each append's time, from BEGIN to COMMIT answered, in ms. */
  ms: number[];
}

/** An event of the size a submit appends (an action, its seat, the new awaiting list). */
const EVENT = { type: 'action', seat: 1, action: { type: 'chooseTrade', left: 'river-01', right: 'wall-02' }, awaiting: [0, 2] };

export async function bareAppends(url: string, opts: { seconds: number; connections: number; games: number }): Promise<BareAppends> {
  const pool = new pg.Pool({ connectionString: url, max: opts.connections });
  await pool.query(`create table if not exists bare_games (id int primary key, version int not null);
    create table if not exists bare_events (game int not null, version int not null, data jsonb not null, primary key (game, version));
    truncate bare_games, bare_events;`);
  await pool.query('insert into bare_games select g, 0 from generate_series(0, $1::int - 1) g', [opts.games]);
  const ms: number[] = [];
  const t0 = performance.now();
  const end = t0 + opts.seconds * 1000;
  await Promise.all(
    Array.from({ length: opts.connections }, async (_, c) => {
      const db = await pool.connect();
      try {
        for (let n = 0; performance.now() < end; n++) {
          const game = (c + n * opts.connections) % opts.games;
          const start = performance.now();
          await db.query('begin');
          const { rows } = await db.query<{ version: number }>('select version from bare_games where id = $1 for update', [game]);
          const version = (rows[0]?.version ?? 0) + 1;
          await db.query('insert into bare_events (game, version, data) values ($1, $2, $3)', [game, version, EVENT]);
          await db.query('update bare_games set version = $2 where id = $1', [game, version]);
          await db.query('commit');
          ms.push(performance.now() - start);
        }
      } finally {
        db.release();
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  await pool.query('drop table bare_events, bare_games');
  await pool.end();
  return { appends: ms.length, seconds, ms };
}
