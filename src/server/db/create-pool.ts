import pg from 'pg';
import type { Logger } from 'pino';

/** How long a request waits for a database connection before it is refused (503, try again). */
const CONNECT_TIMEOUT_MS = 5000;
/**
 * The app's pool. bigint columns (int8) come back as strings by default; the schema maps money columns
 * to BigInt.
 *
 * pg reports a connection the server ended (restart, failover, a test dropping its database) as an
 * 'error' event, on the pool for an idle client and on the client for a checked-out one: unheard, an
 * uncaught exception. The pool discards such a client and connects another on next use; a checked-out
 * one's query fails with the error instead. `pool.end()` resolves once it has asked its connections to
 * close, not once they have, so a server ending one after it is expected and not logged.
 *
 * A request must not hang while no primary answers (a failover): a connection not had within
 * CONNECT_TIMEOUT_MS (the server or balancer silent, or every connection busy) fails the request, which
 * the edge answers 503 with Retry-After (http/errors.ts). Connections to a server that died are cut by
 * the balancer in front of the database when its leader check fails (deploy/haproxy-db.cfg), and TCP
 * keepalive finds those nobody cuts.
 */
export function createPool(url: string, max: number, logger: Logger) {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    application_name: 'ipl-betting',
  });
  pool.on('error', (error: Error & { code?: string }) => {
    if (!pool.ending)
      logger.warn({ code: error.code, message: error.message }, 'idle database connection lost');
  });
  // The failing query reaches its caller; this only keeps the event from being uncaught.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}
