/**
 * `npm run balance -- [--games 500] [--jobs 2] [--only <kind>[,<kind>…]] [--fresh] [--report]`: the balance
 * report. For every kind and seat count (and Civ Builder's team game) it plays `--games` medium-vs-medium games
 * through the rules, in chunks of games that `--jobs` processes take from one queue (so every core works until the
 * last table ends, however uneven the tables), keeps each table's figures in
 * docs/balance/<table>.json and writes docs/balance.md from every table measured so far: win share by seat position
 * and of the first player, with 95% intervals, and what stands out (the buildings, cards, characters or landmarks that
 * go with winning, or losing). A run resumes: tables kept with `--games` games are skipped unless `--fresh`.
 * `--report` only rewrites docs/balance.md from the kept figures. A table cut off part-way goes on from the games it
 * kept in packages/bots/balance-games/ (in git, so a table longer than one working session goes on in the next; the
 * file goes once the table's figures are kept). Facts for players, not changes to the rules.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { type AnyEngine, engineFor, engines } from '@turnpost/rules';
import { type GameRecord, playGame } from '../src/tournament.ts';
import { type Figures, fairShare, figuresOf, type Share, type Table } from './balance-figures.ts';
import { NOTICES } from './balance-notes.ts';
import { keepGame, keptGames } from './kept-games.ts';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '500' },
    jobs: { type: 'string', default: String(Math.max(1, cpus().length)) },
    only: { type: 'string' },
    report: { type: 'boolean', default: false },
    /** Measure again the tables already kept with `--games` games (by default they are skipped: a run resumes). */
    fresh: { type: 'boolean', default: false },
    /** Internal: play games `--from` to `--to` (not included) of one table, keeping each as it ends. */
    table: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
  },
});

const docs = join(dirname(fileURLToPath(import.meta.url)), '../../../docs');
const kept = join(docs, 'balance');

const nameOf = (t: Table) => `${t.game}-${t.seats}${t.teams ? '-teams' : ''}`;
/** Where a table's games are kept as they end (kept-games.ts), so a run cut off goes on from them. */
const partial = join(dirname(fileURLToPath(import.meta.url)), '..', 'balance-games');
const gamesOf = (t: Table) => join(partial, `balance-${nameOf(t)}.jsonl`);

function tables(): Table[] {
  return engines
    .filter((e) => !values.only || values.only.split(',').includes(e.id))
    .flatMap((e) => {
      const out: Table[] = [];
      for (let seats = e.seats.min; seats <= e.seats.max; seats++) out.push({ game: e.id, seats, teams: false });
      if (e.options.some((o) => o.name === 'teams')) out.push({ game: e.id, seats: 4, teams: true });
      return out;
    });
}

/** Games a process plays at a time: small enough that the last chunks of every table end close together. */
const CHUNK = 25;

/** Names every balance game: a table's game `g` is the same game in every run. */
const SEED = 'balance';

function specOf(table: Table, games: number) {
  const engine = engineFor(table.game) as AnyEngine;
  return {
    engine,
    seats: table.seats,
    options: table.teams ? { teams: true } : {},
    players: ['medium' as const],
    games,
    seed: SEED,
    notice: NOTICES[table.game],
  };
}

const keyOf = (table: Table) => JSON.stringify({ balance: nameOf(table), seed: SEED });

/** Plays the games `from` to `to` (not included) of a table that are not kept yet, keeping each as it ends. */
function playChunk(table: Table, games: number, from: number, to: number): void {
  const spec = specOf(table, games);
  const done = keptGames(gamesOf(table), keyOf(table));
  for (let g = from; g < to; g++)
    // kept without its decision times, which the report does not read (a table's file stays small enough for git)
    if (!done.has(g)) keepGame(gamesOf(table), keyOf(table), g, { ...playGame(spec, g, () => 0), decisionMs: [] });
}

/** A table's figures from its kept games, all `games` of them; `minutes` is what this run spent playing them. */
function figures(table: Table, games: number, minutes: number): Figures {
  const done = keptGames(gamesOf(table), keyOf(table));
  const records: GameRecord[] = Array.from({ length: games }, (_, g) => {
    const record = done.get(g);
    if (!record) throw new Error(`${nameOf(table)}: game ${g} is not kept`);
    return record;
  });
  return {
    ...figuresOf(table, records),
    measured: new Date().toISOString().slice(0, 10),
    minutes,
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const interval = (s: Share) => `${pct(s.share)} (${pct(s.low)}–${pct(s.high)})`;

/** What stands out at a table: a seat position or note whose interval leaves its fair share. */
function standsOut(f: Figures): string[] {
  const fair = fairShare(f);
  const lines: string[] = [];
  if (f.seats > 1)
    for (const s of [...f.bySeat, ...(f.first ? [f.first] : [])])
      if (s.low > fair || s.high < fair) lines.push(`${s.label} wins ${interval(s)}, against a fair ${pct(fair)}`);
  const strong = f.notes.filter((n) => n.low > fair).slice(0, 3);
  const weak = f.notes.filter((n) => n.high < fair).slice(-2);
  for (const n of strong) lines.push(`a seat that ${n.label} won ${interval(n)} of ${n.count} seat-games`);
  for (const n of weak) lines.push(`a seat that ${n.label} won only ${interval(n)} of ${n.count} seat-games`);
  return lines;
}

function report(all: Figures[]): string {
  const out = [
    '# Balance report',
    '',
    'Facts for players, not changes to the rules: how often each seat position and the first player win when every',
    'seat is the medium bot (packages/bots), and which buildings, cards, characters or landmarks go with winning.',
    'Shares are of games won (a shared win split), with 95% Wilson intervals; the fair share is 1/seats (a team 1/2).',
    `Regenerate with \`npm run balance -- --games 500\` (chunks of 25 games, \`--jobs\` processes at a time; \`--only <kind>\`,`,
    '`--report` to rewrite this page from docs/balance/*.json).',
    '',
  ];
  const missing = tables().filter((t) => !all.some((f) => nameOf(f) === nameOf(t)));
  if (missing.length > 0)
    out.push(`Not measured yet: ${missing.map((t) => `${t.game} ${t.seats === 1 ? 'solo' : `${t.seats} seats`}${t.teams ? ', teams' : ''}`).join('; ')}.`, '');
  for (const engine of engines) {
    const mine = all.filter((f) => f.game === engine.id).sort((a, b) => a.seats - b.seats || Number(a.teams) - Number(b.teams));
    if (mine.length === 0) continue;
    out.push(`## ${engine.title}`, '');
    for (const f of mine) {
      out.push(
        `### ${f.seats === 1 ? 'Solo' : `${f.seats} seats`}${f.teams ? ', teams' : ''}`,
        '',
        `${f.games} games, median ${f.eventsMedian} moves a game (measured ${f.measured}, ${f.minutes} min of play).`,
        ...(f.teams ? ['A seat wins when its team does (seats 1 and 3 play together, 2 and 4): every share here is its team’s.'] : []),
        '',
        '| | win share (95%) |',
        '|---|---|',
        ...f.bySeat.map((s) => `| ${s.label} | ${interval(s)} |`),
        ...(f.first ? [`| ${f.first.label} | ${interval(f.first)} |`] : []),
        '',
      );
      const notes = standsOut(f);
      out.push(...(notes.length > 0 ? ['What stands out:', '', ...notes.map((n) => `- ${n}`)] : ['Nothing stands out: every interval holds the fair share.']), '');
    }
  }
  return out.join('\n');
}

const run = promisify(execFile);

mkdirSync(partial, { recursive: true });
if (values.table) {
  const [game, seats, teams] = values.table.split(':');
  playChunk({ game: game as string, seats: Number(seats), teams: teams === 'teams' }, Number(values.games), Number(values.from), Number(values.to));
} else {
  mkdirSync(kept, { recursive: true });
  if (!values.report) {
    const games = Number(values.games);
    const gamesKept = (t: Table): number => {
      const file = join(kept, `${nameOf(t)}.json`);
      return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Figures).games : 0;
    };
    const measuring = tables().filter((t) => values.fresh || gamesKept(t) < games);
    if (values.fresh) for (const t of measuring) rmSync(gamesOf(t), { force: true });
    // every table's chunks that still lack a game, one table after another; a table's figures are kept as soon as its
    // last chunk ends
    const queue = measuring.flatMap((t) => {
      const done = keptGames(gamesOf(t), keyOf(t));
      const chunks: { table: Table; from: number; to: number }[] = [];
      for (let from = 0; from < games; from += CHUNK) {
        const to = Math.min(games, from + CHUNK);
        for (let g = from; g < to; g++)
          if (!done.has(g)) {
            chunks.push({ table: t, from, to });
            break;
          }
      }
      return chunks;
    });
    const left = new Map(measuring.map((t) => [nameOf(t), queue.filter((c) => c.table === t).length]));
    const spent = new Map<string, number>();
    const keep = (t: Table) => {
      const minutes = Math.round((spent.get(nameOf(t)) ?? 0) / 60_000);
      writeFileSync(join(kept, `${nameOf(t)}.json`), `${JSON.stringify(figures(t, games, minutes), null, 1)}\n`);
      rmSync(gamesOf(t), { force: true });
      console.error(`${nameOf(t)}: done`);
    };
    // a table whose games were all kept by a run cut off before it wrote the figures
    for (const t of measuring) if (left.get(nameOf(t)) === 0) keep(t);
    let next = 0;
    await Promise.all(
      Array.from({ length: Number(values.jobs) }, async () => {
        while (next < queue.length) {
          const { table: t, from, to } = queue[next++] as (typeof queue)[number];
          const started = performance.now();
          const arg = `${t.game}:${t.seats}${t.teams ? ':teams' : ''}`;
          await run('npx', ['tsx', 'scripts/balance.ts', '--table', arg, '--games', String(games), '--from', String(from), '--to', String(to)]);
          spent.set(nameOf(t), (spent.get(nameOf(t)) ?? 0) + performance.now() - started);
          console.error(`${nameOf(t)}: games ${from}–${to - 1} kept`);
          const remaining = (left.get(nameOf(t)) ?? 0) - 1;
          left.set(nameOf(t), remaining);
          if (remaining === 0) keep(t);
        }
      }),
    );
  }
  const all = readdirSync(kept)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(kept, f), 'utf8')) as Figures);
  writeFileSync(join(docs, 'balance.md'), `${report(all)}\n`);
  console.log(`docs/balance.md: ${all.length} tables`);
}
