import type { About } from '../core/engine.ts';

/** Avenue Empires in one line (a city scores VP, spec §7), written only here: its engine and its guide read it. */
export const about = {
  id: 'avenue-empires', title: 'Avenue Empires', seats: { min: 3, max: 6 }, scoreUnit: 'VP',
  pitch: 'Build the finest city from cards you pass to your neighbours: walls, roads and rivers score, but what you pass may build theirs.',
  weight: 'light',
  length: '10 to 20 rounds: about 40 moves each at 3 players, 20 at 6',
} as const satisfies About;
