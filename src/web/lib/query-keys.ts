import { pageQueries, type BetsTab } from '@shared/page-data';

/**
 * Keys of the player's cached data that more than one feature touches: My Bets and the history are
 * refreshed by placement (bet-slip) and by the live stream (live-updates). Every use goes through
 * these helpers, so a renamed key cannot leave a stale literal behind. A key whose answer a page can
 * carry is the page-data table's own (@shared/page-data).
 */
export type { BetsTab };

export const betsKeys = {
  all: ['bets'] as const,
  list: (status: BetsTab) => pageQueries.myBets(status).queryKey,
  /** My Account's latest bets and record: under `all`, so whatever refreshes bets refreshes them. */
  recent: ['bets', 'recent'] as const,
  stats: ['bets', 'stats'] as const,
  /**
   * The player's book on a match (what each option nets them if it wins): under `all`, so a placed
   * slip, a cash-out and the stream's balance and bet events (placed, settled) refetch it.
   */
  book: (matchId: number) => ['bets', 'book', matchId] as const,
};

export const transactionsKeys = {
  all: pageQueries.transactions.queryKey,
  recent: ['transactions', 'recent'] as const,
};

/** The player's withdrawals: a request adds one, an operator's decision (over the stream) changes one. */
export const withdrawalsKeys = {
  all: pageQueries.withdrawals.queryKey,
};

export const winnersKeys = {
  all: pageQueries.winners.queryKey,
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
