/**
 * `npx tsx scripts/decision-times.ts [--states N]`: ms per decision of each level, per kind at its smallest and
 * largest seat count, over states random games reach (a quick look; tournaments give the real figures).
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { engines, randomPlayout } from '@turnpost/rules';
import { chooseMove } from '../src/choose-move.ts';
import { canDeterminize } from '../src/determinize.ts';
import { LEVELS } from '../src/level.ts';
import { median } from '../src/statistics.ts';

const { values } = parseArgs({ options: { states: { type: 'string', default: '4' } } });
const count = Number(values.states);
for (const engine of engines.filter(canDeterminize)) {
  for (const seats of new Set([engine.seats.min, engine.seats.max])) {
    const ms: Record<string, number[]> = {};
    for (let i = 0; i < count; i++) {
      const whole = randomPlayout<unknown>(engine, { seats, seed: `times:${i}` }).events.length;
      const at = randomPlayout<unknown>(engine, { seats, seed: `times:${i}`, maxActions: Math.floor((whole * (i + 1)) / (count + 1)) });
      const seat = engine.awaiting(at.state)[0];
      if (seat === undefined) continue;
      const view = engine.view(at.state, seat);
      const legalActions = engine.legalActions(at.state, seat);
      for (const level of LEVELS) {
        const started = performance.now();
        chooseMove({ engine, seat, seats, view, legalActions, level, seed: `t${i}` });
        (ms[level] ??= []).push(performance.now() - started);
      }
    }
    const line = LEVELS.map((l) => `${l} ${median(ms[l] ?? []).toFixed(1)} ms (max ${Math.max(...(ms[l] ?? [0])).toFixed(1)})`);
    console.log(`${engine.id} ${seats} seats: ${line.join(', ')}`);
  }
}
