import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApiErrorCode } from './api';

/**
 * What each error code means to a player, in their language. The server's own message stays English
 * (for API clients) and is often more specific (an amount, a number of minutes): English pages show it
 * as they always have, other languages show the code's message from this table.
 */
const ERROR_CODE_MESSAGES: Record<ApiErrorCode, MessageDescriptor> = {
  VALIDATION_ERROR: msg`Please check the details you entered.`,
  UNAUTHORIZED: msg`Please log in to continue`,
  FORBIDDEN: msg`You are not allowed to do this.`,
  CSRF_REJECTED: msg`The request was refused. Please reload the page and try again.`,
  NOT_FOUND: msg`What you asked for was not found.`,
  CONFLICT: msg`This changed in the meantime. Please reload and try again.`,
  PAYLOAD_TOO_LARGE: msg`What you sent is too large.`,
  RATE_LIMITED: msg`Too many attempts. Please wait a few minutes and try again.`,
  HTTP_ERROR: msg`Something went wrong. Please try again later.`,
  INTERNAL: msg`Something went wrong. Please try again later.`,
  DATABASE_UNAVAILABLE: msg`The service is briefly unavailable. Please try again in a few seconds.`,
  IDEMPOTENCY_KEY_REUSED: msg`This request was already sent with different details. Please try again.`,
  NETWORK_ERROR: msg`Could not reach the server. Please check your connection and try again.`,
  INVALID_CREDENTIALS: msg`Invalid email or password`,
  EMAIL_IN_USE: msg`Email already in use`,
  SELECTION_NOT_FOUND: msg`This betting option does not exist for that market`,
  MATCH_CLOSED: msg`This match is not open for betting`,
  MARKET_CLOSED: msg`This market is not open for betting`,
  MARKET_SUSPENDED: msg`This market is suspended. Try again when it reopens.`,
  ODDS_CHANGED: msg`Odds have changed`,
  INSUFFICIENT_BALANCE: msg`Insufficient balance`,
  NEGATIVE_BALANCE: msg`Your balance is below zero after a corrected settlement. Betting and withdrawals resume once it is back above zero.`,
  TIME_OUT: msg`You are on a time-out: betting is paused until it ends.`,
  SELF_EXCLUDED: msg`Your account is self-excluded: betting is not available.`,
  LIMIT_REACHED: msg`This would go over one of your betting limits.`,
  BET_DELAY_REFUSED: msg`The market changed while your in-play bet waited, so it was not placed.`,
  CASH_OUT_PRICE_CHANGED: msg`The cash-out offer has changed`,
  CASH_OUT_UNAVAILABLE: msg`Cash out is not available`,
  ALREADY_SETTLED: msg`This has already been settled`,
  MATCH_NOT_COMPLETED: msg`The match has not finished yet`,
  TOSS_NOT_DONE: msg`The toss has not happened yet`,
  INVALID_TEAM: msg`That team is not playing in this match`,
  NO_WINNING_OPTIONS: msg`No option of this market won`,
  SETTLEMENT_FAILED: msg`The settlement failed`,
  NOT_SETTLED: msg`This has not been settled yet`,
  RESETTLE_WINDOW_CLOSED: msg`It is too late to correct this settlement`,
  FEED_DISAGREES: msg`The score feed disagrees with this result`,
  WITHDRAWAL_PROCESSED: msg`This withdrawal has already been processed`,
  SECOND_ADMIN_REQUIRED: msg`A second admin must approve this`,
  PAYOUT_ACCOUNT_UNAVAILABLE: msg`This payout account is not available`,
  PAYOUT_FAILED_WINDOW_CLOSED: msg`It is too late to record this payout as failed`,
  PAYOUT_ACCOUNT_EXISTS: msg`This payout account already exists`,
};

/** The code's message in the active language; undefined for a code this client does not know. */
export function errorCodeMessage(code: ApiErrorCode): string;
export function errorCodeMessage(code: string): string | undefined;
export function errorCodeMessage(code: string): string | undefined {
  const descriptor = ERROR_CODE_MESSAGES[code as ApiErrorCode] as MessageDescriptor | undefined;
  return descriptor && i18n._(descriptor);
}

/** English is the server's language: its messages are shown as they come. */
export const serverSpeaksPlayersLanguage = () => i18n.locale === 'en';
