import type { MiddlewareHandler } from 'hono';

/**
 * Every API answer's `Date` is the server's clock: a browser counts a paced game's clocks down from it, whatever its
 * own clock says (web `server-time.ts`), so every answer must tell the same time, the dev clock's when it is moved
 * (DEV_CLOCK=1), the catalogue's as much as a game's.
 */
export const serverDate =
  (clock: () => Date): MiddlewareHandler =>
  async (c, next) => {
    await next();
    c.header('Date', clock().toUTCString());
  };
