import type { Outcome, Seat, SeatResult } from './engine.ts';

/** Compares two ranking keys field by field, higher first: negative when `a` ranks before `b`. */
export function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (b[i] ?? 0) - (a[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Places from keys: a seat's place is 1 + the number of seats whose key is strictly greater, so equal keys share
 * a place and two shared firsts are followed by 3rd. `decidedBy` names the first key field that separated first
 * place from the best of the rest (null for a shared victory or when nobody else plays).
 */
export function rankByKeys(
  entries: { seat: Seat; score: number; key: number[]; details?: unknown }[],
  keyNames: string[],
): Outcome {
  const seats: SeatResult[] = entries.map((e) => ({
    ...e,
    place: 1 + entries.filter((o) => compareKeys(o.key, e.key) < 0).length,
  }));
  seats.sort((a, b) => a.place - b.place || a.seat - b.seat);
  const winners = seats.filter((s) => s.place === 1).map((s) => s.seat);
  const best = seats[0];
  const runnerUp = seats.find((s) => s.place > 1);
  let decidedBy: string | null = null;
  if (best && runnerUp && winners.length === 1) {
    const i = best.key.findIndex((v, k) => v !== (runnerUp.key[k] ?? 0));
    decidedBy = i >= 0 ? (keyNames[i] ?? null) : null;
  }
  return { seats, winners, keyNames, decidedBy };
}
