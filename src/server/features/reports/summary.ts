import { REPORT_TIME_ZONE, type ReportSummary } from '@shared/contracts/reports';
import type { Db } from '../../db/client';
import { inPlayDelayFigures } from '../bets/in-play-delay-report';
import { placedBetFigures } from '../bets/placed-bets-report';
import { openLiability } from '../bets/open-liability';
import { settledBetFigures, type ReportWindow } from '../bets/settled-bets-report';
import { depositsIn } from '../wallet/deposits-report';
import { withdrawalFlows } from '../withdrawals/withdrawals-report';

/**
 * The operator's P&L over [from, to): the bets placed and settled in it, the in-play slips whose delay
 * ended in it, and the wallet and withdrawals features' figures, together.
 */
export async function reportSummary(db: Db, window: ReportWindow): Promise<ReportSummary> {
  const [bets, placed, liability, deposits, withdrawals, inPlayDelay] = await Promise.all([
    settledBetFigures(db, window),
    placedBetFigures(db, window),
    openLiability(db),
    depositsIn(db, window),
    withdrawalFlows(db, window),
    inPlayDelayFigures(db, window),
  ]);
  return {
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    timeZone: REPORT_TIME_ZONE,
    ...bets.total,
    placed,
    openLiability: liability,
    deposits,
    withdrawals,
    inPlayDelay,
    byDay: bets.byDay,
    byMarketKind: bets.byMarketKind,
    byMatch: bets.byMatch,
  };
}
