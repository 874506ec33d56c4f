/**
 * `npx tsx scripts/civ-fingerprint.ts > out.txt`: a digest of everything Civ Builder's rules say over many random
 * and bot games (every state, log, view of every seat and the spectator, legal actions, choices, decision basis, and
 * the refusals of replayed or misdirected actions). Run it before and after a refactor of the engine: the outputs
 * must be identical.
 */
import { createHash } from 'node:crypto';
import { type ActionEvent, aloud, decide, initialState, opening, randomPlayout } from '../src/core/index.ts';
import { civBuilder } from '../src/civ-builder/index.ts';
import { botPlayout } from '../src/civ-builder/playouts.ts';
import type { CivState } from '../src/civ-builder/state.ts';

const GAMES = Number(process.argv[2] ?? 6);

function digest(seats: number, teams: boolean, seed: string, events: ActionEvent[]): string {
  const hash = createHash('sha256');
  const put = (v: unknown) => hash.update(`${JSON.stringify(v)}\n`);
  const setup = { seats, options: { teams }, seed };
  put(opening(civBuilder, setup));
  let state = initialState<CivState>(civBuilder, setup);
  events.forEach((e, i) => {
    if (i % 3 === 0) {
      for (const viewer of [null, ...state.players.map((_, s) => s)]) put(civBuilder.view(state, viewer));
      for (let s = 0; s < seats; s++) {
        put(civBuilder.legalActions(state, s));
        put(civBuilder.choices?.(state, s));
        put(civBuilder.decisionBasis?.(state, s));
        put(civBuilder.gate(state, s));
      }
    }
    // refusals: the previous action again, and this action from the next seat
    const prev = events[i - 1];
    if (prev) put(decide(civBuilder, state, prev.seat, prev.action));
    const other = (e.seat + 1) % seats;
    put(decide(civBuilder, state, other, { ...(e.action as object), player: other }));
    const before = JSON.stringify(state);
    const next = civBuilder.apply(state, e.seat, e.action as never, aloud);
    if (JSON.stringify(state) !== before) throw new Error(`${seed}: apply changed its input at event ${i}`);
    put(next);
    if (!next.ok) throw new Error(`${seed}: event ${i} refused`);
    state = next.value.state;
  });
  put(civBuilder.outcome(state));
  put(civBuilder.scores?.(state));
  return hash.digest('hex').slice(0, 16);
}

for (const [seats, teams] of [[2, false], [3, false], [4, false], [4, true]] as const)
  for (let g = 0; g < GAMES; g++) {
    const rseed = `fp:random:${seats}:${teams}:${g}`;
    const random = randomPlayout(civBuilder, { seats, options: { teams }, seed: rseed, maxActions: 5000, resubmitRate: 0.1 });
    console.log(rseed, random.events.length, digest(seats, teams, rseed, random.events));
    const bseed = `fp:bot:${seats}:${teams}:${g}`;
    const bot = botPlayout(seats, teams, bseed);
    console.log(bseed, bot.events.length, digest(seats, teams, bseed, bot.events));
  }
