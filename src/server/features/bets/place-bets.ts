import { sql } from 'drizzle-orm';
import type { PlaceBets, PlaceBetsResult } from '@shared/contracts/bets';
import { oddsToHundredths, paiseToRupees, payoutPaise, rupeesToPaise } from '@shared/money';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { publish, type LiveEvent } from '../../realtime/publish';
import { selectBets } from './bet-view';

export interface PlaceBetsOptions {
  maxStakePaise: bigint;
}

export type PlaceBetsOutcome = PlaceBetsResult & { replayed: boolean };

interface OptionRow extends Record<string, unknown> {
  option_id: number;
  market_id: number;
  match_id: number;
  odds_hundredths: number;
  market_status: string;
  match_status: string;
}

/**
 * Places a whole slip in one transaction, all or nothing:
 * slip row (idempotency) -> lock the markets (FOR SHARE, so a suspension or settlement waits for us)
 * -> check state and odds -> one guarded debit -> bets and their BET ledger rows in one statement
 * -> one batched publish. A repeated idempotency key returns the first slip and places nothing.
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

  return db.transaction(async (tx) => {
    const slip = await tx.execute<{ id: string }>(sql`
      insert into bet_slips (user_id, idempotency_key, total_stake_paise)
      values (${userId}, ${input.idempotencyKey}, ${total})
      on conflict (user_id, idempotency_key) do nothing
      returning id`);
    const slipId = slip.rows[0]?.id;
    // The key was used before: ON CONFLICT waited for that transaction to commit, so its slip is visible.
    if (!slipId) return replay(tx, userId, input.idempotencyKey);

    const optionIds = input.selections.map((s) => s.optionId);
    const { rows } = await tx.execute<OptionRow>(sql`
      select o.id as option_id, o.market_id, mk.match_id, o.odds_hundredths,
             mk.status as market_status, m.status as match_status
      from market_options o
      join markets mk on mk.id = o.market_id
      join matches m on m.id = mk.match_id
      where o.id = any(${sql.param(optionIds)}::int[])
      order by mk.id
      for share of mk`);
    const byOption = new Map(rows.map((r) => [r.option_id, r]));

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

    const debit = await tx.execute<{ balance_paise: string }>(sql`
      update user_profiles set balance_paise = balance_paise - ${total}, updated_at = now()
      where id = ${userId} and balance_paise >= ${total}
      returning balance_paise`);
    const balance = debit.rows[0]?.balance_paise;
    if (balance === undefined) throw new AppError(409, 'INSUFFICIENT_BALANCE', 'Insufficient balance');

    const odds = input.selections.map((s) => byOption.get(s.optionId)!.odds_hundredths);
    const payouts = input.selections.map((_, i) => payoutPaise(stakes[i]!, odds[i]!));
    const placed = await tx.execute<{ id: string }>(sql`
      with placed as (
        insert into bets (user_id, slip_id, match_id, market_id, option_id, amount_paise, odds_hundredths,
                          potential_payout_paise)
        select ${userId}, ${slipId}, s.match_id, s.market_id, s.option_id, s.amount, s.odds, s.payout
        from unnest(${sql.param(input.selections.map((s) => s.matchId))}::int[],
                    ${sql.param(input.selections.map((s) => s.marketId))}::int[],
                    ${sql.param(optionIds)}::int[],
                    ${sql.param(stakes.map(String))}::bigint[],
                    ${sql.param(odds)}::int[],
                    ${sql.param(payouts.map(String))}::bigint[])
             as s(match_id, market_id, option_id, amount, odds, payout)
        returning id, user_id, match_id, market_id, amount_paise
      ), ledger as (
        insert into transactions (user_id, type, amount_paise, status, bet_id, metadata)
        select p.user_id, 'BET', -p.amount_paise, 'COMPLETED', p.id,
               jsonb_build_object('bet_id', p.id, 'match_id', p.match_id, 'market_type', mk.kind)
        from placed p join markets mk on mk.id = p.market_id
      )
      select id from placed`);

    const events: LiveEvent[] = [
      { topic: 'balance', userId, payload: { balance: paiseToRupees(balance) } },
      ...placed.rows.map((b): LiveEvent => ({
        topic: 'bet',
        userId,
        payload: { betId: b.id, status: 'PENDING' },
      })),
    ];
    await publish(tx, events);
    const bets = await selectBets(tx, sql`b.slip_id = ${slipId}`, sql`b.id`);
    return { bets: inSlipOrder(bets, input), balance: paiseToRupees(balance), replayed: false };
  });
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
