import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { validate } from '../validate.ts';

/**
 * A server clock that can be moved forward, for trying a pace without waiting days: only when the Node server runs
 * with DEV_CLOCK=1, and only from this machine (loopback). Clocks, the autopilot's sweep and reminders all read it.
 */
export class DevClock {
  private offsetMs = 0;

  readonly now = (): Date => new Date(Date.now() + this.offsetMs);

  advance(ms: number): Date {
    this.offsetMs += ms;
    return this.now();
  }
}

const advance = z.object({ hours: z.number().positive().max(24 * 365) });

export interface DevClockOptions {
  clock: DevClock;
  /** Who may move it: only the machine itself (loopback). */
  allow: (c: Context) => boolean;
}

/** `POST /api/dev/clock {hours}`: moves the server's clock forward; answers `{now}`. */
export const devClockRoutes = ({ clock, allow }: DevClockOptions) =>
  new Hono().post('/api/dev/clock', async (c, next) => (allow(c) ? next() : c.json({ code: 'E_NOT_FOUND', message: 'Not found.' }, 404)), validate('json', advance), (c) =>
    c.json({ now: clock.advance(c.req.valid('json').hours * 3600_000).toISOString() }),
  );
