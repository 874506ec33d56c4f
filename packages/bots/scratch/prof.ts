import { engineFor, randomPlayout } from '@turnpost/rules';
import { decide } from '../src/decide.ts';
const [kind, seatsS, level, nS] = process.argv.slice(2);
const engine = engineFor(kind!)!;
const seats = Number(seatsS);
const t0 = performance.now(); let n = 0;
for (let i = 0; i < Number(nS ?? 4); i++) {
  const whole = randomPlayout<unknown>(engine, { seats, seed: `p:${i}` }).events.length;
  const at = randomPlayout<unknown>(engine, { seats, seed: `p:${i}`, maxActions: Math.floor(whole * (i + 1) / 6) });
  const seat = engine.awaiting(at.state)[0]; if (seat === undefined) continue;
  decide({ engine, seat, seats, view: engine.view(at.state, seat), legalActions: engine.legalActions(at.state, seat), level: level as any, seed: 's' + i }); n++;
}
console.log(kind, seats, level, ((performance.now() - t0) / n).toFixed(1), 'ms/decision');
