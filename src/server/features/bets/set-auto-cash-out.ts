import type { Bet } from '@shared/contracts/bets';
import {
  autoCashOutRange,
  autoCashOutTargetProblem,
  ENGLISH_RANGE_MESSAGES,
} from '@shared/auto-cash-out-target';
import { rupeesToPaise } from '@shared/money';
import type { Db } from '../../db/client';
import { DomainError, invalid } from '../../errors';
import { offerPaise, unavailableReason } from './cash-out-offer';
import { stakeOnPaise } from './cash-out-part';
import { ownBet } from './own-bet';
import { unavailableMessage } from './unavailable-message';
import { updateAutoCashOutTarget } from './update-auto-cash-out-target';

/**
 * Sets the bet's target (rupees), within the range My Bets checks it against too (@shared/auto-cash-out-
 * target): above the offer now and at most the bet's potential payout. A suspended market has no offer
 * now: any target up to the potential payout is taken.
 */
export async function setAutoCashOut(db: Db, userId: string, betId: string, target: number): Promise<Bet> {
  const bet = await ownBet(db, userId, betId);
  if (bet.status !== 'PENDING')
    throw new DomainError('CASH_OUT_UNAVAILABLE', unavailableMessage('NOTHING_LEFT'), {
      reason: 'NOTHING_LEFT',
    });
  const targetPaise = rupeesToPaise(target);
  const offerNow = unavailableReason(bet) === null ? offerPaise(bet) : null;
  // From the stake as the API speaks it (a lay's: the stake it wins), as My Bets computes the range.
  const range = autoCashOutRange(stakeOnPaise(bet), bet.odds_hundredths, offerNow);
  const problem = autoCashOutTargetProblem(targetPaise, range, ENGLISH_RANGE_MESSAGES);
  if (problem) throw invalid(problem);
  return updateAutoCashOutTarget(db, userId, betId, targetPaise);
}
