/**
 * The fair-play checker, off the page's thread: receives one game record (parsed JSON, untrusted), replays it with
 * the rules package alone (`verifyRecord`: the commitment, every move, the outcome) and posts back the verification
 * and the milliseconds it took here. The page spawns one per record and ends it after (verify-in-worker.ts).
 */
import { engineFor, verifyRecord } from '@turnpost/rules';
import type { CheckerAnswer } from './verification.ts';

self.onmessage = async (event: MessageEvent<unknown>) => {
  const started = performance.now();
  let answer: CheckerAnswer;
  try {
    const { shuffle, result, checks } = await verifyRecord(event.data, engineFor);
    answer = { ok: true, verification: { shuffle, result, checks, ms: Math.round(performance.now() - started) } };
  } catch (error) {
    // verifyRecord answers bad records itself: this is the browser failing (e.g. no WebCrypto outside HTTPS)
    answer = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(answer);
};
