import { sql } from 'drizzle-orm';
import type {
  PendingMatchesPage,
  PendingTossMatch,
  RecentSettlement,
  ScoreSettlement,
} from '@shared/contracts/admin';
import { RESETTLE_WINDOW_HOURS } from '@shared/constants';
import { paiseToRupees } from '@shared/money';
import { SCORE_MARKET_KINDS, TEAM_MARKET_KINDS } from '@shared/statuses';
import type { Db } from '../../db/client';
import { kindIn } from './kind-in';
import { feedVerdict } from './feed-result';

interface PendingRow extends Record<string, unknown> {
  id: number;
  home_team: string;
  away_team: string;
  date: Date;
  venue: string | null;
  home_runs: number;
  home_wickets: number;
  home_overs: string;
  away_runs: number;
  away_wickets: number;
  away_overs: string;
}

interface PendingSettlementRow extends PendingRow {
  total: number;
  result_text: string | null;
  suggested_winner: string | null;
  pending_bets: number;
  total_stake_paise: string;
  payout_home_paise: string;
  payout_away_paise: string;
}

/** '165/7 (20)', '98/3 (12.4)'. */
const formatScore = (runs: number, wickets: number, overs: string | number) =>
  `${runs}/${wickets} (${Number(overs)})`;

/**
 * A page of the spec's "pending settlement": COMPLETED and not yet settled, oldest first, optionally
 * only the matches with pending bets, with the count on all pages. Each row carries the feed's result
 * (and whether it agrees with itself, for the bulk settle) and the exposure of the team markets (the
 * markets settleMatch decides: not toss, not score-based), so the operator sees what a choice pays
 * before making it. One query; bets are summed in PostgreSQL, never loaded.
 */
export async function listPendingSettlements(
  db: Db,
  query: { page: number; pageSize: number; hasBets: boolean },
): Promise<PendingMatchesPage> {
  const { page, pageSize, hasBets } = query;
  const { rows } = await db.execute<PendingSettlementRow>(sql`
    with pending as (
      select m.id, ht.name as home_team, at.name as away_team, m.date, m.venue,
             m.home_runs, m.home_wickets, m.home_overs, m.away_runs, m.away_wickets, m.away_overs,
             m.result_text, wt.name as suggested_winner,
             coalesce(x.pending_bets, 0)::int as pending_bets,
             coalesce(x.total_stake_paise, 0) as total_stake_paise,
             coalesce(x.payout_home_paise, 0) as payout_home_paise,
             coalesce(x.payout_away_paise, 0) as payout_away_paise
      from matches m
      join teams ht on ht.id = m.home_team_id
      join teams at on at.id = m.away_team_id
      left join teams wt on wt.id = m.winner_team_id
      left join lateral (
        select count(*) as pending_bets,
               sum(b.amount_paise) as total_stake_paise,
               sum(b.potential_payout_paise) filter (
                 where o.team_id = m.home_team_id or lower(o.name) = lower(ht.name)) as payout_home_paise,
               sum(b.potential_payout_paise) filter (
                 where o.team_id = m.away_team_id or lower(o.name) = lower(at.name)) as payout_away_paise
        from bets b
        join markets mk on mk.id = b.market_id
        join market_options o on o.id = b.option_id
        where b.match_id = m.id and b.status = 'PENDING'
          and ${kindIn(TEAM_MARKET_KINDS, 'mk.kind')}
      ) x on true
      where m.status = 'COMPLETED' and m.settled_at is null
        and (${!hasBets} or x.pending_bets > 0)
    )
    -- The count joins the page, so a page past the end still answers the total (one row, no match).
    select t.total, p.*
    from (select count(*)::int as total from pending) t
    left join lateral (
      select * from pending order by date, id limit ${pageSize} offset ${(page - 1) * pageSize}
    ) p on true`);
  const matches = rows
    .filter((r) => r.id !== null)
    .map((r) => ({
      id: r.id,
      homeTeam: r.home_team,
      awayTeam: r.away_team,
      date: new Date(r.date).toISOString(),
      homeScore: formatScore(r.home_runs, r.home_wickets, r.home_overs),
      awayScore: formatScore(r.away_runs, r.away_wickets, r.away_overs),
      venue: r.venue,
      resultText: r.result_text,
      suggestedWinner: r.suggested_winner,
      pendingBets: r.pending_bets,
      totalStake: paiseToRupees(BigInt(r.total_stake_paise)),
      payoutIfHomeWins: paiseToRupees(BigInt(r.payout_home_paise)),
      payoutIfAwayWins: paiseToRupees(BigInt(r.payout_away_paise)),
      feedAgrees: feedVerdict({ winner: r.suggested_winner, resultText: r.result_text }).agrees,
    }));
  return { matches, total: rows[0]?.total ?? 0, page, pageSize };
}

/**
 * The spec's "toss pending" is COMPLETED with no toss winner. The feeds record the toss winner
 * themselves, so that alone would hide every toss market that still holds bets. Decided: a match is
 * toss-pending when it has started (LIVE or COMPLETED) and a toss market of it is still unsettled
 * (OPEN or SUSPENDED), or when it is COMPLETED with no toss winner recorded. Newest first.
 */
export async function listPendingToss(db: Db): Promise<PendingTossMatch[]> {
  const { rows } = await db.execute<PendingRow>(sql`
    select m.id, ht.name as home_team, at.name as away_team, m.date, m.venue
    from matches m
    join teams ht on ht.id = m.home_team_id
    join teams at on at.id = m.away_team_id
    where m.status in ('LIVE','COMPLETED')
      and (exists (select 1 from markets mk
                   where mk.match_id = m.id and mk.is_toss and mk.status in ('OPEN','SUSPENDED'))
           or (m.status = 'COMPLETED' and m.toss_winner_team_id is null))
    order by m.date desc, m.id desc`);
  return rows.map((r) => ({
    id: r.id,
    homeTeam: r.home_team,
    awayTeam: r.away_team,
    date: new Date(r.date).toISOString(),
    venue: r.venue,
  }));
}

interface RecentRow extends Record<string, unknown> {
  id: number;
  home_team: string;
  away_team: string;
  date: Date;
  result: string | null;
  settled_at: Date | null;
  toss_winner: string | null;
  toss_settled_at: Date | null;
}

/**
 * Matches whose result or toss an admin settled within the correction window, newest first: what the
 * back office offers to resettle. A voided match reads 'VOID' (every team market voided).
 */
export async function listRecentSettlements(db: Db): Promise<RecentSettlement[]> {
  const window = sql`make_interval(hours => ${RESETTLE_WINDOW_HOURS})`;
  const { rows } = await db.execute<RecentRow>(sql`
    select m.id, ht.name as home_team, at.name as away_team, m.date, m.settled_at, m.toss_settled_at,
           case when m.settled_at is null then null
                when not exists (select 1 from markets mk where mk.match_id = m.id
                                 and ${kindIn(TEAM_MARKET_KINDS, 'mk.kind')} and mk.status <> 'VOID')
                     and exists (select 1 from markets mk where mk.match_id = m.id and mk.status = 'VOID')
                  then 'VOID'
                else wt.name end as result,
           case when m.toss_settled_at is null then null else tt.name end as toss_winner
    from matches m
    join teams ht on ht.id = m.home_team_id
    join teams at on at.id = m.away_team_id
    left join teams wt on wt.id = m.winner_team_id
    left join teams tt on tt.id = m.toss_winner_team_id
    where m.settled_at > now() - ${window} or m.toss_settled_at > now() - ${window}
    order by greatest(m.settled_at, m.toss_settled_at) desc nulls last, m.id desc
    limit 100`);
  const until = (at: Date | null) => {
    if (!at) return null;
    const end = new Date(new Date(at).getTime() + RESETTLE_WINDOW_HOURS * 3_600_000);
    return end.getTime() > Date.now() ? end.toISOString() : null;
  };
  return rows.map((r) => ({
    id: r.id,
    homeTeam: r.home_team,
    awayTeam: r.away_team,
    date: new Date(r.date).toISOString(),
    result: r.result,
    settledAt: r.settled_at ? new Date(r.settled_at).toISOString() : null,
    tossWinner: r.toss_winner,
    tossSettledAt: r.toss_settled_at ? new Date(r.toss_settled_at).toISOString() : null,
    resultCorrectableUntil: until(r.settled_at),
    tossCorrectableUntil: until(r.toss_settled_at),
  }));
}

/** How many of the latest score-market settlements the results page lists. */
const SCORE_SETTLEMENTS_LISTED = 50;

/**
 * Score markets (sessions, overs, first-innings runs) the server settled or voided on the ball that
 * decided them, newest first, each with what decided it and how many bets it settled.
 */
export async function listScoreSettlements(db: Db): Promise<ScoreSettlement[]> {
  const { rows } = await db.execute<{
    market_id: number;
    match_id: number;
    home_team: string;
    away_team: string;
    market: string;
    line: string;
    status: 'SETTLED' | 'VOID';
    result: string;
    settled_at: Date;
    bets: number;
  }>(sql`
    select mk.id as market_id, m.id as match_id, ht.name as home_team, at.name as away_team,
           mk.name as market, mk.line, mk.status, mk.result, mk.settled_at,
           (select count(*)::int from bets b where b.market_id = mk.id) as bets
    from markets mk
    join matches m on m.id = mk.match_id
    join teams ht on ht.id = m.home_team_id
    join teams at on at.id = m.away_team_id
    where ${kindIn(SCORE_MARKET_KINDS, 'mk.kind')} and mk.status in ('SETTLED', 'VOID')
      and mk.settled_at is not null and mk.result is not null
    order by mk.settled_at desc, mk.id desc
    limit ${SCORE_SETTLEMENTS_LISTED}`);
  return rows.map((r) => ({
    marketId: r.market_id,
    matchId: r.match_id,
    homeTeam: r.home_team,
    awayTeam: r.away_team,
    market: r.market,
    line: Number(r.line),
    status: r.status,
    result: r.result,
    settledAt: new Date(r.settled_at).toISOString(),
    bets: r.bets,
  }));
}
