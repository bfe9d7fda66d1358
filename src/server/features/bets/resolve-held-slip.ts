import { sql } from 'drizzle-orm';
import type { Bet, OddsChangedDetails } from '@shared/contracts/bets';
import type { BetDelayRefusal } from '@shared/statuses';
import type { Db } from '../../db/client';
import { poolOf } from '../../db/pool-of';
import { namedParameters, preparedStatement } from '../../db/prepared';
import { announce } from '../../realtime/announcer';
import type { StoredEvent } from '../../realtime/live-events';
import { recordedEventsColumn, recordEventsCte } from '../../realtime/record-events-cte';
import { transferPosting, transferSelect } from '../wallet/ledger';
import {
  isPositionKind,
  playerPositionCtes,
  playerPositionsWritten,
  positionTransfers,
} from '../wallet/position-sql';
import { BET_COLUMNS, BET_NAME_JOINS, toBet, type BetRow } from './bet-view';
import { layPayoutPaiseSql, payoutPaiseSql } from './payout-sql';
import { priceRefusedSql } from './price-refused-sql';
import { scoreKeySql } from './score-key-sql';

/** How a held slip stands after an attempt to resolve it. */
export type HeldSlipOutcome =
  | { state: 'WAITING' }
  | { state: 'PLACED'; userId: string; bets: Bet[] }
  | {
      state: 'REFUSED';
      userId: string;
      reason: BetDelayRefusal;
      changes: OddsChangedDetails['changes'] | null;
    };

interface ResolveReport extends Record<string, unknown> {
  verdict: 'GONE' | 'WAITING' | 'OK' | BetDelayRefusal;
  live_events: StoredEvent[];
  user_id: string | null;
  bets: BetRow[] | null;
  changes: OddsChangedDetails['changes'] | null;
}

const P = namedParameters({
  slipId: 'uuid',
  /** The moment of the resolution: the delay is due if held_until is not after it. */
  at: 'timestamptz',
  staleAfterSeconds: 'int',
});
const { ref } = P;

/**
 * The statement's CTEs: the slip under its row lock (none if resolved before), whether its delay is due,
 * its selections checked against their markets locked FOR SHARE, the verdict, the bets written if it
 * is OK, and the slip marked resolved.
 */
const RESOLVE_CTES = sql`
    slip as materialized (
      select s.* from bet_slips s
      where s.id = ${ref.slipId} and s.held_until is not null and s.resolved_at is null
      for update
    ), synced as materialized (
      select (select finished from feed_sync_progress) > s.syncs_started_before as synced,
             s.held_until <= ${ref.at} as elapsed,
             s.held_until + ${ref.staleAfterSeconds} * interval '1 second' <= ${ref.at} as stale
      from slip s
    ), holds as materialized (
      select h.* from bet_holds h where h.slip_id = (select id from slip)
    ), locked as materialized (
      select mk.id, mk.status, mk.closed_reason, mk.kind from markets mk
      where mk.id in (select market_id from holds)
      order by mk.id
      for share
    ), checked as materialized (
      select h.*, gen_random_uuid() as bet_id, c.current_odds,
             ${scoreKeySql('m')} <> h.score_at_arrival as ball_bowled,
             lk.status in ('SETTLED', 'VOID') or lk.closed_reason is not null
               or m.status not in ('UPCOMING', 'LIVE') as market_closed,
             lk.status = 'SUSPENDED' as market_suspended,
             -- A lay holds its liability at the price sent: a higher price (or none) would need more.
             ${priceRefusedSql(sql`(select odds_change from slip)`, sql.raw('c.current_odds'), sql.raw('h.odds_hundredths'), sql.raw('h.side'))}
               or (h.side = 'LAY' and coalesce(c.current_odds > h.odds_hundredths, true)) as price_refused,
             -- A lay keeps the liability it holds: at a lower price it wins a larger stake (ADR 0048).
             case h.side when 'LAY' then ${layPayoutPaiseSql(sql.raw('h.amount_paise'), sql.raw('c.current_odds'))}
                         else ${payoutPaiseSql(sql.raw('h.amount_paise'), sql.raw('c.current_odds'))} end as payout
      from holds h
      join market_options o on o.id = h.option_id
      join locked lk on lk.id = h.market_id
      join matches m on m.id = h.match_id
      cross join lateral (
        select case h.side when 'LAY' then o.lay_odds_hundredths else o.odds_hundredths end as current_odds
      ) c
    ), verdict as materialized (
      select case
        when not exists (select from slip) then 'GONE'
        when not (select elapsed from synced) then 'WAITING'
        when not (select synced from synced) then
          case when (select stale from synced) then 'FEED_STALE' else 'WAITING' end
        when bool_or(ball_bowled) then 'BALL_BOWLED'
        when bool_or(market_closed) then 'MARKET_CLOSED'
        when bool_or(market_suspended) then 'MARKET_SUSPENDED'
        when bool_or(price_refused) then 'ODDS_CHANGED'
        else 'OK' end as verdict
      from checked
    ), changes as materialized (
      select jsonb_agg(jsonb_build_object('marketId', market_id, 'optionId', option_id,
                                          'odds', current_odds / 100.0) order by position) as changes
      from checked where current_odds <> odds_hundredths
    ), placed as (
      insert into bets (id, user_id, slip_id, match_id, market_id, option_id, side, amount_paise, odds_hundredths,
                        asked_odds_hundredths, potential_payout_paise, placed_at)
      select c.bet_id, c.user_id, c.slip_id, c.match_id, c.market_id, c.option_id, c.side, c.amount_paise,
             c.current_odds, nullif(c.odds_hundredths, c.current_odds), c.payout, ${ref.at}
      from checked c
      where (select verdict from verdict) = 'OK'
      returning *
    ), resolved as (
      update bet_slips s
      set resolved_at = ${ref.at},
          refusal_reason = nullif(v.verdict, 'OK'),
          refusal_details = case when v.verdict = 'ODDS_CHANGED' then
            jsonb_build_object('changes', (select changes from changes)) end
      from verdict v
      where s.id = (select id from slip) and v.verdict not in ('GONE', 'WAITING')
    )`;

/** The slip's bets on position markets, placed now, moving the player's positions (ADR 0049). */
const positions = playerPositionCtes({
  markets: sql`select distinct (select user_id from slip) as user_id, c.market_id, c.match_id
               from checked c join locked lk on lk.id = c.market_id
               where ${isPositionKind(sql.raw('lk.kind'))}`,
  added: sql`select c.user_id, c.market_id, c.option_id, c.side, c.amount_paise,
                    c.payout as potential_payout_paise
             from checked c join locked lk on lk.id = c.market_id where ${isPositionKind(sql.raw('lk.kind'))}`,
  when: sql`(select verdict from verdict) = 'OK'`,
});

/**
 * The holds posted into the stakes held (placed), or voided back to the player (refused), and what the
 * placed bets give back of the player's positions.
 */
const posting = transferPosting(sql`
    select ${transferSelect({
      code: 'BET_PLACED',
      from: 'BETS_IN_DELAY',
      to: 'STAKES_HELD',
      amount: sql`c.amount_paise`,
      pendingId: sql`c.id`,
      betId: sql`c.bet_id`,
      settlementRound: sql`0`,
      matchId: sql`c.match_id`,
      metadata: sql`jsonb_build_object('bet_id', c.bet_id, 'match_id', c.match_id)`,
    })}
    from checked c where (select verdict from verdict) = 'OK'
    union all
    select ${transferSelect({
      code: 'BET_HOLD_RELEASED',
      from: 'BETS_IN_DELAY',
      to: 'PLAYER',
      amount: sql`c.amount_paise`,
      userId: sql`c.user_id`,
      pendingId: sql`c.id`,
      matchId: sql`c.match_id`,
      metadata: sql`jsonb_build_object('match_id', c.match_id, 'reason', (select verdict from verdict))`,
    })}
    from checked c where (select verdict from verdict) not in ('OK', 'GONE', 'WAITING')
    union all
    ${positionTransfers(sql.raw('position_moves'))}`);

/**
 * The whole resolution in one statement, so in one implicit transaction and one round trip: the CTEs
 * above, the ledger's posting, the player's balance event, and the report.
 */
const RESOLVE_HELD_SLIP = preparedStatement(
  'ipl-resolve-held-slip',
  sql`
    with ${RESOLVE_CTES}, ${positions}, ${posting.ctes},
    ${playerPositionsWritten()},
    ${recordEventsCte(sql`
      select 'balance' as topic, d.id as user_id,
             jsonb_build_object('balance', trim_scale(d.balance_paise::numeric / 100), 'version', d.balance_version)
               as payload
      from ${posting.moved} d`)}
    select (select verdict from verdict) as verdict, (select user_id from slip) as user_id,
      (select json_agg(row_to_json(named) order by named.position)
       from (select ${BET_COLUMNS}, c.position from placed b join checked c on c.bet_id = b.id
             ${BET_NAME_JOINS}) named) as bets,
      case when (select verdict from verdict) = 'ODDS_CHANGED' then (select changes from changes) end
        as changes,
      ${recordedEventsColumn}`,
);

/**
 * Ends a held slip's delay if it is due, in one statement under the slip's row lock: it is due once its
 * held_until has passed and a feed sync that started after it arrived has finished (or, with no such
 * sync `staleAfterSeconds` past held_until, it is refused FEED_STALE). Its markets are locked FOR SHARE
 * and each selection checked against the market as it now stands, in this order: a ball recorded since
 * the slip arrived (the match's score changed), a market closed (or its match over), a market suspended,
 * a price its odds preference refuses. Any of these refuses the whole slip and voids its holds back to
 * the player (BET_HOLD_RELEASED); otherwise its bets are written at the price of this moment and the
 * holds posted into the stakes held (BET_PLACED), and the player's positions on their markets give back
 * what the bets hedge (ADR 0049). A slip resolved before answers GONE: read it with
 * heldSlipResult.
 */
export async function resolveHeldSlip(
  db: Db,
  slipId: string,
  now: Date,
  staleAfterSeconds: number,
): Promise<HeldSlipOutcome | 'GONE'> {
  const { rows } = await poolOf(db).query<ResolveReport>({
    ...RESOLVE_HELD_SLIP,
    values: P.values({ slipId, at: now.toISOString(), staleAfterSeconds }),
  });
  const report = rows[0]!;
  // Not awaited: the answer does not carry the balance; the stream's event follows.
  void announce(db, report.live_events);
  if (report.verdict === 'GONE') return 'GONE';
  if (report.verdict === 'WAITING') return { state: 'WAITING' };
  if (report.verdict === 'OK')
    return { state: 'PLACED', userId: report.user_id!, bets: (report.bets ?? []).map((bet) => toBet(bet)) };
  return { state: 'REFUSED', userId: report.user_id!, reason: report.verdict, changes: report.changes };
}
