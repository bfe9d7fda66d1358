// One file, several operations: the one query every bet view reads and the Bet made from its row.
import { sql, type SQL } from 'drizzle-orm';
import type { Bet, BetSide, BetStatus } from '@shared/contracts/bets';
import { layStakePaise, paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';
import { cashOutOffer, type OfferInputs } from './cash-out-offer';

/** A bet row joined with its match teams, market and option names, as SQL returns it. */
export interface BetRow extends Record<string, unknown>, OfferInputs {
  id: string;
  match_id: number;
  market_id: number;
  option_id: number;
  home_team: string;
  away_team: string;
  market_name: string;
  option_name: string;
  /** The market's over/under line (numeric: text from pg, a number inside json); null for other markets. */
  line: string | number | null;
  side: BetSide;
  amount_paise: string;
  odds_hundredths: number;
  asked_odds_hundredths: number | null;
  potential_payout_paise: string;
  status: BetStatus;
  result: string | null;
  placed_at: Date;
  settled_at: Date | null;
  cashed_out_stake_paise: string;
  cashed_out_paise: string;
  auto_cash_out_target_paise: string | null;
}

/** A bet's columns with its names, from `b` (a bets row) and BET_NAME_JOINS. */
export const BET_COLUMNS =
  sql.raw(`b.id, b.match_id, b.market_id, b.option_id, ht.name as home_team, at.name as away_team,
  mk.name as market_name, o.name as option_name, mk.line, b.side, b.amount_paise::text as amount_paise, b.odds_hundredths,
  b.asked_odds_hundredths,
  b.potential_payout_paise::text as potential_payout_paise, b.status, b.result, b.placed_at, b.settled_at,
  b.cashed_out_stake_paise::text as cashed_out_stake_paise, b.cashed_out_paise::text as cashed_out_paise,
  b.auto_cash_out_target_paise::text as auto_cash_out_target_paise, mk.status as market_status,
  mk.kind as market_kind, mk.closed_reason is not null as market_closed,
  mk.admin_suspended_at is not null as operator_suspended, mk.suspension_reason, m.status as match_status,
  o.odds_hundredths as current_odds`);

/** The joins that name a bet `b`: its match's teams, its market and its option. */
export const BET_NAME_JOINS = sql.raw(`join matches m on m.id = b.match_id
  join teams ht on ht.id = m.home_team_id
  join teams at on at.id = m.away_team_id
  join markets mk on mk.id = b.market_id
  join market_options o on o.id = b.option_id`);

/**
 * Bets matching `where` (a condition on `b`), with names, in the given order, each pending one with its
 * cash-out offer.
 */
export async function selectBets(db: Db, where: SQL, orderBy: SQL, limit = 500): Promise<Bet[]> {
  const { rows } = await db.execute<BetRow>(sql`
    select ${BET_COLUMNS} from bets b ${BET_NAME_JOINS}
    where ${where}
    order by ${orderBy}
    limit ${limit}`);
  return rows.map((row) => toBet(row));
}

/**
 * The Bet of a row; its cash-out offer while it is PENDING, else null. A lay's row holds its liability as
 * amount_paise (ADR 0048): the API speaks of the stake it wins, and the liability beside it.
 */
export function toBet(row: BetRow): Bet {
  const lay = row.side === 'LAY';
  const held = BigInt(row.amount_paise);
  const stake = lay ? layStakePaise(held, BigInt(row.potential_payout_paise)) : held;
  const cashedOutStake = lay
    ? (BigInt(row.cashed_out_stake_paise) * 100n) / BigInt(row.odds_hundredths - 100)
    : BigInt(row.cashed_out_stake_paise);
  const potentialPayout = paiseToRupees(row.potential_payout_paise);
  const cashedOutAmount = paiseToRupees(row.cashed_out_paise);
  const settledPaise =
    row.status === 'WON'
      ? BigInt(row.potential_payout_paise)
      : row.status === 'VOID'
        ? BigInt(row.amount_paise)
        : 0n;
  return {
    id: row.id,
    matchId: row.match_id,
    marketId: row.market_id,
    optionId: row.option_id,
    homeTeam: row.home_team,
    awayTeam: row.away_team,
    marketName: row.market_name,
    optionName: row.option_name,
    line: row.line === null ? null : Number(row.line),
    side: row.side,
    amount: paiseToRupees(stake),
    liability: paiseToRupees(held),
    odds: row.odds_hundredths / 100,
    askedOdds: row.asked_odds_hundredths === null ? null : row.asked_odds_hundredths / 100,
    potentialPayout,
    status: row.status,
    result: row.result,
    placedAt: new Date(row.placed_at).toISOString(),
    settledAt: row.settled_at ? new Date(row.settled_at).toISOString() : null,
    payout: paiseToRupees(settledPaise + BigInt(row.cashed_out_paise)),
    cashedOutStake: paiseToRupees(cashedOutStake),
    cashedOutAmount,
    autoCashOutTarget:
      row.auto_cash_out_target_paise === null ? null : paiseToRupees(row.auto_cash_out_target_paise),
    cashOut: row.status === 'PENDING' ? cashOutOffer(row) : null,
  };
}
