import { RESETTLE_WINDOW_HOURS } from '@shared/constants';
import { DomainError, notFound } from '../../errors';
import { withinCorrectionWindow } from './correction-rules';
import type { MatchLock } from './lock-match';

/**
 * The locked match, if its `what` (its result or its toss) was settled and can still be corrected:
 * 404 if there is no such match, 409 NOT_SETTLED or RESETTLE_WINDOW_CLOSED otherwise.
 */
export function requireCorrectable(
  match: MatchLock | undefined,
  matchId: number,
  settledAt: (m: MatchLock) => Date | null,
  what: string,
) {
  if (!match) throw notFound(`Match #${matchId} not found`);
  const at = settledAt(match);
  if (!at) throw new DomainError('NOT_SETTLED', `The ${what} of match #${matchId} has not been settled`);
  if (!withinCorrectionWindow(at))
    throw new DomainError(
      'RESETTLE_WINDOW_CLOSED',
      `The ${what} of match #${matchId} was settled more than ${RESETTLE_WINDOW_HOURS} hours ago and can no longer be changed`,
    );
  return match;
}
