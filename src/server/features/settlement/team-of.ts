import type { MatchLock } from './lock-match';

/** The match's team with this name (case-insensitive), or null when it is not playing. */
export function teamOf(match: MatchLock, name: string): { id: number; name: string } | null {
  const wanted = name.trim().toLowerCase();
  if (match.home_team.toLowerCase() === wanted) return { id: match.home_team_id, name: match.home_team };
  if (match.away_team.toLowerCase() === wanted) return { id: match.away_team_id, name: match.away_team };
  return null;
}
