import { sql } from 'drizzle-orm';
import type { PendingTossMatch } from '@shared/contracts/admin';
import type { Db } from '../../db/client';

interface PendingTossRow extends Record<string, unknown> {
  id: number;
  home_team: string;
  away_team: string;
  date: Date;
  venue: string | null;
}

/**
 * The spec's "toss pending" is COMPLETED with no toss winner. The feeds record the toss winner
 * themselves, so that alone would hide every toss market that still holds bets. Decided: a match is
 * toss-pending when it has started (LIVE or COMPLETED) and a toss market of it is still unsettled
 * (OPEN or SUSPENDED), or when it is COMPLETED with no toss winner recorded. Newest first.
 */
export async function listPendingToss(db: Db): Promise<PendingTossMatch[]> {
  const { rows } = await db.execute<PendingTossRow>(sql`
    select m.id, ht.name as home_team, at.name as away_team, m.date, m.venue
    from matches m
    join teams ht on ht.id = m.home_team_id
    join teams at on at.id = m.away_team_id
    where m.status in ('LIVE','COMPLETED')
      and (exists (select 1 from markets mk
                   where mk.match_id = m.id and mk.is_toss and mk.status in ('OPEN','SUSPENDED'))
           or (m.status = 'COMPLETED' and m.toss_winner_team_id is null))
    order by m.date desc, m.id desc`);
  return rows.map((r) => ({
    id: r.id,
    homeTeam: r.home_team,
    awayTeam: r.away_team,
    date: new Date(r.date).toISOString(),
    venue: r.venue,
  }));
}
