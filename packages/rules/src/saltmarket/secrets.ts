import type { Viewer } from '../core/engine.ts';
import type { SaltState } from './state.ts';

/**
 * Test support (spec §8): the ids `viewer` may not know. The deck (its order is hidden from everyone; no view
 * names a deck card), and other seats' dealt characters: all of them before the reveal, the unchosen one forever.
 * Not part of the game.
 */
export function secrets(state: SaltState, viewer: Viewer): string[] {
  const characters = state.players.flatMap((p, seat) =>
    seat === viewer ? [] : p.dealt.filter((c) => state.phase === 'setup' || c !== p.character),
  );
  return [...state.deck, ...characters];
}
