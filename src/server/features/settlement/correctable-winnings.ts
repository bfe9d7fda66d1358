import { sql } from 'drizzle-orm';
import { RESETTLE_WINDOW_HOURS } from '@shared/constants';
import type { Db } from '../../db/client';
import { matchLabels } from '../matches/match-labels';
import { reopenedByResultCorrection, reopenedByTossCorrection, stillCorrectable } from './correction-rules';

/** What one settled result (a match's result, or its toss) credited a player that a correction could still take back. */
export interface CorrectableWinning {
  matchId: number;
  /** "RCB vs CSK" (the teams' short names). */
  match: string;
  part: 'result' | 'toss';
  /** Paid or refunded to the wallet by that settlement: the winning bets' payouts and the void bets' refunds. */
  creditedPaise: bigint;
  /** When the correction window of that settlement closes (ISO). */
  correctableUntil: string;
}

/**
 * A player's winnings a correction could still take back: per match and part (its result, its toss),
 * what the settlement credited their wallet (stake included, as a correction reverses the whole credit)
 * for their bets in the markets that correction reopens, settled less than RESETTLE_WINDOW_HOURS ago.
 * A bet's credit in its latest settlement round: a corrected settlement already reversed the earlier one.
 */
export async function correctableWinnings(db: Db, userId: string): Promise<CorrectableWinning[]> {
  const { rows } = await db.execute<{
    match_id: number;
    part: 'result' | 'toss';
    credited_paise: string;
    correctable_until: string;
  }>(sql`
    select b.match_id, c.part,
           sum(case when b.status = 'WON' then b.potential_payout_paise else b.amount_paise end)::text
             as credited_paise,
           to_json(c.settled_at + make_interval(hours => ${RESETTLE_WINDOW_HOURS}))#>>'{}' as correctable_until
    from bets b
    join markets mk on mk.id = b.market_id
    join matches m on m.id = b.match_id
    cross join lateral (
      select 'toss' as part, m.toss_settled_at as settled_at where ${reopenedByTossCorrection('mk')}
      union all
      select 'result', m.settled_at
      where m.status = 'COMPLETED' and ${reopenedByResultCorrection('mk')}
    ) c
    where b.user_id = ${userId} and b.status in ('WON', 'VOID') and ${stillCorrectable(sql`c.settled_at`)}
    group by b.match_id, c.part, c.settled_at
    order by c.settled_at, b.match_id, c.part`);
  const labels = await matchLabels(
    db,
    rows.map((r) => r.match_id),
  );
  return rows.map((r) => ({
    matchId: r.match_id,
    match: labels.get(r.match_id) ?? `Match #${r.match_id}`,
    part: r.part,
    creditedPaise: BigInt(r.credited_paise),
    correctableUntil: new Date(r.correctable_until).toISOString(),
  }));
}
