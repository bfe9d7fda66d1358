// Betting limits: caps on the amount staked and on the net loss, per day, week and month (calendar
// periods in India time). Setting or lowering one applies at once; raising or removing one only 24 hours
// later, so a decision made in the heat of the moment cannot undo it. Placement checks them in its own
// statement (limitLeftCtes), serialised per player by withPlayerLimitLock. See docs/decisions/0013.
import type { BettingLimits, SetLimit } from '@shared/contracts/responsible-gambling';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@shared/money';
import { LIMIT_PERIOD_LABELS } from '@shared/responsible-gambling';
import { LIMIT_PERIODS, type LimitPeriod } from '@shared/statuses';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import { getLimits } from './get-limits';
import { withPlayerLimitLock } from './with-player-limit-lock';

/** How long a raise or a removal waits before it applies. */
const COOLING_OFF = '24 hours';

/**
 * Sets, lowers, raises or removes one limit. A new limit, or a lower one, applies at once and replaces
 * any pending change of that limit; a raise or a removal is pending for 24 hours (replacing an earlier
 * pending one). Daily ≤ weekly ≤ monthly must hold for the limits as they will be once pending changes
 * apply; else 400 and nothing changes.
 */
export async function setLimit(db: Db, userId: string, input: SetLimit, now: Date): Promise<BettingLimits> {
  await withPlayerLimitLock(db, userId, async (client) => {
    const at = now.toISOString();
    const { rows } = await client.query<{
      period: LimitPeriod;
      active: string | null;
      target: string | null;
    }>(
      `select p.period,
              (select amount_paise from betting_limit_changes c
               where c.user_id = $1 and c.kind = $2 and c.period = p.period and cancelled_at is null
                 and effective_at <= $3 order by effective_at desc, id desc limit 1)::text as active,
              (select amount_paise from betting_limit_changes c
               where c.user_id = $1 and c.kind = $2 and c.period = p.period and cancelled_at is null
               order by effective_at desc, id desc limit 1)::text as target
       from unnest($4::text[]) as p(period)`,
      [userId, input.kind, at, LIMIT_PERIODS],
    );
    const active = rows.find((r) => r.period === input.period)!.active;
    const amount = input.amount === null ? null : rupeesToPaise(input.amount);
    const targets = new Map(rows.map((r) => [r.period, r.target === null ? null : BigInt(r.target)]));
    targets.set(input.period, amount);
    checkOrder(targets, input.period);
    const atOnce = amount !== null && (active === null || amount <= BigInt(active));
    if (!atOnce && active === null) return; // removing a limit that is not there: nothing to do
    await client.query(
      `update betting_limit_changes set cancelled_at = $4
       where user_id = $1 and kind = $2 and period = $3 and cancelled_at is null and effective_at > $4`,
      [userId, input.kind, input.period, at],
    );
    await client.query(
      `insert into betting_limit_changes (user_id, kind, period, amount_paise, requested_at, effective_at)
       values ($1, $2, $3, $4, $5, $5::timestamptz + case when $6 then interval '0' else interval '${COOLING_OFF}' end)`,
      [userId, input.kind, input.period, amount === null ? null : String(amount), at, atOnce],
    );
  });
  return getLimits(db, userId, now);
}

/** Daily ≤ weekly ≤ monthly, among the periods that have a limit; the message is about the one being set. */
function checkOrder(targets: Map<LimitPeriod, bigint | null>, changing: LimitPeriod) {
  const set = LIMIT_PERIODS.filter((p) => targets.get(p) != null);
  const rupees = (period: LimitPeriod) => formatRupees(paiseToRupees(targets.get(period)!));
  for (let i = 0; i + 1 < set.length; i++) {
    const shorter = set[i]!;
    const longer = set[i + 1]!;
    if (targets.get(shorter)! <= targets.get(longer)!) continue;
    throw new DomainError(
      'VALIDATION_ERROR',
      changing === longer
        ? `Your ${LIMIT_PERIOD_LABELS[longer]} limit cannot be less than your ${LIMIT_PERIOD_LABELS[shorter]} limit (${rupees(shorter)})`
        : `Your ${LIMIT_PERIOD_LABELS[shorter]} limit cannot be more than your ${LIMIT_PERIOD_LABELS[longer]} limit (${rupees(longer)})`,
    );
  }
}
