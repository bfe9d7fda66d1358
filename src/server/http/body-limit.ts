import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * Refuses a request body over `maxSize` bytes, calling `onError`. A body sent with a Content-Length and
 * no Transfer-Encoding is exactly that long (Node's parser reads no more), so its header decides; any
 * other body is counted as it streams in, by hono's bodyLimit. On a Node server the header is the cheap
 * way: touching the request's body there builds a Web Request and a stream around it for every request.
 */
export function requestBodyLimit(maxSize: number, onError: (c: Context) => never): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    if (Number(length) > maxSize) onError(c);
    await next();
  };
}
