import type { About } from '../core/engine.ts';

/** Arquetect in one line (a hand scores points, spec §7), written only here: its engine and its guide read it. */
export const about = {
  id: 'arquetect', title: 'Arquetect', seats: { min: 2, max: 6 }, scoreUnit: 'points',
  pitch: 'Arrange one hand of buildings you may never reorder: gift, trade and place cards so your street scores the most.',
  weight: 'light',
  length: 'one hand: a few moves each',
} as const satisfies About;
