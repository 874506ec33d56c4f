import type { About } from '../core/engine.ts';

/** Arquetect in one line (a hand scores points, spec §7), written only here: its engine and its guide read it. */
export const about = { id: 'arquetect', title: 'Arquetect', seats: { min: 2, max: 6 }, scoreUnit: 'points' } as const satisfies About;
