import type { About } from '../core/engine.ts';

/** Avenue Empires in one line (a city scores VP, spec §7), written only here: its engine and its guide read it. */
export const about = { id: 'avenue-empires', title: 'Avenue Empires', seats: { min: 3, max: 6 }, scoreUnit: 'VP' } as const satisfies About;
