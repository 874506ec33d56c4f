import type { Transition } from '../core/engine.ts';
import { Rng } from '../core/rng.ts';
import { arrayOf } from '../core/arrays.ts';
import { deckFromCounts } from './deck.ts';
import { initialMemory } from './memory.ts';
import type { ArquetectOptions } from './options.ts';
import type { Slot, ArquetectState } from './state.ts';

/**
 * Spec §2: the chosen ids in canonical order, one Fisher–Yates shuffle, then the whole deck dealt one card at a
 * time in seat order, each appended at the right end facing in. Seat 0 starts.
 */
export function setup(seats: number, options: ArquetectOptions, seed: string): Transition<ArquetectState> {
  const deck = deckFromCounts(options.counts);
  const shuffled = Rng.fromSeed(seed).shuffle(deck);
  const hands: Slot[][] = arrayOf(seats, () => []);
  shuffled.forEach((id, k) => {
    hands[k % seats]?.push({ id, out: false });
  });
  const state: ArquetectState = {
    seats,
    expansion: options.expansion,
    hands,
    rubble: [],
    done: arrayOf(seats, () => false),
    turnsTaken: arrayOf(seats, () => 0),
    active: 0,
    step: 'act',
    offer: null,
    endReason: null,
    memory: initialMemory(hands, []),
  };
  return { state, log: [{ round: 1, text: `${shuffled.length} cards dealt. @0 takes the first turn.` }] };
}
