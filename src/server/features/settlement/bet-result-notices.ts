import { sql } from 'drizzle-orm';
import { formatRupees, paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';
import type { LiveEvent } from '../../realtime/live-events';
import { notify, type Notice } from '../notifications/notify';
import type { BetCounts } from './engine';

const bets = (n: number, verb: string) => (n === 1 ? `Your bet ${verb}` : `${n} of your bets ${verb}`);

/** One notice per player and outcome of a settlement (won with the payout, lost, void with the refund). */
export async function tellBetResults(tx: Db, matchId: number, counts: BetCounts): Promise<LiveEvent[]> {
  const told = counts.filter(([, status]) => status !== 'PENDING');
  if (told.length === 0) return [];
  const { rows } = await tx.execute<{ name: string }>(sql`
    select ht.short_name || ' vs ' || at.short_name as name
    from matches m join teams ht on ht.id = m.home_team_id join teams at on at.id = m.away_team_id
    where m.id = ${matchId}`);
  const match = rows[0]?.name ?? `match #${matchId}`;
  const notices = told.map(([userId, status, n, paid]): Notice => {
    const amount = formatRupees(paiseToRupees(paid));
    const text =
      status === 'WON'
        ? { title: `You won on ${match}`, body: `${bets(n, 'won')}: ${amount} paid to your wallet.` }
        : status === 'LOST'
          ? { title: `Bet lost on ${match}`, body: `${bets(n, 'lost')}.` }
          : {
              title: `Bet void on ${match}`,
              body: `${bets(n, n === 1 ? 'was void' : 'were void')}: ${amount} refunded to your wallet.`,
            };
    return { userId, kind: 'BET_RESULT', link: '/my-bets', ...text };
  });
  return notify(tx, notices);
}
