import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address: the socket's, or with TRUST_PROXY (behind our load balancer) the first
 * X-Forwarded-For entry. For rate limits and caps, never for authorisation.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'in-process'; // app.request() in tests has no socket
  }
}
