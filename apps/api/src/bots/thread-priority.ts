/**
 * A thinking thread yields the CPU to the server's own work: on Linux it lowers its own scheduling priority to nice
 * 10 (below normal), so a person's request does not queue for a core behind a bot's search, while the search still
 * gets a tenth of a core against each busy process (a bot only gets slower when the machine is busy). Measured in
 * docs/performance.md: people's submit p50 at 250/s with 20 games of hard bots thinking 4.1–4.5 ms at nice 0,
 * 2.3–2.4 ms at nice 10 or 19. Linux keeps a nice value per thread: `setpriority` on the thread's own id, which
 * /proc/thread-self names. Elsewhere the thread keeps the process's priority.
 */
import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

/** Lowers the calling thread's priority; returns its thread id, or null where it could not. */
export function yieldToPeople(): number | null {
  if (process.platform !== 'linux') return null;
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    setPriority(threadId, constants.priority.PRIORITY_BELOW_NORMAL);
    return threadId;
  } catch {
    return null;
  }
}
