import { sql } from 'drizzle-orm';
import type { BetFigures, ReportDay, ReportMarketKind, ReportMatch } from '@shared/contracts/reports';
import { REPORT_TIME_ZONE } from '@shared/contracts/reports';
import { paiseToRupees } from '@shared/money';
import type { Db } from '../../db/client';

/** A report's window: [from, to). */
export type ReportWindow = { from: Date; to: Date };

interface FiguresRow extends Record<string, unknown> {
  dimension: 'total' | 'day' | 'kind' | 'match';
  key: string | null;
  home_team: string | null;
  away_team: string | null;
  match_date: Date | null;
  turnover: string;
  payouts: string;
  refunds: string;
  cash_outs: string;
  ggr: string;
  bets: number;
  active_players: number;
}

const figures = (r: FiguresRow): BetFigures => ({
  turnover: paiseToRupees(r.turnover),
  payouts: paiseToRupees(r.payouts),
  refunds: paiseToRupees(r.refunds),
  cashOuts: paiseToRupees(r.cash_outs),
  ggr: paiseToRupees(r.ggr),
  bets: r.bets,
  activePlayers: r.active_players,
});

// Sums over `settled` rows (null ones, from a day without bets, count as nothing).
const SUMS = sql.raw(`
  coalesce(sum(s.stake), 0)::text as turnover,
  coalesce(sum(s.payout), 0)::text as payouts,
  coalesce(sum(s.refund), 0)::text as refunds,
  coalesce(sum(s.cash_out), 0)::text as cash_outs,
  coalesce(sum(s.stake - s.payout - s.refund - s.cash_out), 0)::text as ggr,
  count(s.stake)::int as bets,
  count(distinct s.user_id)::int as active_players`);

/**
 * The operator's figures over the bets settled in the window (settled_at in [from, to)), in total, by
 * India day (every day the window touches), by market kind and by match. One statement: the bets are
 * read once and summed in PostgreSQL, never loaded.
 *
 * `settled` says what each bet contributes, by its status: its stake placed, and what it paid, refunded
 * and cashed out (a bet cashed out in part counts its cash-outs once the rest settles, a CASHED_OUT bet
 * when it was cashed out). A lay is kept as a back of its liability (ADR 0048), won when its option lost:
 * its stake here is its liability and its payout the liability and the stake it won, as the ledger moved
 * them, so GGR stays what the house kept.
 */
export async function settledBetFigures(db: Db, { from, to }: ReportWindow) {
  const start = sql`${from.toISOString()}::timestamptz`;
  const end = sql`${to.toISOString()}::timestamptz`;
  const zone = sql.raw(`'${REPORT_TIME_ZONE}'`);
  const { rows } = await db.execute<FiguresRow>(sql`
    with settled as (
      select b.user_id, b.match_id, mk.kind,
             (b.settled_at at time zone ${zone})::date as day,
             b.amount_paise + b.cashed_out_stake_paise as stake,
             case when b.status = 'WON' then b.potential_payout_paise else 0 end as payout,
             case when b.status = 'VOID' then b.amount_paise else 0 end as refund,
             b.cashed_out_paise as cash_out
      from bets b
      join markets mk on mk.id = b.market_id
      where b.settled_at >= ${start} and b.settled_at < ${end}
    ),
    days as (
      select d::date as day
      from generate_series((${start} at time zone ${zone})::date,
                           ((${end} - interval '1 microsecond') at time zone ${zone})::date,
                           interval '1 day') d
    )
    select * from (
      select 'total' as dimension, 0 as position, null as key, null as home_team, null as away_team,
             null::timestamptz as match_date, ${SUMS}
      from settled s
      union all
      select 'day', row_number() over (order by days.day), days.day::text, null, null, null, ${SUMS}
      from days left join settled s on s.day = days.day
      group by days.day
      union all
      select 'kind', row_number() over (order by sum(s.stake) desc, s.kind), s.kind, null, null, null, ${SUMS}
      from settled s
      group by s.kind
      union all
      select 'match', row_number() over (order by sum(s.stake) desc, m.date, m.id), m.id::text, ht.name, at.name,
             m.date, ${SUMS}
      from settled s
      join matches m on m.id = s.match_id
      join teams ht on ht.id = m.home_team_id
      join teams at on at.id = m.away_team_id
      group by m.id, ht.name, at.name
    ) figures
    order by dimension, position`);

  const byDay: ReportDay[] = [];
  const byMarketKind: ReportMarketKind[] = [];
  const byMatch: ReportMatch[] = [];
  let total: BetFigures | undefined;
  for (const r of rows) {
    if (r.dimension === 'total') total = figures(r);
    else if (r.dimension === 'day') byDay.push({ day: r.key!, ...figures(r) });
    else if (r.dimension === 'kind') byMarketKind.push({ kind: r.key!, ...figures(r) });
    else
      byMatch.push({
        matchId: Number(r.key),
        homeTeam: r.home_team!,
        awayTeam: r.away_team!,
        date: new Date(r.match_date!).toISOString(),
        ...figures(r),
      });
  }
  return { total: total!, byDay, byMarketKind, byMatch };
}
