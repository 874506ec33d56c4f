/**
 * The server's time as this browser last heard it (each API answer's `Date` header), so a paced game's clocks count
 * down by the server's time, by which its deadlines run, even on a device whose own clock is off. To the second.
 */
let skewMs = 0;

/** Notes an answer's `Date` header (ignored when absent or unreadable). */
export function noteServerTime(date: string | null, now = Date.now()): void {
  const server = date ? Date.parse(date) : Number.NaN;
  if (!Number.isNaN(server)) skewMs = server - now;
}

/** The server's time now, in ms. */
export function serverNow(now = Date.now()): number {
  return now + skewMs;
}
