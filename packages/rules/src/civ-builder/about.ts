import type { About } from '../core/engine.ts';

/** Civ Builder in one line (built landmarks score VP, spec §7), written only here: its engine and its guide read it. */
export const about = {
  id: 'civ-builder', title: 'Civ Builder', seats: { min: 2, max: 4 }, scoreUnit: 'VP',
  pitch: 'Grow a civilisation by deck-building: recruit citizens, raise buildings and heroes, raid rivals and build landmarks (2 v 2 teams too).',
  weight: 'medium-heavy',
  length: 'about 12–18 turns each, several plays a turn',
} as const satisfies About;
