/**
 * SQLSTATEs that say the server cannot do the work now, whatever the work: it is shutting down
 * (57P01 admin_shutdown: a failover or restart ended the connection; 57P02 crash_shutdown), starting up
 * or recovering (57P03 cannot_connect_now), read-only (25006: a standby that still held the connection,
 * or was reached before the balancer saw it demoted), or the connection failed (class 08).
 */
const UNAVAILABLE_STATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '25006',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/** Socket errors of a connection attempt or of an open connection whose server went away. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * node-postgres says these in words only: the server (or the balancer in front of it) closed the
 * connection, the pool's connectionTimeoutMillis passed before a connection was had, or a client
 * already broken was asked again.
 */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

function unavailableItself(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || SOCKET_ERRORS.has(code))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m));
}

/**
 * True when a failed request failed because no primary database answered: the caller may try again in
 * a few seconds and nothing was done. drizzle wraps node-postgres's error in a DrizzleQueryError whose
 * `cause` is the original, so the chain of causes is followed (a few links at most).
 */
export function databaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (unavailableItself(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
