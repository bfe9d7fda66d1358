import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';
import type { LiveEvent } from '../../realtime/live-events';
import { notify, type Notice } from '../notifications/notify';
import type { BetCounts } from './bet-counts';
import { noticeMatchOf } from './notice-match-of';

type Outcome = 'WON' | 'LOST' | 'VOID';

/**
 * One notice per player and outcome of a settlement: won with the payout, lost, void with the refund.
 */
export async function tellBetResults(tx: Db, matchId: number, counts: BetCounts): Promise<LiveEvent[]> {
  const told = counts.filter((count): count is [string, Outcome, number, string] => count[1] !== 'PENDING');
  if (told.length === 0) return [];
  const match = await noticeMatchOf(tx, matchId);
  const notices = told.map(([userId, outcome, bets, paid]): Notice => {
    const amount = paiseToRupees(paid);
    return {
      userId,
      link: '/my-bets',
      params:
        outcome === 'LOST'
          ? { code: 'BET_LOST', ...match, bets }
          : { code: outcome === 'WON' ? 'BET_WON' : 'BET_VOID', ...match, bets, amount },
    };
  });
  return notify(tx, notices);
}
