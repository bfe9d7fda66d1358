/**
 * Keys of the player's cached data that more than one feature touches: My Bets and the history are
 * refreshed by placement (bet-slip) and by the live stream (live-updates). Every use goes through
 * these helpers, so a renamed key cannot leave a stale literal behind.
 */
export type BetsTab = 'active' | 'settled';

export const betsKeys = {
  all: ['bets'] as const,
  list: (status: BetsTab) => ['bets', status] as const,
  /** My Account's latest bets and record: under `all`, so whatever refreshes bets refreshes them. */
  recent: ['bets', 'recent'] as const,
  stats: ['bets', 'stats'] as const,
};

export const transactionsKeys = {
  all: ['transactions'] as const,
  recent: ['transactions', 'recent'] as const,
};

/** The player's withdrawals: a request adds one, an operator's decision (over the stream) changes one. */
export const withdrawalsKeys = {
  all: ['withdrawals'] as const,
};

export const winnersKeys = {
  all: ['winners'] as const,
};

/**
 * The back office's data. Everything under `all` is refetched when a live event says the back office
 * changed (a settlement, a match completing), so every admin's screens agree without a reload.
 */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  actions: (limit: number) => ['admin', 'actions', limit] as const,
  pendingMatches: (page: number, hasBets: boolean) => ['admin', 'pending-matches', page, hasBets] as const,
  pendingToss: ['admin', 'pending-toss'] as const,
  recentSettlements: ['admin', 'recent-settlements'] as const,
  scoreSettlements: ['admin', 'score-settlements'] as const,
  functions: ['admin', 'functions'] as const,
  book: ['admin', 'book'] as const,
  reports: (from: string, to: string) => ['admin', 'reports', from, to] as const,
  tournamentWinners: ['admin', 'tournament-winners'] as const,
  withdrawals: (status: string) => ['admin', 'withdrawals', status] as const,
  withdrawal: (id: string) => ['admin', 'withdrawal', id] as const,
  upiDetails: ['admin', 'upi-details'] as const,
  impsDetails: ['admin', 'imps-details'] as const,
  trialBalance: ['admin', 'trial-balance'] as const,
};

/** The player's notifications: the stream says when one arrives, the bell reads them. */
export const notificationsKeys = {
  all: ['notifications'] as const,
};
