import type { Viewer } from '../core/engine.ts';
import type { CardId } from './deck.ts';
import { bitsOf, knowsId } from './memory.ts';
import type { ArquetectState } from './state.ts';

/**
 * Test support (spec §5, §9.8): the card ids `viewer` cannot know at `state`, the ids of every card in another
 * player's hand, whichever way it faces (outward cards show their name, not their id), except those the viewer
 * remembers (it held the card earlier, or the card has been in the rubble: memory.ts). Nothing once the game is
 * over, when every hand is revealed. The rubble is public. Not part of the game.
 */
export function secrets(state: ArquetectState, viewer: Viewer): CardId[] {
  if (state.step === 'gameOver') return [];
  const hidden = (id: CardId) => !knowsId(bitsOf(state.memory, id), viewer);
  return state.hands.flatMap((hand, seat) => (seat === viewer ? [] : hand.map((slot) => slot.id).filter(hidden)));
}
