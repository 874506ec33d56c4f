import { afterAll } from 'vitest';
import { conformance, largestViews } from '../core/testing/conformance.ts';
import { loadGolden } from '../core/testing/golden.ts';
import { civBuilder } from './index.ts';
import { checkStep } from './invariants.ts';
import type { CivState } from './state.ts';

conformance<CivState>({
  engine: civBuilder,
  tables: [
    { seats: 2 },
    { seats: 3 },
    { seats: 4 },
    { seats: 4, options: { teams: true }, label: 'teams' },
  ],
  playouts: 3,
  // a game lasts at most 30 rounds; random play takes a few hundred actions (a turn's actions all spend something)
  maxActions: 5000,
  // card ids are numbers, which this suite's text search cannot tell from counts; properties.test.ts checks every
  // view for hidden ids instead (secrets.ts)
  secrets: () => [],
  golden: loadGolden(new URL('./golden', import.meta.url).pathname),
  invariants: checkStep,
  sampleEvery: 4,
});

afterAll(() => {
  console.log(`Civ Builder: largest view response (bytes, limit 32768): ${[...largestViews].filter(([k]) => k.startsWith('civ-builder')).map(([k, v]) => `${k}: ${v}`).join(', ')}`);
});
