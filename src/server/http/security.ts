// One file, several operations: the security middlewares the app mounts together (headers, no caching of private answers, the CSRF origin check).
import type { MiddlewareHandler } from 'hono';
import { DomainError } from '../errors';

/** A CSP that allows only our own origin (styles may be inline: the toast library injects a style tag). */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The headers every response carries, as one record: the middleware sets them, and the event stream,
 * which writes its own head to the socket, sends the same. HSTS is set by the TLS-terminating load
 * balancer, which knows the scheme.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
};

/**
 * A player's own data (profile, balance, bets, ledger) and the back office are never kept by a
 * browser or a shared cache: another person on the same computer, or a proxy, must not see them.
 */
export const privateResponses = (): MiddlewareHandler => async (c, next) => {
  await next();
  c.res.headers.set('cache-control', 'no-store');
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin this request was addressed to, as a browser on the same site would send it. */
function requestOrigin(url: string, forwardedProto?: string | null) {
  const parsed = new URL(url);
  const proto = forwardedProto?.split(',')[0]?.trim() || parsed.protocol.replace(':', '');
  return `${proto}://${parsed.host}`;
}

/**
 * CSRF protection for cookie-authenticated writes: a browser always sends Origin on a POST,
 * so a write must come from our own origin (the public URL, or the host it was addressed to).
 * Requests with no Origin and no Fetch-Metadata (curl, server-to-server) carry no ambient
 * browser credentials to abuse and pass.
 */
export function csrfOriginCheck(publicUrl: string, trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    // The request's own origin is worked out only for an Origin other than the public URL's.
    const ownOrigin = (given: string) =>
      given === publicUrl ||
      given === requestOrigin(c.req.url, trustProxy ? c.req.header('x-forwarded-proto') : null);
    if (origin ? !ownOrigin(origin) : fetchSite === 'cross-site') {
      throw new DomainError('CSRF_REJECTED', 'Cross-site request refused');
    }
    return next();
  };
}
