import { sql } from 'drizzle-orm';
import type { WithdrawalFlows } from '@shared/contracts/reports';
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';

interface FlowRow extends Record<string, unknown> {
  flow: keyof WithdrawalFlows;
  count: number;
  amount: string;
}

/**
 * What happened to withdrawals in [from, to): the requests made, and the ones paid (COMPLETED), refused
 * (REJECTED) and bounced (FAILED) then, from their status history. A request paid in the window and
 * bounced later counts as paid in this window and as bounced in the later one.
 */
export async function withdrawalFlows(
  db: Db,
  { from, to }: { from: Date; to: Date },
): Promise<WithdrawalFlows> {
  const start = sql`${from.toISOString()}::timestamptz`;
  const end = sql`${to.toISOString()}::timestamptz`;
  const { rows } = await db.execute<FlowRow>(sql`
    select case when h.from_status is null then 'requested' when h.to_status = 'COMPLETED' then 'paid'
                when h.to_status = 'REJECTED' then 'refused' else 'bounced' end as flow,
           count(*)::int as count, coalesce(sum(w.amount_paise), 0)::text as amount
    from withdrawal_status_history h
    join withdrawals w on w.id = h.withdrawal_id
    where h.created_at >= ${start} and h.created_at < ${end}
      and (h.from_status is null or h.to_status in ('COMPLETED', 'REJECTED', 'FAILED'))
    group by 1`);
  const flows: WithdrawalFlows = {
    requested: { count: 0, amount: 0 },
    paid: { count: 0, amount: 0 },
    refused: { count: 0, amount: 0 },
    bounced: { count: 0, amount: 0 },
  };
  for (const r of rows) flows[r.flow] = { count: r.count, amount: paiseToRupees(r.amount) };
  return flows;
}
