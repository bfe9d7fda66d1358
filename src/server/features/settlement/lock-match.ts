import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { StoredInnings } from '../score-markets/innings-ended';

export interface MatchLock extends Record<string, unknown> {
  id: number;
  status: string;
  settled_at: Date | null;
  home_team_id: number;
  away_team_id: number;
  home_team: string;
  away_team: string;
  toss_winner_team_id: number | null;
  winner_team_id: number | null;
  result_text: string | null;
  toss_settled_at: Date | null;
  statistics: { innings?: StoredInnings[] } | null;
}

/**
 * Locks the match row first (every settlement path takes this lock before any other). FOR NO KEY
 * UPDATE, not FOR UPDATE: it excludes every other settlement and the live sync, which is all it is for,
 * and not the KEY SHARE lock a foreign key to the match takes (a market inserted for it).
 */
export async function lockMatch(tx: Db, matchId: number): Promise<MatchLock | undefined> {
  const { rows } = await tx.execute<MatchLock>(sql`
    select m.id, m.status, m.settled_at, m.home_team_id, m.away_team_id, ht.name as home_team,
           at.name as away_team, m.toss_winner_team_id, m.winner_team_id, m.result_text,
           m.toss_settled_at, m.statistics
    from matches m
    join teams ht on ht.id = m.home_team_id
    join teams at on at.id = m.away_team_id
    where m.id = ${matchId}
    for no key update of m`);
  return rows[0];
}
