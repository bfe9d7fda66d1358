import type { BulkSettleInput, BulkSettlementResult } from '@shared/contracts/admin';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import { settleMatch } from './settle-match';

const FAILED = 'An error occurred while settling the match.';

/**
 * Settles each listed match on the winner the feed records, one after another, each through
 * settleMatch in its own transaction (so one refusal or failure leaves the others settled). A match
 * the feed no longer agrees on, already settled, or not completed is skipped with the reason;
 * settleMatch's once-only guarantee makes a repeated bulk settle pay nothing twice. An unexpected
 * failure is reported to `onError` and skipped with a generic reason, as a single settle answers it.
 */
export async function settleOnFeedResults(
  db: Db,
  input: BulkSettleInput & { adminId: string },
  onError: (matchId: number, error: unknown) => void,
): Promise<BulkSettlementResult> {
  const result: BulkSettlementResult = { message: '', settled: [], skipped: [] };
  for (const { matchId, winningTeam } of input.matches) {
    try {
      const settled = await settleMatch(db, {
        matchId,
        winningTeam,
        adminId: input.adminId,
        onFeedResult: true,
      });
      result.settled.push({ matchId, winningTeam, won: settled.won, lost: settled.lost, paid: settled.paid });
    } catch (error) {
      if (!(error instanceof DomainError)) onError(matchId, error);
      result.skipped.push(
        error instanceof DomainError
          ? { matchId, code: error.code, reason: error.message }
          : { matchId, code: 'SETTLEMENT_FAILED', reason: FAILED },
      );
    }
  }
  result.message = bulkMessage(result.settled.length, result.skipped.length);
  return result;
}

const matchCount = (n: number) => `${n} ${n === 1 ? 'match' : 'matches'}`;

/** 'Settled 3 matches, skipped 1 match'. */
const bulkMessage = (settled: number, skipped: number) =>
  skipped === 0
    ? `Settled ${matchCount(settled)}`
    : `Settled ${matchCount(settled)}, skipped ${matchCount(skipped)}`;
