import type { About } from '../core/engine.ts';

/** Civ Builder in one line (built landmarks score VP, spec §7), written only here: its engine and its guide read it. */
export const about = { id: 'civ-builder', title: 'Civ Builder', seats: { min: 2, max: 4 }, scoreUnit: 'VP' } as const satisfies About;
