import { Rng } from '../core/rng.ts';
import { CARD_TYPES, CARDS } from './cards.ts';

/**
 * Test support: a valid custom deck drawn from a seed (6N–12N cards, at most the copies that exist, expansion cards
 * only when enabled). Not part of the game.
 */
export function customDeckOptions(seats: number, expansion: boolean, seed: number) {
  const rng = Rng.fromSeed(`custom:${seed}`);
  const types = CARD_TYPES.filter((t) => expansion || !CARDS[t].expansion);
  const available = types.reduce((s, t) => s + CARDS[t].copies, 0);
  const size = rng.int(6 * seats, Math.min(12 * seats, available));
  const counts: Record<string, number> = {};
  for (let k = 0; k < size; k++) {
    const open = types.filter((t) => (counts[t] ?? 0) < CARDS[t].copies);
    const type = open[rng.int(0, open.length - 1)] as string;
    counts[type] = (counts[type] ?? 0) + 1;
  }
  return { deck: 'custom', expansion, counts };
}

/** The largest custom deck for `seats` players: 12 cards per player (or every card there is), types in turn. */
export function largestCustomDeck(seats: number, expansion: boolean) {
  const types = CARD_TYPES.filter((t) => expansion || !CARDS[t].expansion);
  const available = types.reduce((s, t) => s + CARDS[t].copies, 0);
  const size = Math.min(12 * seats, available);
  const counts: Record<string, number> = {};
  for (let k = 0, added = 0; added < size; k++) {
    const type = types[k % types.length] as string;
    if ((counts[type] ?? 0) >= CARDS[type as keyof typeof CARDS].copies) continue;
    counts[type] = (counts[type] ?? 0) + 1;
    added++;
  }
  return { deck: 'custom', expansion, counts };
}
