import type { Db } from '../../db/client';
import { matchTeams } from '../matches/match-teams';

/** The match as a notice names it: its id and its teams' short names (null if it has no teams). */
export async function noticeMatchOf(
  tx: Db,
  matchId: number,
): Promise<{ matchId: number; home: string | null; away: string | null }> {
  const teams = (await matchTeams(tx, [matchId])).get(matchId);
  return { matchId, home: teams?.home ?? null, away: teams?.away ?? null };
}
