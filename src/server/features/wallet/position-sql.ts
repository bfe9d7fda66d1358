// Positions (ADR 0049, 0055): a player's open bets on a market of POSITION_MARKET_KINDS hold, together, their
// worst case: the largest loss over the market's options, not the sum of what each bet holds. Every bet
// still holds its stake or liability in the stakes held (BET_PLACED); what that sum exceeds the worst case
// by is given back to the wallet (EXPOSURE_RELEASED) and taken again (EXPOSURE_HELD) as the position
// moves, and market_positions.released_paise says how much is out. One option wins, so for a position
// of stakes held S that returns P(o) if option o wins, the worst case is S - min(P(o)), never below 0:
// released = least(S, min over options of P(o)). S and P(o) are read from the position's stored sums by
// option and side (market_position_sides), which each flow moves with its bets.
// One file, several operations: every flow that moves a position (placement, a held slip's end, cash-out,
// settlement, void, reopening) builds its SQL from the one rule here, so the rule has one home.
import { sql, type SQL } from 'drizzle-orm';
import { POSITION_MARKET_KINDS } from '@shared/statuses';
import { transferSelect } from './ledger';

/** Whether a market kind (an SQL text value) is held as positions. */
export const isPositionKind = (kind: SQL) =>
  sql`${kind} in (${sql.raw(POSITION_MARKET_KINDS.map((k) => `'${k}'`).join(', '))})`;

/**
 * CTEs computing each position of `bets` (a query of open bets: user_id, market_id, option_id, side,
 * amount_paise, potential_payout_paise) into `position_target` (user_id, market_id, released): what its
 * stakes held may give back. A bet wins with its option if it backs it, with any other if it lays it. The
 * bets are first summed by option and side (`position_sides`), so what follows reads a few rows a position
 * however many bets it has.
 */
const positionTargetCtes = (bets: SQL) => sql`
    position_sides as materialized (
      select pb.user_id, pb.market_id, pb.option_id, pb.side, sum(pb.amount_paise) as staked,
             sum(pb.potential_payout_paise) as payout
      from (${bets}) pb
      group by pb.user_id, pb.market_id, pb.option_id, pb.side
    ), position_outcomes as (
      select ps.user_id, ps.market_id, o.id as option_id,
             sum(case when (ps.option_id = o.id) = (ps.side = 'BACK') then ps.payout else 0 end) as paid
      from position_sides ps join market_options o on o.market_id = ps.market_id
      group by ps.user_id, ps.market_id, o.id
    ), position_target as materialized (
      select s.user_id, s.market_id, least(s.staked, w.least_paid) as released
      from (select user_id, market_id, sum(staked) as staked from position_sides group by user_id, market_id) s
      join (select user_id, market_id, min(paid) as least_paid from position_outcomes group by user_id, market_id) w
        using (user_id, market_id)
    )`;

/**
 * For a statement that places or cashes out bets of its players (one or a batch's): their wallets locked
 * (FOR NO KEY UPDATE, as a debit would), then each position on `markets` (a query of user_id, market_id,
 * match_id) read as it stands since the lock (latest_position_sides, latest_released: a snapshot of their
 * own), moved by the bets in `added` and, when given, out of `removed` (queries of bets, as
 * positionTargetCtes reads them). Leaves `position_moves` (user_id, market_id, match_id, released,
 * before): the positions whose release moves; `position_changes`: what each side's sums move by; and
 * `position_wallet` (id, balance_paise): the wallets as locked. Run only when `when` holds;
 * playerPositionsWritten() writes what it leaves.
 */
export const playerPositionCtes = (spec: { markets: SQL; added: SQL; removed?: SQL; when: SQL }) => sql`
    position_markets as materialized (${spec.markets}),
    position_wallet as materialized (
      select u.id, u.balance_paise from user_profiles u
      where u.id in (select user_id from position_markets) and ${spec.when}
      order by u.id
      for no key update
    ), position_market_ids as materialized (
      select pm.user_id, array_agg(pm.market_id) as ids from position_markets pm
      where pm.user_id in (select id from position_wallet)
      group by pm.user_id
    ), position_changes as materialized (
      select c.user_id, c.market_id, c.option_id, c.side, c.amount_paise, c.potential_payout_paise
      from (select a.user_id, a.market_id, a.option_id, a.side, a.amount_paise, a.potential_payout_paise
            from (${spec.added}) a
            ${
              spec.removed
                ? sql`union all
            select r.user_id, r.market_id, r.option_id, r.side, -r.amount_paise, -r.potential_payout_paise
            from (${spec.removed}) r`
                : sql``
            }) c
      where c.user_id in (select id from position_wallet)
        and (c.user_id, c.market_id) in (select user_id, market_id from position_markets)
    ), ${positionTargetCtes(sql`
      select i.user_id, s.market_id, s.option_id, s.side, s.amount_paise,
             s.payout_paise as potential_payout_paise
      from position_market_ids i cross join lateral latest_position_sides(i.user_id, i.ids) s
      union all
      select * from position_changes`)},
    position_moves as materialized (
      select i.user_id, pm.market_id, pm.match_id, coalesce(t.released, 0) as released,
             coalesce(r.released_paise, 0) as before
      from position_market_ids i join position_markets pm on pm.user_id = i.user_id
      left join position_target t on t.user_id = i.user_id and t.market_id = pm.market_id
      left join lateral latest_released(i.user_id, i.ids) r on r.market_id = pm.market_id
      where coalesce(t.released, 0) <> coalesce(r.released_paise, 0)
    )`;

/**
 * For a statement built on playerPositionCtes: writes each position of `position_moves` at its release,
 * and each side `position_changes` moved at its new sums; only where `from` has a row, when given (a
 * relation with its condition, which may read the position or side `m`: its player's debit taken, say).
 */
export const playerPositionsWritten = (from?: SQL) => sql`
    position_written as (${positionsWritten(sql.raw('position_moves'), from)}),
    position_sides_written as (${positionSidesWritten(
      sql`select * from position_sides ps
          where (ps.user_id, ps.market_id, ps.option_id, ps.side) in
                (select user_id, market_id, option_id, side from position_changes)`,
      from,
    )})`;

/**
 * Writes the sums of each side of `sides` (as positionTargetCtes's position_sides: user_id, market_id,
 * option_id, side, staked, payout) as they now are, read after the player's wallet lock.
 */
const positionSidesWritten = (sides: SQL, from?: SQL) => sql`
    insert into market_position_sides (user_id, market_id, option_id, side, amount_paise, payout_paise)
    select m.user_id, m.market_id, m.option_id, m.side, m.staked, m.payout from (${sides}) m
    ${from ? sql`where exists (select from ${from})` : sql``}
    on conflict (user_id, market_id, option_id, side) do update
      set amount_paise = excluded.amount_paise, payout_paise = excluded.payout_paise`;

/**
 * The transfers that move each position of `moves` (user_id, market_id, match_id, released, before) to
 * its release: what it gives back more, or what it must hold again.
 */
export const positionTransfers = (moves: SQL) => sql`
    select ${transferSelect({
      code: 'EXPOSURE_RELEASED',
      from: 'STAKES_HELD',
      to: 'PLAYER',
      amount: sql`m.released - m.before`,
      userId: sql`m.user_id`,
      matchId: sql`m.match_id`,
      metadata: sql`jsonb_build_object('market_id', m.market_id, 'match_id', m.match_id)`,
    })}
    from ${moves} m where m.released > m.before
    union all
    select ${transferSelect({
      code: 'EXPOSURE_HELD',
      from: 'PLAYER',
      to: 'STAKES_HELD',
      amount: sql`m.before - m.released`,
      userId: sql`m.user_id`,
      matchId: sql`m.match_id`,
      metadata: sql`jsonb_build_object('market_id', m.market_id, 'match_id', m.match_id)`,
    })}
    from ${moves} m where m.released < m.before`;

/**
 * For a statement that settles or voids every PENDING bet of their markets (`bets`: the CTE of the bets
 * it moved, with user_id, market_id and match_id): each of their positions released, held again whole.
 * Leaves `positions_closed` (user_id, market_id, match_id, released 0, before), for positionTransfers(),
 * and deletes the positions' sums. The players' wallets are locked before the statement, as settlement
 * locks them.
 */
export const positionsClosedCte = (bets: string) =>
  sql.raw(`positions_closing as materialized (
      select distinct user_id, market_id, match_id from ${bets}
    ), positions_closed as (
      update market_positions p set released_paise = 0
      from (select q.user_id, q.market_id, q.released_paise as before, s.match_id
            from market_positions q
            join positions_closing s on s.user_id = q.user_id and s.market_id = q.market_id
            where q.released_paise > 0) o
      where p.user_id = o.user_id and p.market_id = o.market_id
      returning p.user_id, p.market_id, o.match_id, 0::bigint as released, o.before
    ), position_sides_closed as (
      delete from market_position_sides p using positions_closing s
      where p.user_id = s.user_id and p.market_id = s.market_id
    )`);

/**
 * Writes each position of `moves` (as `m`) at its release; only where `from` has a row, when given (a
 * relation with its condition, which may read the move `m`: its player's debit taken, say).
 */
const positionsWritten = (moves: SQL, from?: SQL) => sql`
    insert into market_positions (user_id, market_id, released_paise)
    select m.user_id, m.market_id, m.released from ${moves} m
    ${from ? sql`where exists (select from ${from})` : sql``}
    on conflict (user_id, market_id) do update set released_paise = excluded.released_paise`;

/**
 * For a statement that reopens every settled bet of their markets (`bets`: a query of the bets it moved
 * back to PENDING, as positionTargetCtes reads them): each of their positions on a position market released
 * again, as before they were settled, and its sums written. Leaves `position_moves`, for positionTransfers().
 */
export const positionsReopenedCtes = (bets: SQL) => sql`
    ${positionTargetCtes(sql`
      select r.user_id, r.market_id, r.option_id, r.side, r.amount_paise, r.potential_payout_paise
      from (${bets}) r join markets mk on mk.id = r.market_id where ${isPositionKind(sql.raw('mk.kind'))}`)},
    position_moves as materialized (
      select t.user_id, t.market_id, mk.match_id, t.released, coalesce(p.released_paise, 0) as before
      from position_target t join markets mk on mk.id = t.market_id
      left join market_positions p on p.user_id = t.user_id and p.market_id = t.market_id
      where t.released <> coalesce(p.released_paise, 0)
    ), position_written as (${positionsWritten(sql.raw('position_moves'))}),
    position_sides_written as (${positionSidesWritten(sql`select * from position_sides`)})`;
