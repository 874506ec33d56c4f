/**
 * Whether an error means "the database cannot be reached right now" (refused, dropped or shutting-down
 * connections, timeouts) rather than a bug: such requests answer 503 and the next one tries again.
 */
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown (pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '55000', // object_not_in_prerequisite_state: the database is not accepting connections (ALLOW_CONNECTIONS false)
  '53300', // too_many_connections
  '3D000', // invalid_catalog_name: the database is gone (being recreated, restored)
  '28P01', // invalid_password: credentials rotated under a running server
  '57014', // query_canceled: a statement timeout
  '55P03', // lock_not_available: a lock timeout
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

const MESSAGES = /query read timeout|connection terminated|terminating connection|connection timeout|timeout exceeded when trying to connect|client has encountered a connection error|connection refused|socket hang up|cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CODES.has(code)) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
