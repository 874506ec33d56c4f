/**
 * `npm run bot-cpu -w @turnpost/api [-- --states 5] [--only <kind>,…]`: ms per bot decision, by kind, table and
 * level, on Node (the decision's wall time on this thread: a search is single-threaded, and process.cpuUsage would
 * add the GC's and the JIT compiler's helper threads, up to twice the time on a decision's first runs) and under
 * workerd (wrangler dev running bench/bot-cpu-worker.ts with its own config, bench/bot-cpu.wrangler.toml; each
 * decision timed from outside, one request at a time, after a request that prepared it), with which levels fit the
 * Workers free plan's 10 ms of CPU per invocation (the paid plan allows 30 s by default). Each decision is made once
 * untimed first (the JIT's first pass), and an empty request's time is taken off workerd's. Prints a markdown table;
 * run it on a quiet machine.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { LEVELS } from '@turnpost/bots';
import { thinkNow } from '../src/bots/thinking.ts';
import { freePort } from '../src/worker-harness.ts';
import { botTables, thoughtAt } from './bot-thoughts.ts';

const { values } = parseArgs({ options: { states: { type: 'string', default: '5' }, only: { type: 'string' } } });
const only = values.only?.split(',');
const count = Number(values.states);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

async function startBenchWorker(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    'npx',
    ['wrangler', 'dev', '--config', 'bench/bot-cpu.wrangler.toml', '--local', '--ip', '127.0.0.1', '--port', String(port),
      '--inspector-port', String(await freePort()), '--show-interactive-dev-session=false', '--log-level', 'warn'],
    {
      cwd: new URL('..', import.meta.url).pathname,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_SEND_ERROR_REPORTS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: 'true' },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += String(chunk);
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return { url, child };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`the bench worker did not start: ${errors.trim() || 'no message from wrangler'}`);
}

const worker = await startBenchWorker();
/** A request's own time through wrangler dev (the median of 20 empty ones), taken off each decision's. */
const pings: number[] = [];
for (let i = 0; i < 20; i++) {
  const started = performance.now();
  await (await fetch(worker.url)).text();
  pings.push(performance.now() - started);
}
const overhead = median(pings);
const rows: string[] = [];
try {
  for (const table of botTables().filter((t) => !only || only.includes(t.kind))) {
    for (const level of LEVELS) {
      const node: number[] = [];
      const workerd: number[] = [];
      for (let index = 0; index < count; index++) {
        const thought = thoughtAt(table, level, index, count);
        if (!thought) continue;
        thinkNow(thought); // warm: the JIT's first pass is not the decision's cost
        const before = performance.now();
        thinkNow(thought);
        node.push(performance.now() - before);
        const q = new URLSearchParams({ kind: table.kind, seats: String(table.seats), options: JSON.stringify(table.options), level, index: String(index), count: String(count) });
        await fetch(`${worker.url}/prepare?${q}`);
        await (await fetch(`${worker.url}/decide?${q}`)).text(); // warm, as on Node
        const started = performance.now();
        await (await fetch(`${worker.url}/decide?${q}`)).text();
        workerd.push(Math.max(0, performance.now() - started - overhead));
      }
      const w = median(workerd);
      const fits = w <= 10 ? 'free plan (10 ms)' : 'paid plan (30 s default)';
      const name = `${table.kind} ${table.seats}${Object.keys(table.options).length ? ` ${Object.keys(table.options).join(',')}` : ''}`;
      rows.push(`| ${name} | ${level} | ${node.length} | ${median(node).toFixed(1)} | ${w.toFixed(1)} | ${fits} |`);
      console.error(rows.at(-1));
    }
  }
} finally {
  if (worker.child.pid) process.kill(-worker.child.pid, 'SIGTERM');
}
console.log(`A request's own time through wrangler dev, taken off: ${overhead.toFixed(1)} ms (median of 20).\n`);
console.log(['| table | level | decisions | Node ms (median) | workerd ms (median) | fits |', '|---|---|---|---|---|---|', ...rows].join('\n'));
