/**
 * A thinking thread yields the CPU to the server's own work: on Linux it lowers its own scheduling priority to the
 * lowest (nice 19), so a person's request never queues for a core behind a bot's search (a bot only gets slower when
 * the machine is busy). Linux keeps a nice value per thread: `setpriority` on the thread's own id, which
 * /proc/thread-self names. Elsewhere the thread keeps the process's priority.
 */
import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

/** Lowers the calling thread's priority; returns its thread id, or null where it could not. */
export function yieldToPeople(): number | null {
  if (process.platform !== 'linux') return null;
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    setPriority(threadId, constants.priority.PRIORITY_LOW);
    return threadId;
  } catch {
    return null;
  }
}
