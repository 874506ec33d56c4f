/**
 * What the fair-play panel says, decided apart from how it is drawn: while a game is played, whether its shuffle was
 * committed before the first move; once it is over, how its record checked out in this browser, in plain words.
 */
import type { Check, RecordVerification } from './verification.ts';

/** The panel's state, as its `data-fair-play` attribute tells the browser tests. */
export type FairPlayStatus =
  | 'committed'
  | 'uncommitted'
  | 'checking'
  | 'verified'
  | 'result-only'
  | 'failed'
  | 'no-record'
  | 'unavailable';

export interface FairPlayReport {
  status: FairPlayStatus;
  /** The one line the folded panel shows. */
  headline: string;
  /** Every check of the record, in order (empty until it was checked). */
  checks: Check[];
  /** How long the check took in this browser, in milliseconds (null until it was checked). */
  ms: number | null;
}

const plain = (status: FairPlayStatus, headline: string): FairPlayReport => ({ status, headline, checks: [], ms: null });

/** A game being played: its commitment, or the plain fact that it began before commitments. */
export const whilePlayed = (committed: boolean): FairPlayReport =>
  committed
    ? plain('committed', 'Shuffle committed before the first move')
    : plain('uncommitted', 'This game began before Turnpost committed to shuffles');

export const CHECKING: FairPlayReport = plain('checking', 'Checking the shuffle and the result…');

/** A game that has no public record (the server's `E_NO_RECORD` message says why). */
export const noRecord = (message: string): FairPlayReport => plain('no-record', message);

/** The record could not be loaded or checked here (the network, or a browser without workers or WebCrypto). */
export const unavailable = (message: string): FairPlayReport => plain('unavailable', `Not checked: ${message}`);

/** How a record's verification reads: verified, the result only (an old game), or what failed, in its own words. */
export function reportOf(verification: RecordVerification): FairPlayReport {
  const { shuffle, result, checks, ms } = verification;
  const failed = checks.find((c) => c.status === 'failed');
  if (shuffle && result) return { status: 'verified', headline: 'Shuffle and result verified', checks, ms };
  if (result && !failed)
    return { status: 'result-only', headline: 'Result verified; the shuffle was not committed in advance', checks, ms };
  const what = failed?.text ?? 'The record does not replay to its result.';
  return { status: 'failed', headline: `Not verified. ${what}`, checks, ms };
}

/** A check's line as the panel lists it: a part the rules keep hidden always says so first. */
export function checkText(check: Check): string {
  if (check.status !== 'hidden' || check.text.startsWith('Hidden by the rules')) return check.text;
  return `Hidden by the rules: ${check.text}`;
}

/** What the panel says a check's status is, for screen readers (the icon says it to the eye). */
export const STATUS_WORDS: Record<Check['status'], string> = {
  ok: 'Passed',
  failed: 'Failed',
  unchecked: 'Not checked',
  hidden: 'Hidden',
};
