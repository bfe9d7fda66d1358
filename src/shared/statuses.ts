// Every status and type list of the product, once: the database schema builds its CHECK constraints
// and column enums from these arrays, and the API contracts their zod enums. Plain data, no zod: the
// schema loads before @hono/zod-openapi extends zod, and zod 4 schemas built before that have no
// .openapi() method.
export const MATCH_STATUSES = ['UPCOMING', 'LIVE', 'COMPLETED', 'ABANDONED', 'POSTPONED'] as const;
export const MARKET_STATUSES = ['OPEN', 'SUSPENDED', 'SETTLED', 'VOID'] as const;
export const BET_STATUSES = ['PENDING', 'ACTIVE', 'WON', 'LOST', 'VOID'] as const;

/**
 * The ledger's entry kinds. Debits are negative, credits positive; a REVERSAL has the opposite sign of
 * the entry it names (a corrected settlement), so it is the one kind that can go either way.
 */
export const LEDGER_DEBIT_TYPES = ['BET', 'WITHDRAWAL'] as const;
export const LEDGER_CREDIT_TYPES = ['DEMO_CREDIT', 'PAYOUT', 'REFUND', 'WITHDRAWAL_REFUND'] as const;
export const TRANSACTION_TYPES = [...LEDGER_DEBIT_TYPES, ...LEDGER_CREDIT_TYPES, 'REVERSAL'] as const;
export const TRANSACTION_STATUSES = ['COMPLETED', 'PENDING', 'FAILED'] as const;

/**
 * A withdrawal is PENDING until an operator acts: COMPLETED (paid), REJECTED (refunded), or, above the
 * four-eyes amount, AWAITING_SECOND_APPROVAL first. A COMPLETED payout that bounced becomes FAILED
 * (refunded).
 */
export const WITHDRAWAL_STATUSES = [
  'PENDING',
  'AWAITING_SECOND_APPROVAL',
  'COMPLETED',
  'REJECTED',
  'FAILED',
] as const;
export const WITHDRAWAL_METHODS = ['upi', 'bank'] as const;

export type MatchStatus = (typeof MATCH_STATUSES)[number];
export type MarketStatus = (typeof MARKET_STATUSES)[number];
export type BetStatus = (typeof BET_STATUSES)[number];
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];

/** A break from betting the player asks for: neither can be lifted early. */
export const BETTING_BREAK_KINDS = ['TIME_OUT', 'SELF_EXCLUSION'] as const;
export type BettingBreakKind = (typeof BETTING_BREAK_KINDS)[number];
export const TIME_OUT_PERIODS = ['24h', '7d', '30d', '6w'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '2y', '5y'] as const;
/** Betting limits: a cap on the amount staked, or on the net loss (stakes minus returns), per period. */
export const LIMIT_KINDS = ['STAKE', 'LOSS'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** What a notification is about; each but WITHDRAWAL follows a preference (withdrawals are always told). */
export const NOTIFICATION_KINDS = ['BET_RESULT', 'WITHDRAWAL', 'MATCH_REMINDER', 'OFFER'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
