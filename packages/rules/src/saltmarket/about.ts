import type { About } from '../core/engine.ts';

/** Saltmarket in one line (buildings score VP, spec §7), written only here: its engine and its guide read it. */
export const about = { id: 'saltmarket', title: 'Saltmarket', seats: { min: 1, max: 4 }, scoreUnit: 'VP' } as const satisfies About;
