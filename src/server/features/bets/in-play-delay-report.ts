import { sql } from 'drizzle-orm';
import type { InPlayDelayFigures, MoneyFlow } from '@shared/contracts/reports';
import { paiseToRupees } from '@shared/money';
import { BET_DELAY_REFUSALS, type BetDelayRefusal } from '@shared/statuses';
import type { Db } from '../../db/client';
import type { ReportWindow } from './settled-bets-report';

/**
 * The in-play slips whose delay ended in the window (resolved_at in [from, to)): how many were placed,
 * how many refused, by reason, and their stakes. Only held slips are ever resolved, and a slip still
 * waiting (resolved_at null) is in no window. One grouped scan of bet_slips, as the other reports scan
 * bets.
 */
export async function inPlayDelayFigures(db: Db, { from, to }: ReportWindow): Promise<InPlayDelayFigures> {
  const { rows } = await db.execute<{ reason: BetDelayRefusal | null; slips: number; stake: string }>(sql`
    select refusal_reason as reason, count(*)::int as slips, sum(total_stake_paise)::text as stake
    from bet_slips
    where resolved_at >= ${from.toISOString()}::timestamptz and resolved_at < ${to.toISOString()}::timestamptz
    group by refusal_reason`);
  const flow = (of: typeof rows): MoneyFlow => ({
    count: of.reduce((sum, r) => sum + r.slips, 0),
    amount: paiseToRupees(of.reduce((sum, r) => sum + BigInt(r.stake), 0n)),
  });
  const refusals = (reason: BetDelayRefusal) => [reason, flow(rows.filter((r) => r.reason === reason))];
  return {
    placed: flow(rows.filter((r) => r.reason === null)),
    refused: flow(rows.filter((r) => r.reason !== null)),
    refusedByReason: Object.fromEntries(
      BET_DELAY_REFUSALS.map(refusals),
    ) as InPlayDelayFigures['refusedByReason'],
  };
}
