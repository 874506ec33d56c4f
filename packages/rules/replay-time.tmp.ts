import { games } from './src/index.ts';
import { randomPlayout, replay } from './src/core/index.ts';
const seatsOf: Record<string, number[]> = { 'avenue-empires': [3, 4, 5, 6], arquetect: [2, 3, 4, 5, 6], saltmarket: [1, 2, 3, 4] };
for (const [id, game] of Object.entries(games)) {
  for (const seats of seatsOf[id] ?? []) {
    const runs: { events: number; us: number }[] = [];
    for (let g = 0; g < 20; g++) {
      const setup = { seats, options: {}, seed: `bench:${id}:${seats}:${g}` };
      const { events } = randomPlayout(game, { ...setup, maxActions: 5000 });
      replay(game, setup, events); // warm
      const reps = 5;
      const t0 = process.hrtime.bigint();
      for (let r = 0; r < reps; r++) replay(game, setup, events);
      const us = Number(process.hrtime.bigint() - t0) / 1000 / reps;
      runs.push({ events: events.length, us });
    }
    const ev = runs.map((r) => r.events).sort((a, b) => a - b);
    const per = runs.map((r) => r.us / r.events).sort((a, b) => a - b);
    const full = runs.map((r) => r.us).sort((a, b) => a - b);
    console.log(`${id} ${seats} seats: events median ${ev[10]} max ${ev[19]}; full replay median ${(full[10]! / 1000).toFixed(2)} ms max ${(full[19]! / 1000).toFixed(2)} ms; per event median ${per[10]!.toFixed(1)} µs`);
  }
}
