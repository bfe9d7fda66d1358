// Every error the API answers: `{ "error": { "code", "message", "details"? } }`. The codes are one union,
// used by the server (one table maps each to its HTTP status: src/server/http/errors.ts) and by the web
// side, so the two cannot drift.

export const ERROR_CODES = [
  // Any route
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CSRF_REJECTED',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'HTTP_ERROR',
  'INTERNAL',
  // No primary database answers (a failover, a restart): nothing was done; try again after Retry-After
  'DATABASE_UNAVAILABLE',
  // A write's idempotency key sent again with a different request (the same request replays)
  'IDEMPOTENCY_KEY_REUSED',
  // Accounts
  'INVALID_CREDENTIALS',
  'EMAIL_IN_USE',
  // Bets and the wallet
  'SELECTION_NOT_FOUND',
  'MATCH_CLOSED',
  'MARKET_CLOSED',
  // The market is open but suspended now (a wicket or boundary, or an operator): it takes bets once reopened
  'MARKET_SUSPENDED',
  'ODDS_CHANGED',
  'INSUFFICIENT_BALANCE',
  'NEGATIVE_BALANCE',
  'TIME_OUT',
  'SELF_EXCLUDED',
  'LIMIT_REACHED',
  // An in-play bet refused at the end of its delay (details.reason: BET_DELAY_REFUSALS but ODDS_CHANGED,
  // which answers ODDS_CHANGED as before the delay)
  'BET_DELAY_REFUSED',
  // Cash-out: the offer moved (details.amount), or there is none now (details.reason)
  'CASH_OUT_PRICE_CHANGED',
  'CASH_OUT_UNAVAILABLE',
  // Settlement
  'ALREADY_SETTLED',
  'MATCH_NOT_COMPLETED',
  'TOSS_NOT_DONE',
  'INVALID_TEAM',
  'NO_WINNING_OPTIONS',
  'SETTLEMENT_FAILED',
  'NOT_SETTLED',
  'RESETTLE_WINDOW_CLOSED',
  'FEED_DISAGREES',
  // Withdrawals and payout accounts
  'WITHDRAWAL_PROCESSED',
  'SECOND_ADMIN_REQUIRED',
  'PAYOUT_ACCOUNT_UNAVAILABLE',
  'PAYOUT_FAILED_WINDOW_CLOSED',
  'PAYOUT_ACCOUNT_EXISTS',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Why a player below zero (after a corrected settlement) can neither bet nor withdraw: both sides show it. */
export const NEGATIVE_BALANCE_MESSAGE =
  'Your balance is below zero after a corrected settlement. Betting and withdrawals resume once it is back above zero.';

export type ErrorBody = { error: { code: ErrorCode; message: string; details?: unknown } };

/** The code as one of ours, or null when it is not one. */
export const knownErrorCode = (code: string): ErrorCode | null =>
  (ERROR_CODES as readonly string[]).includes(code) ? (code as ErrorCode) : null;
