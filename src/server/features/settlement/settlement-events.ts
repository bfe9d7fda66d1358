// One file, several operations: the live events a settlement emits, one pure builder per topic.
import type { LiveEvent } from '../../realtime/live-events';
import type { BetCounts } from './bet-counts';

/** One 'market' event per market, with its new status. */
export const marketEvents = (
  matchId: number,
  marketIds: number[],
  status: 'SETTLED' | 'VOID' | 'SUSPENDED',
): LiveEvent[] => marketIds.map((marketId) => ({ topic: 'market', payload: { matchId, marketId, status } }));

/** One 'bet' event per player and status, with how many of their bets moved to it. */
export const betEvents = (counts: BetCounts): LiveEvent[] =>
  counts.map(([userId, status, n]) => ({ topic: 'bet', userId, payload: { status, count: Number(n) } }));
