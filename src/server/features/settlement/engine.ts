// The set-based core every settlement shares. Each function runs inside the caller's transaction,
// after the caller has locked the match row (FOR UPDATE) and the markets it settles: placement holds
// those markets FOR SHARE, so no bet can be added to them while this runs. Only PENDING bets move,
// so a repeated or concurrent settlement finds nothing left to pay.
import { sql, type SQL } from 'drizzle-orm';
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';
import type { LiveEvent } from '../../realtime/publish';

export interface Settled {
  won: number;
  lost: number;
  voided: number;
  paidPaise: bigint;
  events: LiveEvent[];
}

export const nothingSettled = (): Settled => ({ won: 0, lost: 0, voided: 0, paidPaise: 0n, events: [] });

export function addSettled(a: Settled, b: Settled): Settled {
  return {
    won: a.won + b.won,
    lost: a.lost + b.lost,
    voided: a.voided + b.voided,
    paidPaise: a.paidPaise + b.paidPaise,
    events: [...a.events, ...b.events],
  };
}

interface MatchLock extends Record<string, unknown> {
  id: number;
  status: string;
  settled_at: Date | null;
  home_team_id: number;
  away_team_id: number;
  home_team: string;
  away_team: string;
  toss_winner_team_id: number | null;
  statistics: { innings?: { battingTeam: string; runs: number }[] } | null;
}

/**
 * Locks the match row first (every settlement path takes this lock before any other). FOR NO KEY
 * UPDATE, not FOR UPDATE: it still excludes every other settlement and the live sync, but not the
 * KEY SHARE lock a bet insert's foreign key takes on the match. FOR UPDATE would deadlock with a
 * placement that holds its market FOR SHARE and waits on that key lock (found by the random test).
 */
export async function lockMatch(tx: Db, matchId: number): Promise<MatchLock | undefined> {
  const { rows } = await tx.execute<MatchLock>(sql`
    select m.id, m.status, m.settled_at, m.home_team_id, m.away_team_id, ht.name as home_team,
           at.name as away_team, m.toss_winner_team_id, m.statistics
    from matches m
    join teams ht on ht.id = m.home_team_id
    join teams at on at.id = m.away_team_id
    where m.id = ${matchId}
    for no key update of m`);
  return rows[0];
}

/** Locks the match's unsettled markets that `where` selects (a condition on `markets`), in id order. */
export async function lockOpenMarkets(tx: Db, matchId: number, where: SQL = sql`true`) {
  const { rows } = await tx.execute<{ id: number; kind: string; line: string | null }>(sql`
    select id, kind, line from markets
    where match_id = ${matchId} and status in ('OPEN','SUSPENDED') and ${where}
    order by id
    for no key update`);
  return rows;
}

/**
 * Locks, in id order, the players who hold PENDING bets that `where` selects (a condition on `b`), so
 * two settlements crediting overlapping players in one statement each can never deadlock.
 */
async function lockPlayers(tx: Db, where: SQL) {
  await tx.execute(sql`
    select id from user_profiles
    where id in (select distinct b.user_id from bets b where ${where} and b.status = 'PENDING')
    order by id
    for no key update`);
}

interface SettleRow extends Record<string, unknown> {
  bets: [string, string, 'WON' | 'LOST' | 'VOID'][];
  balances: [string, string][];
  paid: string;
}

/**
 * PENDING bets of the markets become WON (their option is a winner) or LOST; winners are paid
 * potential_payout with one PAYOUT ledger row each, and each player's balance is credited once
 * from the aggregate. Then the markets are SETTLED.
 */
export async function settleMarkets(
  tx: Db,
  matchId: number,
  marketIds: number[],
  winningOptionIds: number[],
  result: string,
): Promise<Settled> {
  if (marketIds.length === 0) return nothingSettled();
  const markets = sql`b.market_id = any(${sql.param(marketIds)}::int[])`;
  await lockPlayers(tx, markets);
  const winners = sql`${sql.param(winningOptionIds)}::int[]`;
  const { rows } = await tx.execute<SettleRow>(sql`
    with settled as (
      update bets b
      set status = case when b.option_id = any(${winners}) then 'WON' else 'LOST' end,
          result = ${result}, settled_at = now()
      where ${markets} and b.status = 'PENDING'
      returning b.id, b.user_id, b.status, b.potential_payout_paise, b.match_id, b.market_id
    ), ledger as (
      insert into transactions (user_id, type, amount_paise, status, bet_id, metadata)
      select s.user_id, 'PAYOUT', s.potential_payout_paise, 'COMPLETED', s.id,
             jsonb_build_object('bet_id', s.id, 'match_id', s.match_id, 'market_type', mk.kind)
      from settled s join markets mk on mk.id = s.market_id
      where s.status = 'WON'
    ), credited as (
      update user_profiles u set balance_paise = u.balance_paise + p.total, updated_at = now()
      from (select user_id, sum(potential_payout_paise) as total from settled where status = 'WON'
            group by user_id) p
      where u.id = p.user_id
      returning u.id, u.balance_paise
    )
    select
      (select coalesce(json_agg(json_build_array(id, user_id, status)), '[]') from settled) as bets,
      (select coalesce(json_agg(json_build_array(id, balance_paise::text)), '[]') from credited) as balances,
      (select coalesce(sum(potential_payout_paise) filter (where status = 'WON'), 0)::text from settled) as paid`);
  await markMarkets(tx, marketIds, 'SETTLED');
  return summarise(rows[0]!, matchId, marketIds, 'SETTLED');
}

/** PENDING bets of the match become VOID and their stakes come back, one REFUND ledger row each. */
export async function voidMatchBets(tx: Db, matchId: number, marketIds: number[], reason: string) {
  const where = sql`b.match_id = ${matchId}`;
  await lockPlayers(tx, where);
  const { rows } = await tx.execute<SettleRow>(sql`
    with voided as (
      update bets b set status = 'VOID', result = ${reason}, settled_at = now()
      where ${where} and b.status = 'PENDING'
      returning b.id, b.user_id, b.status, b.amount_paise, b.match_id, b.market_id
    ), ledger as (
      insert into transactions (user_id, type, amount_paise, status, bet_id, metadata)
      select v.user_id, 'REFUND', v.amount_paise, 'COMPLETED', v.id,
             jsonb_build_object('bet_id', v.id, 'match_id', v.match_id, 'market_type', mk.kind,
                                'reason', ${reason}::text)
      from voided v join markets mk on mk.id = v.market_id
    ), credited as (
      update user_profiles u set balance_paise = u.balance_paise + p.total, updated_at = now()
      from (select user_id, sum(amount_paise) as total from voided group by user_id) p
      where u.id = p.user_id
      returning u.id, u.balance_paise
    )
    select
      (select coalesce(json_agg(json_build_array(id, user_id, status)), '[]') from voided) as bets,
      (select coalesce(json_agg(json_build_array(id, balance_paise::text)), '[]') from credited) as balances,
      (select coalesce(sum(amount_paise), 0)::text from voided) as paid`);
  await markMarkets(tx, marketIds, 'VOID');
  return summarise(rows[0]!, matchId, marketIds, 'VOID');
}

async function markMarkets(tx: Db, marketIds: number[], status: 'SETTLED' | 'VOID') {
  if (marketIds.length === 0) return;
  await tx.execute(sql`
    update markets set status = ${status}, settled_at = now()
    where id = any(${sql.param(marketIds)}::int[])`);
}

/** One 'bet' event per player and status, with how many of their bets moved to it. */
function betChanges(bets: SettleRow['bets']): LiveEvent[] {
  const counts = new Map<string, number>();
  for (const [, userId, status] of bets) {
    const key = `${userId}\u0000${status}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]): LiveEvent => {
    const [userId, status] = key.split('\u0000') as [string, string];
    return { topic: 'bet', userId, payload: { status, count } };
  });
}

function summarise(
  row: SettleRow,
  matchId: number,
  marketIds: number[],
  marketStatus: 'SETTLED' | 'VOID',
): Settled {
  const count = (status: string) => row.bets.filter((b) => b[2] === status).length;
  const events: LiveEvent[] = [
    ...marketIds.map((marketId): LiveEvent => ({
      topic: 'market',
      payload: { matchId, marketId, status: marketStatus },
    })),
    ...row.balances.map(([userId, balance]): LiveEvent => ({
      topic: 'balance',
      userId,
      payload: { balance: paiseToRupees(balance) },
    })),
    ...betChanges(row.bets),
  ];
  return {
    won: count('WON'),
    lost: count('LOST'),
    voided: count('VOID'),
    paidPaise: BigInt(row.paid),
    events,
  };
}

export async function recordAdminAction(
  tx: Db,
  adminId: string,
  actionType: string,
  matchId: number,
  details: Record<string, unknown>,
) {
  await tx.execute(sql`
    insert into admin_actions (admin_id, action_type, entity_type, entity_id, details)
    values (${adminId}, ${actionType}, 'match', ${String(matchId)}, ${JSON.stringify(details)}::jsonb)`);
}
