// Betting limits: caps on the amount staked and on the net loss, per day, week and month (calendar
// periods in India time). Setting or lowering one applies at once; raising or removing one only 24 hours
// later, so a decision made in the heat of the moment cannot undo it. Placement checks them in its own
// statement (limitLeftCtes), serialised per player by withPlayerLimitLock. See docs/decisions/0013.
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { BettingLimits, SetLimit } from '@shared/contracts/responsible-gambling';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@shared/money';
import { LIMIT_PERIOD_LABELS } from '@shared/responsible-gambling';
import { LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@shared/statuses';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import { poolOf } from '../../realtime/announcer';
import { betSpendSince } from '../wallet/ledger';

/** How long a raise or a removal waits before it applies. */
const COOLING_OFF = '24 hours';

/**
 * Runs `work` in a transaction that first takes the player's limit lock: everything that reads a
 * player's limits and must not race another such reader (a bet placed under a limit, a limit change)
 * runs here, so each statement of `work` sees every earlier one committed. Nothing else takes this
 * lock, so it cannot deadlock with settlement's or withdrawals' row locks.
 */
export async function withPlayerLimitLock<T>(
  db: Db,
  userId: string,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await poolOf(db).connect();
  try {
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(hashtextextended('betting-limits:' || $1, 0))`, [
      userId,
    ]);
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The start of the calendar period holding `at`, in India time (a week starts on Monday). */
const periodStart = (period: SQL, at: SQL) => sql`(date_trunc(
    case ${period} when 'DAY' then 'day' when 'WEEK' then 'week' else 'month' end,
    ${at} at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')`;

/**
 * CTEs over a player's limits at time `at` (timestamptz): `limits_in_force` (kind, period, amount_paise)
 * and `limit_left` (the same, with used_paise and remaining_paise this period, from the ledger's bet
 * entries; remaining_paise is below zero when the limit was set under what was already used). The sums
 * are exact only when the statement started after the player's last placement committed: placement
 * runs under withPlayerLimitLock whenever limits_in_force has a row.
 */
export const limitLeftCtes = (userId: SQL, at: SQL) => sql`limits_in_force as materialized (
    select kind, period, amount_paise from (
      select distinct on (kind, period) kind, period, amount_paise from betting_limit_changes
      where user_id = ${userId} and cancelled_at is null and effective_at <= ${at}
      order by kind, period, effective_at desc, id desc
    ) latest where amount_paise is not null
  ), limit_left as materialized (
    select kind, period, amount_paise, used_paise, amount_paise - used_paise as remaining_paise from (
      select l.kind, l.period, l.amount_paise, case l.kind when 'STAKE' then s.staked else s.net_loss end as used_paise
      from limits_in_force l cross join lateral ${betSpendSince(userId, periodStart(sql`l.period`, at))} s
    ) used
  )`;

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
    with ${limitLeftCtes(sql`${userId}`, at)}
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

/** Cancels the pending raise or removal of one limit (the limit in force stays). */
export async function cancelPendingLimit(
  db: Db,
  userId: string,
  key: { kind: LimitKind; period: LimitPeriod },
  now: Date,
): Promise<BettingLimits> {
  await withPlayerLimitLock(db, userId, async (client) => {
    const { rowCount } = await client.query(
      `update betting_limit_changes set cancelled_at = $4
       where user_id = $1 and kind = $2 and period = $3 and cancelled_at is null and effective_at > $4`,
      [userId, key.kind, key.period, now.toISOString()],
    );
    if (!rowCount) throw new DomainError('NOT_FOUND', 'There is no pending change to this limit');
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
