// The status and type values of matches, markets, bets and the ledger: one list each, used by the
// database schema (check constraints, column enums) and the API contracts. Plain data, no zod: the
// schema loads before @hono/zod-openapi extends zod, and zod 4 schemas built before that have no
// .openapi() method.
export const MATCH_STATUSES = ['UPCOMING', 'LIVE', 'COMPLETED', 'ABANDONED', 'POSTPONED'] as const;
export const MARKET_STATUSES = ['OPEN', 'SUSPENDED', 'SETTLED', 'VOID'] as const;
export const BET_STATUSES = ['PENDING', 'ACTIVE', 'WON', 'LOST', 'VOID'] as const;
export const TRANSACTION_TYPES = [
  'DEMO_CREDIT',
  'BET',
  'PAYOUT',
  'REFUND',
  'WITHDRAWAL',
  'WITHDRAWAL_REFUND',
] as const;
export const TRANSACTION_STATUSES = ['COMPLETED', 'PENDING', 'FAILED'] as const;
