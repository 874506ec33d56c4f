import { afterAll } from 'vitest';
import type { Viewer } from '../core/engine.ts';
import { conformance, largestViews } from '../core/testing/conformance.ts';
import { loadGolden } from '../core/testing/golden.ts';
import type { CardId } from './ids.ts';
import { avenueEmpires } from './index.ts';
import type { AvenueState } from './state.ts';
import { checkStep } from './test-invariants.ts';

/**
 * The card ids `viewer` cannot know: the deck and the other hands (all hands for a spectator), except the cards the
 * viewer passed itself (spec §5: the giver sees its passes; its view remembers them); none at the end.
 */
function secrets(state: AvenueState, viewer: Viewer): CardId[] {
  if (state.phase === 'gameOver') return [];
  const passed = new Set(viewer === null ? [] : (state.passedCards[viewer] ?? []).map((p) => p.card));
  const others = state.hands.flatMap((hand, seat) => (seat === viewer ? [] : hand));
  return [...state.deck, ...others.filter((id) => !passed.has(id))];
}

conformance<AvenueState>({
  game: avenueEmpires,
  tables: [{ seats: 3 }, { seats: 4 }, { seats: 5 }, { seats: 6 }],
  playouts: 8,
  // N(2R−1) first submissions (at most 117) and resubmissions now and then
  maxActions: 400,
  secrets,
  golden: loadGolden(new URL('./golden', import.meta.url).pathname),
  sampleEvery: 2,
  invariants: checkStep,
});

afterAll(() => {
  for (const [table, bytes] of largestViews) console.log(`largest view response, ${table}: ${bytes} bytes`);
});
