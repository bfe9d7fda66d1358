import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

/** One structured log line per request, carrying the request id (also returned as X-Request-Id). */
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const log = logger.child({ reqId: c.get('requestId') });
    c.set('log', log);
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const line = { method: c.req.method, path: c.req.path, status: c.res.status, ms };
    if (c.res.status >= 500) log.error(line, 'request');
    else if (c.req.path.startsWith('/api/')) log.info(line, 'request');
    else log.debug(line, 'request');
  };
}
