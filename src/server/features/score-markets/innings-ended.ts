import { T20_LEGAL_BALLS } from '../../feeds/cricket-notation';

/** An innings as statistics.innings stores it (overTotals is absent on rows written before the sync stored it). */
export interface StoredInnings {
  battingTeam: string;
  runs: number;
  wickets: number;
  legalBalls: number;
  overTotals?: number[] | null;
}

/** No more balls will be bowled in innings `number` (1 or 2) of the stored innings. */
export function inningsEnded(innings: StoredInnings[], number: number, matchStatus: string): boolean {
  const score = innings[number - 1];
  if (!score) return matchStatus === 'COMPLETED' || matchStatus === 'ABANDONED';
  const target = number === 2 && innings[0] ? innings[0].runs + 1 : null;
  return (
    innings[number] !== undefined ||
    score.wickets >= 10 ||
    score.legalBalls >= T20_LEGAL_BALLS ||
    (target !== null && score.runs >= target) ||
    matchStatus === 'COMPLETED'
  );
}
