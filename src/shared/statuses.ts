// Every status and type list of the product, once: the database schema builds its CHECK constraints
// and column enums from these arrays, and the API contracts their zod enums. Plain data, no zod: the
// schema loads before @hono/zod-openapi extends zod, and zod 4 schemas built before that have no
// .openapi() method.
export const MATCH_STATUSES = ['UPCOMING', 'LIVE', 'COMPLETED', 'ABANDONED', 'POSTPONED'] as const;
export const MARKET_STATUSES = ['OPEN', 'SUSPENDED', 'SETTLED', 'VOID'] as const;
/** A bet backs its option (it wins) or lays it (it does not win), against the house (ADR 0048). */
export const BET_SIDES = ['BACK', 'LAY'] as const;
export type BetSide = (typeof BET_SIDES)[number];
/** CASHED_OUT: the player took the cash-out offer for all the stake still on (a partial one stays PENDING). */
export const BET_STATUSES = ['PENDING', 'ACTIVE', 'WON', 'LOST', 'VOID', 'CASHED_OUT'] as const;

/** The markets a match offers. Settlement is chosen by kind. */
export const MARKET_KINDS = [
  'MATCH_WINNER',
  'TOSS_WINNER',
  'FIRST_INNINGS_RUNS',
  'SESSION_RUNS',
  'OVER_RUNS',
] as const;
/** Settled on the winner of the match. */
export const TEAM_MARKET_KINDS = ['MATCH_WINNER'] as const;
/**
 * One option of the market wins, and a player's bets on it are held as a position: its worst case, not
 * the sum of its stakes (ADR 0049).
 */
export const POSITION_MARKET_KINDS = ['MATCH_WINNER', 'TOSS_WINNER'] as const;
/** Settled from the score by the server, on the ball that decides them. */
export const SCORE_MARKET_KINDS = ['FIRST_INNINGS_RUNS', 'SESSION_RUNS', 'OVER_RUNS'] as const;
/** Sessions: runs by the end of an over of an innings, or in one over; a half-run line, Yes and No. */
export const SESSION_MARKET_KINDS = ['SESSION_RUNS', 'OVER_RUNS'] as const;
/**
 * Why the feed closed a market to new bets; it waits for its settlement. Recorded in the transaction
 * that records what closed it:
 * - DECIDED: a score market's result is known, or a session's price went beyond the odds offered;
 * - LINE_MOVED: a session's line ran away and a new line opened in its place;
 * - TOSS_DONE: a toss market, at the toss;
 * - INNINGS_OVER: the first-innings runs market, at the end of the first innings;
 * - MATCH_OVER: every market still open when the match is completed, abandoned or voided.
 * A market with a closed reason never takes a bet, whatever an operator does (only the feed may reopen
 * a session line, when its price comes back to it).
 */
export const MARKET_CLOSED_REASONS = [
  'DECIDED',
  'LINE_MOVED',
  'TOSS_DONE',
  'INNINGS_OVER',
  'MATCH_OVER',
] as const;
/** The closed reasons no sync undoes: what closed the market has happened. */
export const FINAL_CLOSED_REASONS = ['TOSS_DONE', 'INNINGS_OVER', 'MATCH_OVER'] as const;
export const isFinalClosedReason = (reason: string | null): boolean =>
  (FINAL_CLOSED_REASONS as readonly (string | null)[]).includes(reason);
/** Why the feed suspended a market for a moment: the ball's big event (a wicket, or a four or six). */
export const MARKET_SUSPENSION_REASONS = ['WICKET', 'BOUNDARY'] as const;
export type MarketSuspensionReason = (typeof MARKET_SUSPENSION_REASONS)[number];

/**
 * The ledger's accounts (docs/decisions/0018). A player's wallet is a PLAYER account (one per player);
 * the house's are one each, but for the payout accounts: one per UPI or IMPS payout detail.
 */
export const LEDGER_ACCOUNTS = [
  'PLAYER',
  'PROMOTIONS',
  'STAKES_HELD',
  'BETS_IN_DELAY',
  'HOUSE_REVENUE',
  'WITHDRAWALS_IN_FLIGHT',
  'PAYOUT_UPI',
  'PAYOUT_IMPS',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/**
 * Every transfer moves a positive amount from its debit account to its credit account, for one reason
 * (its code), along one of the routes below. A REVERSAL takes the route of the transfer it cancels,
 * backwards. BET_WON is two transfers: the stake into the house's revenue, the payout out of it, and so
 * is CASH_OUT: the part of the stake cashed out into the revenue, the amount paid for it (if any) out of it.
 * An in-play bet's stake is held (BET_HOLD) while the bet waits out its delay, then posted into the stakes
 * held when the bet is placed (BET_PLACED from BETS_IN_DELAY) or voided back to the player when it is
 * refused (BET_HOLD_RELEASED), as a withdrawal's hold is. The stakes held for a player's bets on a
 * position market (POSITION_MARKET_KINDS) that can never all be lost are given back (EXPOSURE_RELEASED)
 * down to the position's worst case, and taken again (EXPOSURE_HELD) when the worst case grows or the
 * market settles (ADR 0049).
 */
export const TRANSFER_ROUTES = {
  DEMO_CREDIT: [['PROMOTIONS', 'PLAYER']],
  BET_PLACED: [
    ['PLAYER', 'STAKES_HELD'],
    ['BETS_IN_DELAY', 'STAKES_HELD'],
  ],
  BET_HOLD: [['PLAYER', 'BETS_IN_DELAY']],
  BET_HOLD_RELEASED: [['BETS_IN_DELAY', 'PLAYER']],
  BET_WON: [
    ['STAKES_HELD', 'HOUSE_REVENUE'],
    ['HOUSE_REVENUE', 'PLAYER'],
  ],
  BET_LOST: [['STAKES_HELD', 'HOUSE_REVENUE']],
  VOID_REFUND: [['STAKES_HELD', 'PLAYER']],
  CASH_OUT: [
    ['STAKES_HELD', 'HOUSE_REVENUE'],
    ['HOUSE_REVENUE', 'PLAYER'],
  ],
  WITHDRAWAL_HOLD: [['PLAYER', 'WITHDRAWALS_IN_FLIGHT']],
  WITHDRAWAL_PAID: [
    ['WITHDRAWALS_IN_FLIGHT', 'PAYOUT_UPI'],
    ['WITHDRAWALS_IN_FLIGHT', 'PAYOUT_IMPS'],
  ],
  WITHDRAWAL_RELEASED: [['WITHDRAWALS_IN_FLIGHT', 'PLAYER']],
  PAYOUT_BOUNCED: [
    ['PAYOUT_UPI', 'PLAYER'],
    ['PAYOUT_IMPS', 'PLAYER'],
  ],
  EXPOSURE_RELEASED: [['STAKES_HELD', 'PLAYER']],
  EXPOSURE_HELD: [['PLAYER', 'STAKES_HELD']],
} as const satisfies Record<string, readonly (readonly [LedgerAccount, LedgerAccount])[]>;
export const TRANSFER_CODES = [
  'DEMO_CREDIT',
  'BET_PLACED',
  'BET_HOLD',
  'BET_HOLD_RELEASED',
  'BET_WON',
  'BET_LOST',
  'VOID_REFUND',
  'CASH_OUT',
  'WITHDRAWAL_HOLD',
  'WITHDRAWAL_PAID',
  'WITHDRAWAL_RELEASED',
  'PAYOUT_BOUNCED',
  'EXPOSURE_RELEASED',
  'EXPOSURE_HELD',
  'REVERSAL',
] as const satisfies readonly (keyof typeof TRANSFER_ROUTES | 'REVERSAL')[];
export type TransferCode = (typeof TRANSFER_CODES)[number];

/** The codes a player's own history can show: those with a route through a PLAYER account. */
export const TRANSACTION_TYPES = [
  'DEMO_CREDIT',
  'BET_PLACED',
  'BET_HOLD',
  'BET_HOLD_RELEASED',
  'BET_WON',
  'VOID_REFUND',
  'CASH_OUT',
  'WITHDRAWAL_HOLD',
  'WITHDRAWAL_RELEASED',
  'PAYOUT_BOUNCED',
  'EXPOSURE_RELEASED',
  'EXPOSURE_HELD',
  'REVERSAL',
] as const satisfies readonly TransferCode[];
/**
 * A transfer is COMPLETED, or PENDING: a hold. A withdrawal's until an operator posts it (WITHDRAWAL_PAID)
 * or voids it (WITHDRAWAL_RELEASED); an in-play bet's until its delay ends, posted when the bet is placed
 * (BET_PLACED) or voided when it is refused (BET_HOLD_RELEASED). The player's history shows a hold as
 * PENDING, COMPLETED once posted and VOIDED once released.
 */
export const TRANSFER_STATUSES = ['COMPLETED', 'PENDING'] as const;
export const TRANSACTION_STATUSES = ['COMPLETED', 'PENDING', 'VOIDED'] as const;

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
export type MarketKind = (typeof MARKET_KINDS)[number];
export type MarketClosedReason = (typeof MARKET_CLOSED_REASONS)[number];
export type FinalClosedReason = (typeof FINAL_CLOSED_REASONS)[number];
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

/**
 * What a notification is about; BET_RESULT, MATCH_REMINDER and OFFER follow a preference, the rest are
 * about the player's money and always told (WALLET_BELOW_ZERO: a corrected result took their wallet below zero).
 */
export const NOTIFICATION_KINDS = [
  'BET_RESULT',
  'WITHDRAWAL',
  'MATCH_REMINDER',
  'OFFER',
  'WALLET_BELOW_ZERO',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Who ran a backend function: the server as it started, its schedule, the live ticker, or an admin. */
export const FUNCTION_RUN_SOURCES = ['startup', 'schedule', 'ticker', 'admin'] as const;
export type FunctionRunSource = (typeof FUNCTION_RUN_SOURCES)[number];

/**
 * What a bet does when its price moved between the slip and the placement (the player's choice, in My
 * Account and the slip's settings): ASK refuses any move (ODDS_CHANGED, the player accepts the new
 * price); HIGHER takes a better price and refuses a worse one (for a back a better price is a higher one,
 * for a lay a lower one); ANY takes whatever the price is. A bet placed is always placed at the price of
 * that moment.
 */
export const ODDS_CHANGE_PREFERENCES = ['ASK', 'HIGHER', 'ANY'] as const;
export type OddsChangePreference = (typeof ODDS_CHANGE_PREFERENCES)[number];
/** A player who never chose has this. */
export const DEFAULT_ODDS_CHANGE: OddsChangePreference = 'HIGHER';

/**
 * Why an in-play bet was refused at the end of its delay: a ball was recorded while it waited, its market
 * was suspended or closed (a session line that moved closes it), its price moved as the slip's oddsChange
 * refuses, or no feed sync confirmed the score in time.
 */
export const BET_DELAY_REFUSALS = [
  'BALL_BOWLED',
  'MARKET_SUSPENDED',
  'MARKET_CLOSED',
  'ODDS_CHANGED',
  'FEED_STALE',
] as const;
export type BetDelayRefusal = (typeof BET_DELAY_REFUSALS)[number];
