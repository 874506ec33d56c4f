import { performance } from 'node:perf_hooks';
import { type AnyGame, findGame, randomPlayout, replay } from '../src/index.ts';

/** `npm run bench`: how long a full game takes to replay from its events (median of many runs). */
function timeReplay(game: AnyGame, seats: number, runs = 50) {
  const played = randomPlayout(game, { seats, seed: `bench-${seats}` });
  const setup = { seats, options: {}, seed: `bench-${seats}` };
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    replay(game, setup, played.events);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(`${game.title}, ${seats} seats: ${played.events.length} events replayed in ${median.toFixed(2)} ms (median of ${runs})`);
}

for (const [id, seats] of [['avenue-empires', 6], ['avenue-empires', 3]] as const) {
  const game = findGame(id);
  if (game) timeReplay(game, seats);
}
