/**
 * What the fair-play checker hands back across the worker's boundary (verify.worker.ts → verify-in-worker.ts): the
 * rules' verification without the record, state and moves it replayed (nothing a page draws, and large), plus how
 * long the check took inside the worker.
 */
import type { Check, Verification } from '@turnpost/rules/core';

export type { Check };

/** A record's verification as a page receives it. */
export type RecordVerification = Omit<Verification, 'record' | 'state' | 'actions'> & {
  /** Milliseconds the check took in the worker (from the record received to the answer ready). */
  ms: number;
};

/** The worker's one message back: the verification, or why it could not be made (never a thrown error). */
export type CheckerAnswer = { ok: true; verification: RecordVerification } | { ok: false; message: string };
