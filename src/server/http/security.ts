import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { AppError } from './errors';

/** A CSP that allows only our own origin (styles may be inline: the toast library injects a style tag). */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: false, // set by the TLS-terminating load balancer, which knows the scheme
    crossOriginEmbedderPolicy: false,
  });

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin this request was addressed to, as a browser on the same site would send it. */
export function requestOrigin(url: string, forwardedProto?: string | null) {
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
    const own = [publicUrl, requestOrigin(c.req.url, trustProxy ? c.req.header('x-forwarded-proto') : null)];
    if (origin ? !own.includes(origin) : fetchSite === 'cross-site') {
      throw new AppError(403, 'CSRF_REJECTED', 'Cross-site request refused');
    }
    return next();
  };
}
