import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface StartingMatchBettor {
  userId: string;
  matchId: number;
  /** The teams' short names: 'MI', 'CSK'. */
  home: string;
  away: string;
  startsAt: string;
}

/**
 * Each player holding a pending bet on an upcoming match that starts in the next `minutes` after `now`,
 * once per player and match (for the match reminders).
 */
export async function bettorsOfMatchesStarting(
  db: Db,
  now: Date,
  minutes: number,
): Promise<StartingMatchBettor[]> {
  const { rows } = await db.execute<{
    user_id: string;
    match_id: number;
    home: string;
    away: string;
    starts_at: string;
  }>(sql`
    select distinct b.user_id, m.id as match_id, ht.short_name as home, at.short_name as away,
           to_json(m.date)#>>'{}' as starts_at
    from matches m
    join bets b on b.match_id = m.id and b.status = 'PENDING'
    join teams ht on ht.id = m.home_team_id
    join teams at on at.id = m.away_team_id
    where m.status = 'UPCOMING'
      and m.date > ${now.toISOString()}::timestamptz
      and m.date <= ${now.toISOString()}::timestamptz + make_interval(mins => ${minutes})`);
  return rows.map((r) => ({
    userId: r.user_id,
    matchId: Number(r.match_id),
    home: r.home,
    away: r.away,
    startsAt: new Date(r.starts_at).toISOString(),
  }));
}
