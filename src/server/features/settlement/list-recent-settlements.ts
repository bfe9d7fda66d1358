import { sql } from 'drizzle-orm';
import type { RecentSettlement } from '@shared/contracts/admin';
import { RESETTLE_WINDOW_HOURS } from '@shared/constants';
import { TEAM_MARKET_KINDS } from '@shared/statuses';
import type { Db } from '../../db/client';
import { kindIn } from './kind-in';

interface RecentRow extends Record<string, unknown> {
  id: number;
  home_team: string;
  away_team: string;
  date: Date;
  result: string | null;
  settled_at: Date | null;
  toss_winner: string | null;
  toss_settled_at: Date | null;
}

/**
 * Matches whose result or toss an admin settled within the correction window, newest first: what the
 * back office offers to resettle. A voided match reads 'VOID' (every team market voided).
 */
export async function listRecentSettlements(db: Db): Promise<RecentSettlement[]> {
  const window = sql`make_interval(hours => ${RESETTLE_WINDOW_HOURS})`;
  const { rows } = await db.execute<RecentRow>(sql`
    select m.id, ht.name as home_team, at.name as away_team, m.date, m.settled_at, m.toss_settled_at,
           case when m.settled_at is null then null
                when not exists (select 1 from markets mk where mk.match_id = m.id
                                 and ${kindIn(TEAM_MARKET_KINDS, 'mk.kind')} and mk.status <> 'VOID')
                     and exists (select 1 from markets mk where mk.match_id = m.id and mk.status = 'VOID')
                  then 'VOID'
                else wt.name end as result,
           case when m.toss_settled_at is null then null else tt.name end as toss_winner
    from matches m
    join teams ht on ht.id = m.home_team_id
    join teams at on at.id = m.away_team_id
    left join teams wt on wt.id = m.winner_team_id
    left join teams tt on tt.id = m.toss_winner_team_id
    where m.settled_at > now() - ${window} or m.toss_settled_at > now() - ${window}
    order by greatest(m.settled_at, m.toss_settled_at) desc nulls last, m.id desc
    limit 100`);
  const until = (at: Date | null) => {
    if (!at) return null;
    const end = new Date(new Date(at).getTime() + RESETTLE_WINDOW_HOURS * 3_600_000);
    return end.getTime() > Date.now() ? end.toISOString() : null;
  };
  return rows.map((r) => ({
    id: r.id,
    homeTeam: r.home_team,
    awayTeam: r.away_team,
    date: new Date(r.date).toISOString(),
    result: r.result,
    settledAt: r.settled_at ? new Date(r.settled_at).toISOString() : null,
    tossWinner: r.toss_winner,
    tossSettledAt: r.toss_settled_at ? new Date(r.toss_settled_at).toISOString() : null,
    resultCorrectableUntil: until(r.settled_at),
    tossCorrectableUntil: until(r.toss_settled_at),
  }));
}
