import type { About } from '../core/engine.ts';

/** Saltmarket in one line (buildings score VP, spec §7), written only here: its engine and its guide read it. */
export const about = {
  id: 'saltmarket', title: 'Saltmarket', seats: { min: 1, max: 4 }, scoreUnit: 'VP',
  pitch: 'Move your pawn from building to building, ship goods while the market shifts, and buy the buildings worth the most before a fourth purchase ends the game (solo too).',
  weight: 'medium',
  length: 'about 15–20 turns each (solo: at most 20)',
} as const satisfies About;
