import { sql } from 'drizzle-orm';
import type { BettingLimits } from '@shared/contracts/responsible-gambling';
import { paiseToRupees } from '@shared/money';
import type { LimitKind, LimitPeriod } from '@shared/statuses';
import type { Db } from '../../db/client';
import { limitLeftCtes } from './limit-left-ctes';

interface LimitRow extends Record<string, unknown> {
  kind: LimitKind;
  period: LimitPeriod;
  amount_paise: string | null;
  used_paise: string | null;
  remaining_paise: string | null;
  effective_at: string | null;
}

const ORDER = sql`array_position(array['STAKE','LOSS'], kind), array_position(array['DAY','WEEK','MONTH'], period)`;

/** The limits in force (with what is left this period) and the pending raises and removals. */
export async function getLimits(db: Db, userId: string, now: Date): Promise<BettingLimits> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const { rows } = await db.execute<LimitRow>(sql`
    with ${limitLeftCtes(sql`select ${userId}::text`, at)}
    select * from (
      select 'in_force' as state, kind, period, amount_paise::text, used_paise::text,
             greatest(remaining_paise, 0)::text as remaining_paise, null as effective_at
      from limit_left
      union all
      select 'pending', kind, period, amount_paise::text, null, null, to_json(effective_at)#>>'{}'
      from betting_limit_changes
      where user_id = ${userId} and cancelled_at is null and effective_at > ${at}
    ) both_states
    order by state, ${ORDER}`);
  return {
    limits: rows
      .filter((r) => r.state === 'in_force')
      .map((r) => ({
        kind: r.kind,
        period: r.period,
        amount: paiseToRupees(r.amount_paise!),
        used: paiseToRupees(r.used_paise!),
        remaining: paiseToRupees(r.remaining_paise!),
      })),
    pending: rows
      .filter((r) => r.state === 'pending')
      .map((r) => ({
        kind: r.kind,
        period: r.period,
        amount: r.amount_paise === null ? null : paiseToRupees(r.amount_paise),
        effectiveAt: new Date(r.effective_at!).toISOString(),
      })),
  };
}
