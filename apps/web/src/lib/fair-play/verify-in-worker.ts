/**
 * Verifies a game record in a Web Worker of its own, so a long replay never freezes the page: the worker is spawned
 * for this one record and ended once it answers, fails, or `signal` aborts (the page moved on). The record may still
 * be on its way (a promise): the worker loads meanwhile.
 */
import type { CheckerAnswer, RecordVerification } from './verification.ts';

/** The record's verification (rejects when the record does not come, this browser cannot run the checker, or on abort). */
export function verifyInWorker(record: unknown, signal?: AbortSignal): Promise<RecordVerification> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The check was stopped.', 'AbortError'));
    const worker = new Worker(new URL('./verify.worker.ts', import.meta.url), { type: 'module', name: 'fair-play' });
    const end = () => {
      worker.terminate();
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      end();
      reject(new DOMException('The check was stopped.', 'AbortError'));
    };
    signal?.addEventListener('abort', abort, { once: true });
    worker.onmessage = (event: MessageEvent<CheckerAnswer>) => {
      end();
      if (event.data.ok) resolve(event.data.verification);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => {
      end();
      reject(new Error(event.message || 'The checker could not start in this browser.'));
    };
    Promise.resolve(record).then(
      (loaded) => worker.postMessage(loaded),
      (error: unknown) => {
        end();
        reject(error);
      },
    );
  });
}
