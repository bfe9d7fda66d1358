// One file, several operations: one mapping from a thrown error to its HTTP status, code and body, in steps that build on each other.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, ErrorCode } from '@shared/contracts/errors';
import { DomainError } from '../errors';
import { databaseUnavailable } from '../db/database-unavailable';

/** Seconds a client waits before trying again while no primary database answers (a failover takes several). */
const DATABASE_RETRY_AFTER_SECONDS = 2;

/** The one place an error code becomes an HTTP status. */
const STATUS_BY_CODE: Record<ErrorCode, ContentfulStatusCode> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  HTTP_ERROR: 400,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  IDEMPOTENCY_KEY_REUSED: 422,
  INVALID_CREDENTIALS: 401,
  EMAIL_IN_USE: 409,
  SELECTION_NOT_FOUND: 404,
  MATCH_CLOSED: 409,
  MARKET_CLOSED: 409,
  MARKET_SUSPENDED: 409,
  ODDS_CHANGED: 409,
  INSUFFICIENT_BALANCE: 409,
  NEGATIVE_BALANCE: 409,
  TIME_OUT: 409,
  SELF_EXCLUDED: 409,
  LIMIT_REACHED: 409,
  BET_DELAY_REFUSED: 409,
  CASH_OUT_PRICE_CHANGED: 409,
  CASH_OUT_UNAVAILABLE: 409,
  ALREADY_SETTLED: 409,
  MATCH_NOT_COMPLETED: 409,
  TOSS_NOT_DONE: 409,
  INVALID_TEAM: 400,
  NO_WINNING_OPTIONS: 422,
  SETTLEMENT_FAILED: 500,
  NOT_SETTLED: 409,
  RESETTLE_WINDOW_CLOSED: 409,
  FEED_DISAGREES: 409,
  WITHDRAWAL_PROCESSED: 409,
  SECOND_ADMIN_REQUIRED: 409,
  PAYOUT_ACCOUNT_UNAVAILABLE: 409,
  PAYOUT_FAILED_WINDOW_CLOSED: 409,
  PAYOUT_ACCOUNT_EXISTS: 409,
};

/** The HTTP status of one of our codes. */
export const statusOf = (code: ErrorCode): ContentfulStatusCode => STATUS_BY_CODE[code];

/** The code for an HTTP status that reached us without one (Hono's own errors, Better Auth's). */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'VALIDATION_ERROR';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return status >= 500 ? 'INTERNAL' : 'HTTP_ERROR';
  }
}

export function errorBody(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

export function handleError(error: Error, c: Context) {
  if (error instanceof DomainError) {
    // The refused body was not read, so the connection cannot carry another request: say so, or a
    // proxy reusing it would lose the next one (perhaps another player's).
    if (error.code === 'PAYLOAD_TOO_LARGE') c.header('Connection', 'close');
    return c.json(errorBody(error.code, error.message, error.details), statusOf(error.code));
  }
  if (error instanceof HTTPException) {
    // e.g. 400 from Hono's body parsing (malformed JSON): bad input like any other.
    const status = error.status as ContentfulStatusCode;
    return c.json(errorBody(codeForStatus(status), error.message || 'Request failed'), status);
  }
  if (databaseUnavailable(error)) {
    c.get('log')?.warn({ message: error.message }, 'database unavailable');
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json(
      errorBody(
        'DATABASE_UNAVAILABLE',
        'The service is briefly unavailable. Please try again in a few seconds.',
      ),
      503,
    );
  }
  c.get('log')?.error({ err: error }, 'unhandled error');
  return c.json(errorBody('INTERNAL', 'Something went wrong. Please try again later.'), 500);
}
