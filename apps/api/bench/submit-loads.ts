/**
 * The two shapes of load `requests.ts` puts on submits, over `slots` tables whose `turn(slot, stats)` reads the
 * awaited seat's view and submits: an open loop offering `perSecond` turns a second (a turn that finds every table
 * busy is dropped, not queued), and a closed loop where every table plays back to back.
 */
import { performance } from 'node:perf_hooks';

export interface TurnStats {
  view: number[];
  submit: number[];
  /** Answers other than 200 and errors: a broken benchmark or server (CI fails on them). */
  failures: string[];
  /** Offered submits that found every table busy (the server fell behind the offered rate). */
  dropped: number;
}

export type Turn = (slot: number, stats: TurnStats) => Promise<void>;

export const newStats = (): TurnStats => ({ view: [], submit: [], failures: [], dropped: 0 });

export async function openLoop(turn: Turn, { slots, perSecond, seconds }: { slots: number; perSecond: number; seconds: number }) {
  const stats = newStats();
  const busy = new Set<number>();
  const running: Promise<void>[] = [];
  const interval = 1000 / perSecond;
  const t0 = performance.now();
  let offered = 0;
  let slot = 0;
  for (let i = 0; performance.now() - t0 < seconds * 1000; i++) {
    const due = t0 + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    offered++;
    let tries = 0;
    while (busy.has(slot) && tries++ < slots) slot = (slot + 1) % slots;
    if (busy.has(slot)) {
      stats.dropped++;
      continue;
    }
    const s = slot;
    busy.add(s);
    slot = (slot + 1) % slots;
    running.push(
      turn(s, stats)
        .catch((e) => void stats.failures.push(String(e)))
        .finally(() => busy.delete(s)),
    );
  }
  await Promise.all(running);
  return { stats, offered, seconds: (performance.now() - t0) / 1000 };
}

export async function backToBack(turn: Turn, { slots, seconds }: { slots: number; seconds: number }) {
  const stats = newStats();
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  await Promise.all(
    Array.from({ length: slots }, async (_, slot) => {
      while (performance.now() < end) await turn(slot, stats).catch((e) => void stats.failures.push(String(e)));
    }),
  );
  return { stats, seconds: (performance.now() - t0) / 1000 };
}
