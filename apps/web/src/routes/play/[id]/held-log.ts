/**
 * The log lines an open table holds, kept bounded by the server: each answer brings only the lines after the
 * version the table sent as `logSince`, and "Show earlier moves" pages back from the first event held.
 */
import type { LogPage } from '$lib/api-types.ts';

/**
 * The held lines (every line of the events after `held.logAfter`, up to `heldVersion`) followed by an answer's:
 * appended when the answer goes on from within what is held, else the answer replaces them (the server started
 * afresh because too many lines followed, or the page had nothing yet).
 */
export function followLog(held: LogPage | null, heldVersion: number, answer: LogPage): LogPage {
  if (held === null || answer.logAfter < held.logAfter || answer.logAfter > heldVersion) {
    return { log: answer.log, logAfter: answer.logAfter };
  }
  // Lines of events the answer also carries are dropped, so a line never shows twice.
  const kept = held.log.filter((line) => line.seq <= answer.logAfter);
  return { log: [...kept, ...answer.log], logAfter: held.logAfter };
}

/** Where the next page of older lines ends (`GET …/log?before=`), or null when the held lines go back to the start. */
export function earlierBefore(held: LogPage): number | null {
  return held.logAfter < 0 ? null : held.logAfter + 1;
}

/**
 * Older lines (asked for with `before`) in front of the held ones. Ignored when the held lines no longer start
 * there (an answer replaced them meanwhile): the page would leave a gap or repeat lines.
 */
export function withEarlier(held: LogPage, before: number, older: LogPage): LogPage {
  if (earlierBefore(held) !== before || older.logAfter >= held.logAfter) return held;
  return { log: [...older.log.filter((line) => line.seq < before), ...held.log], logAfter: older.logAfter };
}
