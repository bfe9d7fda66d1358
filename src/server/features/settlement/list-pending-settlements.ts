import { sql } from 'drizzle-orm';
import type { PendingMatchesPage } from '@shared/contracts/admin';
import { paiseToRupees } from '@shared/money';
import { TEAM_MARKET_KINDS } from '@shared/statuses';
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
               -- What each result pays: the backs of its team, and the lays of the other (ADR 0048).
               sum(b.potential_payout_paise) filter (
                 where coalesce(o.team_id = m.home_team_id or lower(o.name) = lower(ht.name), false)
                       = (b.side = 'BACK')) as payout_home_paise,
               sum(b.potential_payout_paise) filter (
                 where coalesce(o.team_id = m.away_team_id or lower(o.name) = lower(at.name), false)
                       = (b.side = 'BACK')) as payout_away_paise
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
