import { afterAll } from 'vitest';
import { conformance, largestViews } from '../core/testing/conformance.ts';
import { loadGolden } from '../core/testing/golden.ts';
import { saltmarket } from './index.ts';
import { checkStep } from './invariants.ts';
import { maxActions } from './limits.ts';
import { secrets } from './secrets.ts';
import type { SaltState } from './state.ts';

conformance<SaltState>({
  engine: saltmarket,
  tables: [1, 2, 3, 4].map((seats) => ({ seats, maxActions: maxActions(seats) })),
  // the expensive checks (legal ⇔ accepted, choices ⇔ legal) on every second state keep the folder well under a
  // minute on two cores
  playouts: 12,
  maxActions: maxActions(4),
  secrets,
  golden: loadGolden(new URL('./golden', import.meta.url).pathname),
  invariants: checkStep,
  sampleEvery: 2,
});

afterAll(() => {
  console.log(`Saltmarket: largest view response (bytes, limit 32768): ${[...largestViews].map(([k, v]) => `${k}: ${v}`).join(', ')}`);
});
