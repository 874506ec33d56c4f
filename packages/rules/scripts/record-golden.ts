/**
 * `npm run golden -w @turnpost/rules -- <game-id> <seats>[:<options JSON>] …` records one random complete game per
 * table into src/<game-id>/golden/ (see docs/game-contract.md, "Rules versions"). Run it when a game is added or
 * after a rulesVersion bump; never to make a failing golden test pass.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { recordGolden } from '../src/core/testing/golden.ts';
import { engineFor } from '../src/index.ts';

const [id, ...tables] = process.argv.slice(2);
const game = id ? engineFor(id) : undefined;
if (!game || tables.length === 0) {
  console.error('usage: record-golden <game-id> <seats>[:<options JSON>] …');
  process.exit(2);
}
const folder = join(import.meta.dirname, '..', 'src', game.id, 'golden');
mkdirSync(folder, { recursive: true });
for (const spec of tables) {
  const [seats, json] = [spec.split(':')[0], spec.split(':').slice(1).join(':')];
  const options = json ? JSON.parse(json) : {};
  const words = Object.entries(options).map(([k, v]) => (typeof v === 'object' ? k : `${k}-${String(v)}`));
  const label = [`${seats}-seats`, ...words].join('-').replace(/[^\w-]+/g, '_');
  const seed = `golden:${game.id}:v${game.rulesVersion}:${label}`;
  const golden = recordGolden(game, { seats: Number(seats), options, seed });
  const file = join(folder, `v${game.rulesVersion}-${label}.json`);
  writeFileSync(file, `${JSON.stringify(golden)}\n`);
  console.log(`${file}: ${golden.events.length} events`);
}
