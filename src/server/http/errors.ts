import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '@shared/contracts/errors';

/** A failure the caller can act on. Mapped to a status and `{ error: { code, message } }` in one place. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'Please log in to continue');
export const forbidden = () => new AppError(403, 'FORBIDDEN', 'Not authorized as admin');
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

export function handleError(error: Error, c: Context) {
  if (error instanceof AppError)
    return c.json(errorBody(error.code, error.message, error.details), error.status);
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    // 400 from Hono's body parsing (malformed JSON) is bad input like any other.
    const code =
      status === 413
        ? 'PAYLOAD_TOO_LARGE'
        : status === 403
          ? 'FORBIDDEN'
          : status === 400
            ? 'VALIDATION_ERROR'
            : 'HTTP_ERROR';
    return c.json(errorBody(code, error.message || 'Request failed'), status);
  }
  c.get('log')?.error({ err: error }, 'unhandled error');
  return c.json(errorBody('INTERNAL', 'Something went wrong. Please try again later.'), 500);
}
