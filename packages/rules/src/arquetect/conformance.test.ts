import { afterAll } from 'vitest';
import type { ConformanceTable } from '../core/testing/conformance.ts';
import { conformance, largestViews } from '../core/testing/conformance.ts';
import { loadGolden } from '../core/testing/golden.ts';
import { largestCustomDeck } from './deck-arbitraries.ts';
import { arquetect } from './index.ts';
import { checkStep } from './invariants.ts';
import { maxActions } from './limits.ts';
import { secrets } from './secrets.ts';
import type { ArquetectState } from './state.ts';

/**
 * Every seat count with every deck option: the starter decks, and the largest custom decks (12 cards per player).
 * Each game ends within the spec's bound for its seat count.
 */
const tables: ConformanceTable[] = [2, 3, 4, 5, 6].flatMap((seats) =>
  [
    { options: { deck: 'starter' }, label: 'starter' },
    { options: { deck: 'starter+expansion' }, label: 'starter+expansion' },
    { options: largestCustomDeck(seats, false), label: 'custom' },
    { options: largestCustomDeck(seats, true), label: 'custom with expansion' },
  ].map((table) => ({ seats, ...table, maxActions: maxActions(seats) })),
);

conformance<ArquetectState>({
  engine: arquetect,
  tables,
  // 20 games per table, the expensive checks (legal ⇔ accepted, choices ⇔ legal) on every third state: the folder
  // runs in well under a minute on two cores
  playouts: 20,
  // at most 10N turns of at most 2N+1 actions each (spec §3, limits.ts): 780 for six players (per table above)
  maxActions: maxActions(6),
  secrets,
  golden: loadGolden(new URL('./golden', import.meta.url).pathname),
  invariants: checkStep,
  sampleEvery: 3,
});

/** The largest view response per seat count (and per table), for the closing note and the docs. */
afterAll(() => {
  const bySeats = new Map<number, number>();
  for (const [key, bytes] of largestViews) {
    const seats = Number(/(\d+) seats/.exec(key)?.[1]);
    bySeats.set(seats, Math.max(bySeats.get(seats) ?? 0, bytes));
  }
  console.log(
    `Arquetect: largest view response (bytes, limit 32768) per seat count: ${[...bySeats].map(([n, b]) => `${n}: ${b}`).join(', ')}\n` +
      [...largestViews].map(([k, v]) => `  ${k}: ${v}`).join('\n'),
  );
});
