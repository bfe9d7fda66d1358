import { sql } from 'drizzle-orm';
import type { PendingMatch, PendingTossMatch } from '@shared/contracts/bets';
import type { Db } from '../../db/client';

interface PendingRow extends Record<string, unknown> {
  id: number;
  home_team: string;
  away_team: string;
  date: Date;
  venue: string | null;
  home_runs: number;
  home_wickets: number;
  home_overs: string;
  away_runs: number;
  away_wickets: number;
  away_overs: string;
}

/** '165/7 (20)', '98/3 (12.4)'. */
export const formatScore = (runs: number, wickets: number, overs: string | number) =>
  `${runs}/${wickets} (${Number(overs)})`;

/** The spec's "pending settlement": COMPLETED and not yet settled, oldest first. */
export async function listPendingSettlements(db: Db): Promise<PendingMatch[]> {
  const { rows } = await db.execute<PendingRow>(sql`
    select m.id, ht.name as home_team, at.name as away_team, m.date, m.venue,
           m.home_runs, m.home_wickets, m.home_overs, m.away_runs, m.away_wickets, m.away_overs
    from matches m
    join teams ht on ht.id = m.home_team_id
    join teams at on at.id = m.away_team_id
    where m.status = 'COMPLETED' and m.settled_at is null
    order by m.date, m.id`);
  return rows.map((r) => ({
    id: r.id,
    homeTeam: r.home_team,
    awayTeam: r.away_team,
    date: new Date(r.date).toISOString(),
    homeScore: formatScore(r.home_runs, r.home_wickets, r.home_overs),
    awayScore: formatScore(r.away_runs, r.away_wickets, r.away_overs),
    venue: r.venue,
  }));
}

/**
 * The spec's "toss pending" is COMPLETED with no toss winner. The feeds record the toss winner
 * themselves, so that alone would hide every toss market that still holds bets. Decided: a match is
 * toss-pending when it has started (LIVE or COMPLETED) and a toss market of it is still unsettled
 * (OPEN or SUSPENDED), or when it is COMPLETED with no toss winner recorded. Newest first.
 */
export async function listPendingToss(db: Db): Promise<PendingTossMatch[]> {
  const { rows } = await db.execute<PendingRow>(sql`
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
