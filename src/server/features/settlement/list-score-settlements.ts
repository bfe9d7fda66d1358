import { sql } from 'drizzle-orm';
import type { ScoreSettlement } from '@shared/contracts/admin';
import { SCORE_MARKET_KINDS } from '@shared/statuses';
import type { Db } from '../../db/client';
import { kindIn } from './kind-in';

/** How many of the latest score-market settlements the results page lists. */
const SCORE_SETTLEMENTS_LISTED = 50;

/**
 * Score markets (sessions, overs, first-innings runs) the server settled or voided on the ball that
 * decided them, newest first, each with what decided it and how many bets it settled.
 */
export async function listScoreSettlements(db: Db): Promise<ScoreSettlement[]> {
  const { rows } = await db.execute<{
    market_id: number;
    match_id: number;
    home_team: string;
    away_team: string;
    market: string;
    line: string;
    status: 'SETTLED' | 'VOID';
    result: string;
    settled_at: Date;
    bets: number;
  }>(sql`
    select mk.id as market_id, m.id as match_id, ht.name as home_team, at.name as away_team,
           mk.name as market, mk.line, mk.status, mk.result, mk.settled_at,
           (select count(*)::int from bets b where b.market_id = mk.id) as bets
    from markets mk
    join matches m on m.id = mk.match_id
    join teams ht on ht.id = m.home_team_id
    join teams at on at.id = m.away_team_id
    where ${kindIn(SCORE_MARKET_KINDS, 'mk.kind')} and mk.status in ('SETTLED', 'VOID')
      and mk.settled_at is not null and mk.result is not null
    order by mk.settled_at desc, mk.id desc
    limit ${SCORE_SETTLEMENTS_LISTED}`);
  return rows.map((r) => ({
    marketId: r.market_id,
    matchId: r.match_id,
    homeTeam: r.home_team,
    awayTeam: r.away_team,
    market: r.market,
    line: Number(r.line),
    status: r.status,
    result: r.result,
    settledAt: new Date(r.settled_at).toISOString(),
    bets: r.bets,
  }));
}
