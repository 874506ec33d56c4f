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
