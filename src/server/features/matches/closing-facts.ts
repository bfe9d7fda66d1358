import type { FinalClosedReason, MatchStatus } from '@shared/statuses';
import { inningsEnded, type StoredInnings } from '../score-markets/innings-ended';

/** The facts a match's record holds that close markets for good. */
export function closingFacts(match: {
  status: MatchStatus;
  tossWinnerTeamId: number | null;
  statistics: unknown;
}): FinalClosedReason[] {
  const innings = (match.statistics as { innings?: StoredInnings[] } | null)?.innings ?? [];
  const facts: FinalClosedReason[] = [];
  if (match.tossWinnerTeamId !== null) facts.push('TOSS_DONE');
  if (innings[0] && inningsEnded(innings, 1, match.status)) facts.push('INNINGS_OVER');
  if (match.status === 'COMPLETED' || match.status === 'ABANDONED') facts.push('MATCH_OVER');
  return facts;
}
