/**
 * The check a finished game's fair-play panel runs: fetch its public record, verify it in a worker of this browser
 * (never on the page's thread), and read the answer as the panel's report. Never throws: every failure is a report.
 */
import { ApiError, getRecord } from '../api.ts';
import { type FairPlayReport, noRecord, reportOf, unavailable } from './report.ts';
import type { RecordVerification } from './verification.ts';
import { verifyInWorker } from './verify-in-worker.ts';

export interface CheckerParts {
  load: (id: string) => Promise<unknown>;
  /** Verifies the record (a promise of it: the checker may start before it arrives). */
  verify: (record: Promise<unknown>, signal?: AbortSignal) => Promise<RecordVerification>;
}

const BROWSER: CheckerParts = { load: getRecord, verify: verifyInWorker };

/** Game `id`'s report once over; null when `signal` aborted meanwhile (nobody is waiting for it any more). */
export async function checkGame(id: string, signal: AbortSignal, parts: CheckerParts = BROWSER): Promise<FairPlayReport | null> {
  const record = parts.load(id);
  // the worker starts while the record loads; it fails with the load when the record does not come
  const verified = parts.verify(record, signal);
  verified.catch(() => {});
  try {
    await record;
  } catch (error) {
    if (signal.aborted) return null;
    if (error instanceof ApiError && error.code === 'E_NO_RECORD') return noRecord(error.message);
    const offline = !(error instanceof ApiError) || error.code === 'E_NETWORK';
    return unavailable(offline ? 'the game’s record could not be loaded. Check your connection and reload the page.' : error.message);
  }
  if (signal.aborted) return null;
  try {
    return reportOf(await verified);
  } catch (error) {
    if (signal.aborted) return null;
    return unavailable(`this browser could not run the check (${error instanceof Error ? error.message : String(error)}).`);
  }
}
