import { balanceEvents } from '../wallet/balance-events';
import type { Posted } from '../wallet/ledger';
import type { BetCounts } from './bet-counts';
import type { Settled } from './settled';

/** What a posting moved, with its players' balance events only (no market, bet or notice events). */
export function tally(posted: Posted<{ bet_counts: BetCounts }>): Settled {
  const counts = posted.report.bet_counts;
  const count = (status: string) =>
    counts.filter((c) => c[1] === status).reduce((total, c) => total + Number(c[2]), 0);
  return {
    won: count('WON'),
    lost: count('LOST'),
    voided: count('VOID'),
    paidPaise: posted.toPlayersPaise,
    events: balanceEvents(posted.balances),
  };
}
