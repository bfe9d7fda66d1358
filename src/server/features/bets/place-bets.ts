import { sql } from 'drizzle-orm';
import type { PlaceBets, PlaceBetsResult } from '@shared/contracts/bets';
import { oddsToHundredths, paiseToRupees, payoutPaise, rupeesToPaise } from '@shared/money';
import type pg from 'pg';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { LIVE_EVENT_CTES } from '../../realtime/publish';
import { selectBets, toBet, type BetRow } from './bet-view';

export interface PlaceBetsOptions {
  maxStakePaise: bigint;
}

export type PlaceBetsOutcome = PlaceBetsResult & { replayed: boolean };

interface OptionRow extends Record<string, unknown> {
  slip_id: string | null;
  option_id: number | null;
  market_id: number;
  match_id: number;
  odds_hundredths: number;
  market_status: string;
  match_status: string;
}

type PlacedRow = BetRow & { balance_paise: string; notified: string };

// The two statements of a placement, as prepared statements: PostgreSQL parses and plans each once
// per connection (the `name`), and the text is built once here instead of on every request.

/**
 * The slip row (idempotency), then the slip's markets locked FOR SHARE in id order (a suspension or
 * settlement waits for us) with their options and matches. When the key was used before, ON CONFLICT
 * waits for that transaction and locks nothing: slip_id comes back null, the option columns too.
 * $1 user, $2 idempotency key, $3 total stake (paise), $4 option ids.
 */
export const LOCK_SLIP = {
  name: 'ipl-place-bets-lock',
  text: `
    with slip as (
      insert into bet_slips (user_id, idempotency_key, total_stake_paise)
      values ($1, $2, $3)
      on conflict (user_id, idempotency_key) do nothing
      returning id
    ), locked as materialized (
      select mk.id, mk.match_id, mk.status from markets mk
      where mk.id in (select o.market_id from market_options o where o.id = any($4::int[]))
        and exists (select from slip)
      order by mk.id
      for share
    )
    select s.slip_id, x.option_id, x.market_id, x.match_id, x.odds_hundredths, x.market_status, x.match_status
    from (select (select id from slip) as slip_id) s
    left join (
      select o.id as option_id, o.market_id, lk.match_id, o.odds_hundredths,
             lk.status as market_status, m.status as match_status
      from market_options o
      join locked lk on lk.id = o.market_id
      join matches m on m.id = lk.match_id
      where o.id = any($4::int[])
    ) x on true`,
};

/**
 * One guarded debit; only if it took the money, the bets, their BET ledger rows and the live events
 * (balance + one per bet, NOTIFY on commit); the bets come back with their names. No row: too little
 * money, nothing inserted. $1 user, $2 slip, $3 total stake, $4..$9 the selections as arrays.
 */
export const DEBIT_AND_PLACE = {
  name: 'ipl-place-bets-debit',
  text: `
    with debit as (
      update user_profiles set balance_paise = balance_paise - $3, updated_at = now()
      where id = $1 and balance_paise >= $3
      returning balance_paise
    ), placed as (
      insert into bets (user_id, slip_id, match_id, market_id, option_id, amount_paise, odds_hundredths,
                        potential_payout_paise)
      select $1, $2, s.match_id, s.market_id, s.option_id, s.amount, s.odds, s.payout
      from unnest($4::int[], $5::int[], $6::int[], $7::bigint[], $8::int[], $9::bigint[])
           as s(match_id, market_id, option_id, amount, odds, payout)
      where exists (select from debit)
      returning id, user_id, match_id, market_id, option_id, amount_paise, odds_hundredths,
                potential_payout_paise, status, result, placed_at, settled_at
    ), ledger as (
      insert into transactions (user_id, type, amount_paise, status, bet_id, metadata)
      select p.user_id, 'BET', -p.amount_paise, 'COMPLETED', p.id,
             jsonb_build_object('bet_id', p.id, 'match_id', p.match_id, 'market_type', mk.kind)
      from placed p join markets mk on mk.id = p.market_id
    ), ${LIVE_EVENT_CTES[0]}
      select 'balance'::text as topic, $1::text as user_id,
             jsonb_build_object('balance', trim_scale(d.balance_paise::numeric / 100)) as payload
      from debit d
      union all
      select 'bet'::text, $1::text, jsonb_build_object('status', 'PENDING', 'count', count(*))
      from placed having count(*) > 0
    ${LIVE_EVENT_CTES[1]}
    select d.balance_paise, (select count(*) from live_notified) as notified,
           p.id, p.match_id, p.market_id, p.option_id, ht.name as home_team, at.name as away_team,
           mk.name as market_name, o.name as option_name, p.amount_paise, p.odds_hundredths,
           p.potential_payout_paise, p.status, p.result, p.placed_at, p.settled_at
    from debit d
    join placed p on true
    join matches m on m.id = p.match_id
    join teams ht on ht.id = m.home_team_id
    join teams at on at.id = m.away_team_id
    join markets mk on mk.id = p.market_id
    join market_options o on o.id = p.option_id`,
};

/**
 * Places a whole slip in one transaction, all or nothing, in two statements (four round trips with
 * BEGIN and COMMIT, so the pooled connection is held as briefly as possible):
 * 1. slip row (idempotency) + lock the markets (FOR SHARE); then state and odds are checked here;
 * 2. one guarded debit -> bets, their BET ledger rows and the live events, all conditional on the debit.
 * A repeated idempotency key returns the first slip and places nothing. The hot path talks to
 * node-postgres directly (prepared statements, no query building); see docs/decisions/0004.
 */
export async function placeBets(
  db: Database,
  userId: string,
  input: PlaceBets,
  options: PlaceBetsOptions,
): Promise<PlaceBetsOutcome> {
  const maxRupees = paiseToRupees(options.maxStakePaise);
  const seen = new Set<string>();
  for (const s of input.selections) {
    const key = `${s.matchId}:${s.marketId}`;
    if (seen.has(key))
      throw new AppError(400, 'VALIDATION_ERROR', 'Only one bet per market is allowed in a slip');
    seen.add(key);
    if (rupeesToPaise(s.amount) > options.maxStakePaise)
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        `Maximum bet amount is ₹${maxRupees.toLocaleString('en-IN')}`,
      );
  }
  const stakes = input.selections.map((s) => rupeesToPaise(s.amount));
  const total = stakes.reduce((a, b) => a + b, 0n);

  const client = await poolOf(db).connect();
  let broken: Error | undefined;
  let placed: PlaceBetsOutcome | null;
  try {
    await client.query('begin');
    try {
      placed = await placeInTransaction(client, userId, input, stakes, total);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    }
  } finally {
    // A connection whose rollback failed is in an unknown state: destroy it instead of reusing it.
    client.release(broken);
  }
  // The key was used before: ON CONFLICT waited for that transaction to commit, so its slip is visible.
  return placed ?? replay(db, userId, input.idempotencyKey);
}

/** The transaction's two statements; null when the idempotency key was used before (nothing done). */
async function placeInTransaction(
  client: pg.PoolClient,
  userId: string,
  input: PlaceBets,
  stakes: bigint[],
  total: bigint,
): Promise<PlaceBetsOutcome | null> {
  const optionIds = input.selections.map((s) => s.optionId);
  const { rows } = await client.query<OptionRow>({
    ...LOCK_SLIP,
    values: [userId, input.idempotencyKey, String(total), optionIds],
  });
  const slipId = rows[0]?.slip_id;
  if (!slipId) return null;
  const byOption = new Map(rows.filter((r) => r.option_id !== null).map((r) => [r.option_id, r]));

  const changes: { marketId: number; optionId: number; odds: number }[] = [];
  for (const s of input.selections) {
    const row = byOption.get(s.optionId);
    if (!row || row.market_id !== s.marketId || row.match_id !== s.matchId)
      throw new AppError(404, 'SELECTION_NOT_FOUND', 'This betting option does not exist for that market');
    if (row.match_status !== 'UPCOMING' && row.match_status !== 'LIVE')
      throw new AppError(409, 'MATCH_CLOSED', 'This match is not open for betting');
    if (row.market_status !== 'OPEN')
      throw new AppError(409, 'MARKET_CLOSED', 'This market is not open for betting');
    if (sentHundredths(s.odds) !== row.odds_hundredths)
      changes.push({ marketId: s.marketId, optionId: s.optionId, odds: row.odds_hundredths / 100 });
  }
  if (changes.length > 0) throw new AppError(409, 'ODDS_CHANGED', 'Odds have changed', { changes });

  // The database's odds (equal to the sent ones, checked above); payout rounded down to the paisa.
  const odds = input.selections.map((s) => byOption.get(s.optionId)!.odds_hundredths);
  const payouts = input.selections.map((_, i) => payoutPaise(stakes[i]!, odds[i]!));
  const placed = await client.query<PlacedRow>({
    ...DEBIT_AND_PLACE,
    values: [
      userId,
      slipId,
      String(total),
      input.selections.map((s) => s.matchId),
      input.selections.map((s) => s.marketId),
      optionIds,
      stakes.map(String),
      odds,
      payouts.map(String),
    ],
  });
  const balance = placed.rows[0]?.balance_paise;
  // No row: the guarded debit found too little money and nothing was inserted; the throw rolls back the slip.
  if (balance === undefined) throw new AppError(409, 'INSUFFICIENT_BALANCE', 'Insufficient balance');
  const bets = placed.rows.map(toBet);
  return { bets: inSlipOrder(bets, input), balance: paiseToRupees(balance), replayed: false };
}

/** The node-postgres pool under a Drizzle database (drizzle() keeps it as $client). */
function poolOf(db: Database): pg.Pool {
  const pool = (db as Database & { $client?: pg.Pool }).$client;
  if (!pool || typeof pool.connect !== 'function') throw new Error('placeBets needs a pool-backed database');
  return pool;
}

async function replay(db: Db, userId: string, key: string): Promise<PlaceBetsOutcome> {
  const bets = await selectBets(
    db,
    sql`b.slip_id = (select id from bet_slips where user_id = ${userId} and idempotency_key = ${key})`,
    sql`b.placed_at, b.id`,
  );
  const { rows } = await db.execute<{ balance_paise: string }>(
    sql`select balance_paise from user_profiles where id = ${userId}`,
  );
  return { bets, balance: paiseToRupees(rows[0]?.balance_paise ?? 0), replayed: true };
}

/** The player's odds in hundredths; more than 2 decimals can never equal a price we offer. */
function sentHundredths(odds: number) {
  try {
    return oddsToHundredths(odds);
  } catch {
    return -1;
  }
}

function inSlipOrder<T extends { marketId: number }>(bets: T[], input: PlaceBets): T[] {
  const position = new Map(input.selections.map((s, i) => [s.marketId, i]));
  return [...bets].sort((a, b) => position.get(a.marketId)! - position.get(b.marketId)!);
}
