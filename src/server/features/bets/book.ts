import { sql } from 'drizzle-orm';
import type { BookMatch } from '@shared/contracts/admin';
import { paiseToRupees } from '@shared/money';
import type { MarketClosedReason } from '@shared/statuses';
import type { Db } from '../../db/client';
import { payoutIfWinsSql } from './payout-if-wins-sql';

/** Upcoming matches shown in the book beside every live one (the next ones to start). */
const BOOK_UPCOMING_MATCHES = 10;

interface BookRow extends Record<string, unknown> {
  match_id: number;
  home_team: string;
  away_team: string;
  date: Date;
  match_status: string;
  market_id: number;
  market_name: string;
  market_status: string;
  line: string | null;
  admin_suspended_at: Date | null;
  admin_suspension_reason: string | null;
  closed_reason: MarketClosedReason | null;
  option_id: number;
  option_name: string;
  odds_hundredths: number;
  bets: number;
  stake_paise: string;
  liability_paise: string;
  house_net_paise: string;
  waiting_bets: number;
  waiting_stake_paise: string;
  market_waiting_bets: number;
  market_waiting_stake_paise: string;
}

/**
 * The operator's book: every LIVE match and the next upcoming ones, each open or suspended market,
 * and per option the pending bets on it (backs and lays), what they hold (a lay: its liability), the
 * liability (what the house pays if it wins: the backs on it and the lays on the other options) and
 * the house's net if it wins (all held on the market less that liability), and apart from them the
 * in-play bets waiting out their delay (per option and per market). One query:
 * the bets are summed in PostgreSQL, never loaded. The waiting ones are found through
 * bet_slips_held_idx (only the slips still held are in it), then their holds by slip.
 */
export async function getBook(db: Db): Promise<BookMatch[]> {
  const { rows } = await db.execute<BookRow>(sql`
    with shown as (
      (select id from matches where status = 'LIVE')
      union all
      (select id from matches where status = 'UPCOMING' order by date, id limit ${BOOK_UPCOMING_MATCHES})
    ), waiting as (
      select h.option_id, count(*)::int as bets, sum(h.amount_paise) as stake_paise
      from bet_slips s
      join bet_holds h on h.slip_id = s.id
      where s.held_until is not null and s.resolved_at is null
      group by h.option_id
    )
    select m.id as match_id, ht.name as home_team, at.name as away_team, m.date, m.status as match_status,
           mk.id as market_id, mk.name as market_name, mk.status as market_status, mk.line,
           mk.admin_suspended_at, mk.admin_suspension_reason, mk.closed_reason,
           o.id as option_id, o.name as option_name, o.odds_hundredths,
           count(b.id)::int as bets,
           coalesce(sum(b.amount_paise), 0)::text as stake_paise,
           ${payoutIfWinsSql(sql.raw('mk.id'))}::text as liability_paise,
           (sum(coalesce(sum(b.amount_paise), 0)) over (partition by mk.id)
             - ${payoutIfWinsSql(sql.raw('mk.id'))})::text as house_net_paise,
           coalesce(w.bets, 0) as waiting_bets,
           coalesce(w.stake_paise, 0)::text as waiting_stake_paise,
           coalesce(sum(w.bets) over (partition by mk.id), 0)::int as market_waiting_bets,
           coalesce(sum(w.stake_paise) over (partition by mk.id), 0)::text as market_waiting_stake_paise
    from shown
    join matches m on m.id = shown.id
    join teams ht on ht.id = m.home_team_id
    join teams at on at.id = m.away_team_id
    join markets mk on mk.match_id = m.id and mk.status in ('OPEN','SUSPENDED')
    join market_options o on o.market_id = mk.id
    left join bets b on b.market_id = mk.id and b.option_id = o.id and b.status = 'PENDING'
    left join waiting w on w.option_id = o.id
    group by m.id, ht.name, at.name, mk.id, o.id, w.bets, w.stake_paise
    order by m.status, m.date, m.id, mk.sort_order, mk.id, o.sort_order, o.id`);

  const book: BookMatch[] = [];
  for (const r of rows) {
    let match = book.at(-1);
    if (match?.id !== r.match_id) {
      match = {
        id: r.match_id,
        homeTeam: r.home_team,
        awayTeam: r.away_team,
        date: new Date(r.date).toISOString(),
        status: r.match_status,
        markets: [],
      };
      book.push(match);
    }
    let market = match.markets.at(-1);
    if (market?.id !== r.market_id) {
      market = {
        id: r.market_id,
        name: r.market_name,
        status: r.market_status,
        line: r.line === null ? null : Number(r.line),
        adminSuspension:
          r.admin_suspended_at && r.admin_suspension_reason
            ? { at: new Date(r.admin_suspended_at).toISOString(), reason: r.admin_suspension_reason }
            : null,
        closedReason: r.closed_reason,
        waiting: { bets: r.market_waiting_bets, stake: paiseToRupees(r.market_waiting_stake_paise) },
        options: [],
      };
      match.markets.push(market);
    }
    market.options.push({
      id: r.option_id,
      name: r.option_name,
      odds: r.odds_hundredths / 100,
      bets: r.bets,
      stake: paiseToRupees(r.stake_paise),
      liability: paiseToRupees(r.liability_paise),
      houseNet: paiseToRupees(r.house_net_paise),
      waiting: { bets: r.waiting_bets, stake: paiseToRupees(r.waiting_stake_paise) },
    });
  }
  return book;
}
