import { engineFor, opening, fold, Rng } from '@turnpost/rules';
import { search } from '../src/ismcts.ts';
import { greedy } from '../src/greedy.ts';
import { randomAction } from '../src/decide.ts';
import type { DeterminizingEngine } from '../src/determinize.ts';
// usage: duel kind seats games start P1 P2  where P = random | easy | i<iters>d<depth>
const [kind, seatsS, gamesS, startS, ...ps] = process.argv.slice(2);
const engine = engineFor(kind!)! as DeterminizingEngine;
const seats = Number(seatsS);
const options = process.env.OPTS ? JSON.parse(process.env.OPTS) : {};
const credit: Record<string, number> = {}; const ms: Record<string, number[]> = {}; const evs: number[] = [];
for (let g = Number(startS); g < Number(startS) + Number(gamesS); g++) {
  const named = Array.from({ length: seats }, (_, s) => ps[s] ?? ps.at(-1)!); const players = Array.from({ length: seats }, (_, s) => named[(s + g) % seats]!);
  let state = opening(engine, { seats, options, seed: `duel:${g}` }).state; let n = 0;
  for (;;) {
    const seat = engine.awaiting(state)[0]; if (seat === undefined) break;
    const legal = engine.legalActions(state, seat); const view = engine.view(state, seat); const p = players[seat]!;
    const rng = Rng.fromSeed(`d:${g}:${n}`); const t = performance.now();
    let action: unknown;
    if (legal.length === 1) action = legal[0];
    else if (p === 'random') action = randomAction(legal, `${g}:${n}`);
    else if (p === 'easy') action = greedy({ engine, seat, seats, view, legalActions: legal, samples: 2, rng });
    else { const m = /^i(\d+)d(\d+)$/.exec(p)!; action = search({ engine, seat, seats, view, legalActions: legal, budget: { iterations: +m[1]!, playoutDepth: +m[2]!, samples: 0 }, rng }); }
    if (legal.length > 1) (ms[p] ??= []).push(performance.now() - t);
    state = fold(engine, state, [{ seat, action }]); n++;
  }
  evs.push(n);
  const o = engine.outcome(state)!; for (const w of o.winners) credit[players[w]!] = (credit[players[w]!] ?? 0) + 1 / o.winners.length;
}
const med = (a: number[]) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)] ?? 0; };
console.log(JSON.stringify({ kind, seats, games: Number(gamesS), credit, ms: Object.fromEntries(Object.entries(ms).map(([k, v]) => [k, +med(v).toFixed(1)])), events: med(evs) }));
