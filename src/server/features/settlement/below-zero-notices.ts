import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';
import type { LiveEvent } from '../../realtime/live-events';
import { notify } from '../notifications/notify';
import { balancesOf } from '../wallet/ledger';
import { noticeMatchOf } from './notice-match-of';

/**
 * Tells each player whose wallet the correction of `part` of the match left below zero, and lower than
 * `balancesBefore` (their wallets before it, as the correction locked them), why: a notice naming the
 * match and how far below zero the wallet is, always sent (it is about their money), in the
 * correction's transaction.
 */
export async function tellWalletsBelowZero(
  tx: Db,
  matchId: number,
  part: 'result' | 'toss',
  balancesBefore: Map<string, bigint>,
): Promise<LiveEvent[]> {
  const now = await balancesOf(tx, [...balancesBefore.keys()]);
  const below = [...now].filter(([userId, paise]) => paise < 0n && paise < balancesBefore.get(userId)!);
  if (below.length === 0) return [];
  const match = await noticeMatchOf(tx, matchId);
  return notify(
    tx,
    below.map(([userId, paise]) => ({
      userId,
      link: '/wallet',
      params: { code: 'WALLET_BELOW_ZERO', ...match, part, owed: paiseToRupees(-paise) },
    })),
  );
}
