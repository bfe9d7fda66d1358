import { eq, sql } from 'drizzle-orm';
import type { PlaceBets, PlaceBetsResult } from '@shared/contracts/bets';
import type { OddsChangedDetails } from '@shared/contracts/bets';
import { oddsToHundredths, paiseToRupees, rupeesToPaise } from '@shared/money';
import type { Db } from '../../db/client';
import { namedParameters, preparedStatement } from '../../db/prepared';
import { sessions } from '../../db/schema';
import { DomainError, unauthorized } from '../../errors';
import { announce } from '../../realtime/announcer';
import { poolOf } from '../../db/pool-of';
import { recordedEventsOf, recordEventsCte } from '../../realtime/record-events-cte';
import type { StoredEvent } from '../../realtime/live-events';
import {
  balanceOf,
  debitOnce,
  debitOutcomeOf,
  guardedDebits,
  KEY_REUSED,
  KEY_USED_BEFORE,
  readDebitOutcome,
  requestFingerprint,
  transferSelect,
  type DebitOutcomeRow,
} from '../wallet/ledger';
import { BET_COLUMNS, BET_NAME_JOINS, selectBets, toBet, type BetRow } from './bet-view';
import { NEGATIVE_BALANCE_MESSAGE } from '@shared/contracts/errors';
import { bettingBreakMessage } from '@shared/responsible-gambling';
import { onBreakCte } from '../responsible-gambling/active-break';
import { limitLeftCtes } from '../responsible-gambling/limit-left-ctes';
import { withPlayerLimitLock } from '../responsible-gambling/with-player-limit-lock';
import { limitReachedMessage } from '@shared/responsible-gambling';
import type { LimitKind, LimitPeriod } from '@shared/statuses';
import { oddsChangeCte } from '../notifications/odds-change-cte';
import { payoutPaiseSql } from './payout-sql';
import { priceRefusedSql } from './price-refused-sql';
import { heldSlipOutcome, type HeldSlip } from './held-slips';
import { delayRefusal } from './delay-refusal';
import { NO_BET_DELAYS, type BetDelays } from '../matches/bet-delays';
import { scoreKeySql } from './score-key-sql';
import { batchesOf } from './bet-batches';
import { executeAlone, executeEach, GENERIC_PLANS } from './execute-each';
import { DEFAULT_BET_BATCHING, type BetBatching } from './bet-batching';
import {
  isPositionKind,
  playerPositionCtes,
  playerPositionsWritten,
  positionTransfers,
} from '../wallet/position-sql';

export type PlaceBetsOutcome = PlaceBetsResult & { replayed: boolean };

/** Why the statement placed nothing, when it was not the money: checked against the locked markets. */
type Verdict =
  | 'OK'
  | 'NO_SESSION'
  | 'REPLAYED'
  | 'KEY_REUSED'
  | 'TIME_OUT'
  | 'SELF_EXCLUDED'
  | 'LIMITS_APPLY'
  | 'LIMIT_REACHED'
  | 'SELECTION_NOT_FOUND'
  | 'NOT_LAYABLE'
  | 'MATCH_CLOSED'
  | 'MARKET_CLOSED'
  | 'MARKET_SUSPENDED'
  | 'ODDS_CHANGED';

/**
 * Who places the slip: a player already known, or the token of a session the statement checks itself
 * (one query fewer per bet; a session due its daily refresh, or gone, makes the statement answer
 * NO_SESSION and the caller resolves it the usual way).
 */
export type Player = { userId: string } | { sessionToken: string; leanCutoff: Date };

interface PlacementRow extends DebitOutcomeRow, Record<string, unknown> {
  verdict: Verdict;
  player_id: string | null;
  live_events: StoredEvent[];
  bets: BetRow[] | null;
  /** The slip, when it was held for its in-play delay (placed or refused when the delay ends). */
  held_slip: { id: string; heldUntil: string; syncsStartedBefore: number } | null;
  changes: OddsChangedDetails['changes'] | null;
  break_until: string | null;
  binding_limit: { kind: LimitKind; period: LimitPeriod; amount: string; remaining: string } | null;
}

/**
 * The statement's parameters, by name: arrays with one element per slip (its number, from 1, is its
 * place in them), then arrays with one element per selection, each naming its slip, in the slips' order.
 */
export const PLACE_SLIPS_PARAMETERS = namedParameters({
  /** Each slip's player, when already known; else the statement resolves its `sessionTokens` element. */
  userIds: 'text[]',
  idempotencyKeys: 'uuid[]',
  /**
   * requestFingerprint() of each slip: its selections' ids, sides (a lay's), stakes in paise and odds in
   * hundredths, and its oddsChange when given.
   */
  fingerprints: 'text[]',
  /** Each slip's oddsChange (ODDS_CHANGE_PREFERENCES), or null for the player's preference. */
  oddsChanges: 'text[]',
  sessionTokens: 'text[]',
  /** A session is valid only if it expires after this moment. */
  sessionValidAfter: 'timestamptz[]',
  /** The moment each slip arrived: its in-play delay counts from it. */
  arrivedAt: 'timestamptz[]',
  /** The in-play delay of each market kind, in seconds (betDelaysOf), for each slip: one with a delay is held first. */
  delays: 'jsonb[]',
  /** The slip (its number) of each selection. */
  slipNos: 'int[]',
  matchIds: 'int[]',
  marketIds: 'int[]',
  optionIds: 'int[]',
  /** BACK or LAY (BET_SIDES). */
  sides: 'text[]',
  stakesPaise: 'bigint[]',
  /** The odds sent on each selection's side, in hundredths (-1: not odds with 2 decimals, which no price equals). */
  oddsHundredths: 'int[]',
  /** Whether the caller holds the limit lock of the slip's player (see placeBets): one slip only. */
  underLimitLock: 'boolean',
});
const P = PLACE_SLIPS_PARAMETERS;
const { ref } = P;
/** The slips' selections after their checks, each with its slip's player and the id its bet will have. */
const ITEMS = sql.raw('slip_items');
/** The players of the slips, for the CTEs read per player. */
const PLAYERS = sql`select user_id from slips where user_id is not null`;
/**
 * The moment the betting limits are read at: the latest slip's arrival (a limit that took effect between
 * two slips' arrivals applies to both, and a slip under the limit lock is alone).
 */
const LATEST_ARRIVAL = sql`(select max(arrived_at) from slips)`;

/**
 * Each player's slip is taken only when every selection passed the checks (read after the markets were
 * locked): into the stakes held, or, for a slip held for its in-play delay, into holds its end posts or
 * voids.
 */
const debits = guardedDebits({
  transfers: sql`
    select ${transferSelect({
      code: 'BET_PLACED',
      from: 'PLAYER',
      to: 'STAKES_HELD',
      amount: sql`i.amount`,
      userId: sql`i.user_id`,
      betId: sql`i.bet_id`,
      settlementRound: sql`0`,
      matchId: sql`i.match_id`,
      metadata: sql`jsonb_build_object('bet_id', i.bet_id, 'match_id', i.match_id, 'market_type', i.market_kind)`,
    })}
    from ${ITEMS} i where not i.held
    union all
    select ${transferSelect({
      id: sql`i.hold_id`,
      code: 'BET_HOLD',
      from: 'PLAYER',
      to: 'BETS_IN_DELAY',
      amount: sql`i.hold_amount`,
      userId: sql`i.user_id`,
      matchId: sql`i.match_id`,
      metadata: sql`jsonb_build_object('match_id', i.match_id, 'market_type', i.market_kind)`,
    })}
    from ${ITEMS} i where i.held
    union all
    ${positionTransfers(sql.raw('position_moves'))}`,
  playerOf: sql`e.user_id`,
  when: (userId) => sql`exists (select from verdict v where v.user_id = ${userId} and v.verdict = 'OK')`,
});

/** The slips' bets on position markets, placed now (not held), moving their players' positions (ADR 0049). */
const positions = playerPositionCtes({
  markets: sql`select distinct i.user_id, i.market_id, i.match_id from ${ITEMS} i
               where ${isPositionKind(sql.raw('i.market_kind'))} and not i.held and i.user_id is not null`,
  added: sql`select i.user_id, i.market_id, i.option_id, i.side, i.amount as amount_paise,
                    i.payout as potential_payout_paise
             from ${ITEMS} i where ${isPositionKind(sql.raw('i.market_kind'))} and not i.held`,
  // Before the verdict, which reads what a slip adds to its player's worst cases (a loss limit).
  when: sql`true`,
});

/**
 * What slip `t` (a slip_total row) adds to what its player can lose: its stakes and liabilities, less
 * what its bets give back of the player's positions (ADR 0049). A loss limit counts this; a stake limit
 * the stakes.
 */
const EXPOSURE_ADDED = sql`(t.paise - coalesce((select sum(released - before) from position_moves m
                                                where m.user_id = t.user_id), 0))`;

/**
 * Slips of different players in one statement, so in one implicit transaction and one round trip (a lone
 * slip, or a round of a batch: ADR 0053); each slip is placed or refused on its own:
 * 1. the slips' markets are locked FOR SHARE (a suspension or settlement waits for us, and we for it);
 * 2. its player is not on a time-out or self-exclusion (betting_breaks), and each selection is checked: it exists, its match and market are open (a market the feed closed answers MARKET_CLOSED, one suspended for the moment MARKET_SUSPENDED), and its price, if it moved from the odds sent, is one the slip's odds preference takes (odds_change: ASK none, HIGHER a higher one, ANY any);
 * 3. the slip stays within its player's betting limits (a loss limit counts what it adds to the player's
 *    worst cases, read after their wallet is locked). Their sums are only exact when no other placement
 *    of the player is in flight, so a player with limits is answered LIMITS_APPLY unless the caller
 *    holds the player's limit lock (underLimitLock, withPlayerLimitLock) and the statement began after taking it (see placeBets);
 * 4. only if all passed and the key is new, one guarded debit (the ledger's) of the slip's total, less
 *    what its bets on position markets give back of the player's positions, read after their wallet is
 *    locked (ADR 0049), and, only if it took the money, the slip row, the bets, their BET_PLACED
 *    transfers, the positions and the live events.
 *    A bet is placed at the price of the locked moment, its payout computed from it; the odds sent are
 *    kept as its asked odds when they differ.
 * The slips' players must differ (each player's rows are found by their id); the caller sends a player's
 * further slips in later statements, which see the earlier ones.
 * A key used before answers REPLAYED if its slip's fingerprint is this request's, else KEY_REUSED.
 * The slip row has no ON CONFLICT: a second request with the same key, racing this one, fails on the
 * unique key after this one commits and is answered with this one's result, or refused if it was
 * another slip (see placeBets). One row per slip, in the slips' order.
 */
export const PLACE_SLIPS = preparedStatement(
  'ipl-place-slips',
  sql`
    with slips as materialized (
      select r.slip_no, r.idempotency_key, r.fingerprint, r.odds_change as given, r.arrived_at, r.delays,
             coalesce(r.user_id, (select s.user_id from sessions s
                                  where s.token = r.session_token and s.expires_at > r.valid_after)) as user_id
      from unnest(${ref.userIds}, ${ref.idempotencyKeys}, ${ref.fingerprints}, ${ref.oddsChanges},
                  ${ref.sessionTokens}, ${ref.sessionValidAfter}, ${ref.arrivedAt}, ${ref.delays})
        with ordinality as r(user_id, idempotency_key, fingerprint, odds_change, session_token, valid_after,
                             arrived_at, delays, slip_no)
    ), ${onBreakCte(PLAYERS)}, ${limitLeftCtes(PLAYERS, LATEST_ARRIVAL)}, sel as materialized (
      select s.*, row_number() over (partition by s.slip_no order by s.n) as position from (
        select * from unnest(${ref.slipNos}, ${ref.matchIds}, ${ref.marketIds}, ${ref.optionIds}, ${ref.sides},
                             ${ref.stakesPaise}, ${ref.oddsHundredths})
          with ordinality as s(slip_no, match_id, market_id, option_id, side, stake, odds, n)
      ) s
    ), ${oddsChangeCte(sql`select slip_no, user_id, given from slips`)}, locked as materialized (
      select mk.id, mk.match_id, mk.status, mk.kind, mk.closed_reason from markets mk
      where mk.id in (select market_id from sel)
      order by mk.id
      for share
    ), priced as materialized (
      select s.*, case s.side when 'LAY' then o.lay_odds_hundredths else o.odds_hundredths end as current_odds,
             lk.status as market_status, m.status as match_status,
             lk.kind as market_kind, lk.closed_reason is not null as market_closed,
             coalesce(o.market_id = s.market_id and lk.match_id = s.match_id, false) as found,
             case when m.status = 'LIVE' then coalesce((sl.delays->>lk.kind)::numeric, 0) else 0 end
               as delay_seconds,
             ${scoreKeySql('m')} as score_key
      from sel s
      join slips sl on sl.slip_no = s.slip_no
      left join market_options o on o.id = s.option_id
      left join locked lk on lk.id = s.market_id
      left join matches m on m.id = lk.match_id
    ), checked as materialized (
      /* amount: what the bet holds, its stake or a lay's liability (ADR 0048). Held for an in-play delay,
         a lay holds its liability at the price sent (hold_amount), the most it may be placed at. */
      select p.*, ${priceRefusedSql(sql.raw('oc.preference'), sql.raw('p.current_odds'), sql.raw('p.odds'), sql.raw('p.side'))} as price_refused,
             case p.side when 'LAY' then ${payoutPaiseSql(sql.raw('p.stake'), sql.raw('p.current_odds'))} - p.stake
                         else p.stake end as amount,
             case p.side when 'LAY' then ${payoutPaiseSql(sql.raw('p.stake'), sql.raw('p.odds'))} - p.stake
                         else p.stake end as hold_amount,
             ${payoutPaiseSql(sql.raw('p.stake'), sql.raw('p.current_odds'))} as payout
      from priced p join odds_change oc on oc.slip_no = p.slip_no
    ), held as materialized (
      select slip_no, max(delay_seconds) as seconds, max(delay_seconds) > 0 as held from checked group by slip_no
    ), slip_total as materialized (
      /* What each slip takes: its stakes and lays' liabilities, at the price of this moment or, held, at
         the prices sent. The stake limits count it. */
      select c.slip_no, s.user_id, sum(case when h.held then c.hold_amount else c.amount end) as paise
      from checked c join held h using (slip_no) join slips s using (slip_no)
      group by c.slip_no, s.user_id
    ), ${ITEMS} as materialized (
      select gen_random_uuid() as bet_id, gen_random_uuid() as hold_id, s.user_id, h.held, c.*
      from checked c join held h using (slip_no) join slips s using (slip_no)
    ), ${positions}, verdict as materialized (
      /* The key's earlier slip, if any, decides first: one probe of the key's unique index for each slip
         (a correlated scalar subquery, which PostgreSQL never turns into a scan of every slip). */
      select s.slip_no, s.user_id, case when s.user_id is null then 'NO_SESSION' else coalesce(
        (select case when b.request_fingerprint = s.fingerprint then 'REPLAYED' else 'KEY_REUSED' end
         from bet_slips b where b.user_id = s.user_id and b.idempotency_key = s.idempotency_key),
        case
        when exists (select from on_break ob where ob.user_id = s.user_id) then
          (select case kind when 'TIME_OUT' then 'TIME_OUT' else 'SELF_EXCLUDED' end from on_break ob
           where ob.user_id = s.user_id)
        when not ${ref.underLimitLock} and exists (select from limits_in_force l where l.user_id = s.user_id)
          then 'LIMITS_APPLY'
        when c.not_found then 'SELECTION_NOT_FOUND'
        when c.not_layable then 'NOT_LAYABLE'
        when c.match_closed then 'MATCH_CLOSED'
        when c.market_closed then 'MARKET_CLOSED'
        when c.market_suspended then 'MARKET_SUSPENDED'
        when c.price_refused then 'ODDS_CHANGED'
        when exists (select from limit_left ll
                     where ll.user_id = s.user_id
                       and ll.remaining_paise < case ll.kind when 'STAKE' then t.paise else ${EXPOSURE_ADDED} end)
          then 'LIMIT_REACHED'
        else 'OK' end) end as verdict
      from slips s
      join (select slip_no, bool_or(not found) as not_found, bool_or(current_odds is null) as not_layable,
                   bool_or(match_status not in ('UPCOMING', 'LIVE')) as match_closed,
                   bool_or(market_status not in ('OPEN', 'SUSPENDED') or market_closed) as market_closed,
                   bool_or(market_status = 'SUSPENDED') as market_suspended,
                   bool_or(price_refused) as price_refused
            from checked group by slip_no) c using (slip_no)
      join slip_total t using (slip_no)
    ), ${debits.ctes},
    ${playerPositionsWritten(sql`${debits.taken} d where d.id = m.user_id`)}, slip as (
      insert into bet_slips (user_id, idempotency_key, request_fingerprint, total_stake_paise, held_until,
                             syncs_started_before, odds_change)
      select s.user_id, s.idempotency_key, s.fingerprint, t.paise,
             case when h.held then s.arrived_at + h.seconds * interval '1 second' end,
             case when h.held then (select started from feed_sync_progress) end,
             case when h.held then oc.preference end
      from slips s join slip_total t using (slip_no) join held h using (slip_no) join odds_change oc using (slip_no)
      where s.user_id in (select id from ${debits.taken})
      returning id, user_id, held_until, syncs_started_before
    ), holds as (
      insert into bet_holds (id, slip_id, position, user_id, match_id, market_id, option_id, side, amount_paise,
                             odds_hundredths, score_at_arrival)
      select i.hold_id, s.id, i.position, i.user_id, i.match_id, i.market_id, i.option_id, i.side, i.hold_amount,
             i.odds, i.score_key
      from ${ITEMS} i join slip s on s.user_id = i.user_id
      where i.held
    ), placed as (
      insert into bets (id, user_id, slip_id, match_id, market_id, option_id, side, amount_paise, odds_hundredths,
                        asked_odds_hundredths, potential_payout_paise)
      select i.bet_id, i.user_id, s.id, i.match_id, i.market_id, i.option_id, i.side, i.amount, i.current_odds,
             nullif(i.odds, i.current_odds), i.payout
      from ${ITEMS} i join slip s on s.user_id = i.user_id
      where not i.held
      returning id, match_id, market_id, option_id, side, amount_paise, odds_hundredths, asked_odds_hundredths,
                potential_payout_paise, status,
                result, placed_at, settled_at, cashed_out_stake_paise, cashed_out_paise, auto_cash_out_target_paise
    ), ${recordEventsCte(sql`
      select 'balance' as topic, d.id as user_id,
             jsonb_build_object('balance', trim_scale(d.balance_paise::numeric / 100), 'version', d.balance_version)
               as payload
      from ${debits.taken} d`)},
    slip_bets as (
      /* Each slip's placed bets, named, in its order: one pass over the round's bets. */
      select i.slip_no, json_agg(row_to_json(named) order by i.position) as bets
      from placed b join ${ITEMS} i on i.bet_id = b.id ${BET_NAME_JOINS}
      cross join lateral (select ${BET_COLUMNS}, i.position) named
      group by i.slip_no
    )
    select v.verdict, v.user_id as player_id,
      ${debitOutcomeOf(sql.raw('v.user_id'), sql`v.verdict = 'OK'`)},
      ${recordedEventsOf(sql.raw('v.user_id'))},
      (select json_build_object('id', id, 'heldUntil', held_until, 'syncsStartedBefore', syncs_started_before)
       from slip where user_id = v.user_id and held_until is not null) as held_slip,
      sb.bets,
      case when v.verdict = 'ODDS_CHANGED' then
        (select json_agg(json_build_object('marketId', market_id, 'optionId', option_id,
                                           'odds', current_odds / 100.0) order by position)
         from checked where slip_no = v.slip_no and current_odds <> odds)
      end as changes,
      (select to_json(ends_at)#>>'{}' from on_break where user_id = v.user_id) as break_until,
      case when v.verdict = 'LIMIT_REACHED' then
        (select json_build_object('kind', kind, 'period', period, 'amount', amount_paise::text,
                                  'remaining', greatest(remaining_paise, 0)::text)
         from limit_left where user_id = v.user_id order by remaining_paise limit 1)
      end as binding_limit
    from verdict v left join slip_bets sb on sb.slip_no = v.slip_no
    order by v.slip_no`,
);

const REFUSALS: Record<
  Exclude<
    Verdict,
    | 'OK'
    | 'REPLAYED'
    | 'KEY_REUSED'
    | 'NO_SESSION'
    | 'TIME_OUT'
    | 'SELF_EXCLUDED'
    | 'LIMITS_APPLY'
    | 'LIMIT_REACHED'
  >,
  () => DomainError
> = {
  SELECTION_NOT_FOUND: () =>
    new DomainError('SELECTION_NOT_FOUND', 'This betting option does not exist for that market'),
  NOT_LAYABLE: () => new DomainError('SELECTION_NOT_FOUND', 'This betting option cannot be laid'),
  MATCH_CLOSED: () => new DomainError('MATCH_CLOSED', 'This match is not open for betting'),
  MARKET_CLOSED: () => new DomainError('MARKET_CLOSED', 'This market is not open for betting'),
  MARKET_SUSPENDED: () =>
    new DomainError('MARKET_SUSPENDED', 'This market is suspended. Try again when it reopens.'),
  ODDS_CHANGED: () => new DomainError('ODDS_CHANGED', 'Odds have changed'),
};

const INSUFFICIENT_BALANCE_MESSAGE = 'Insufficient balance';

/**
 * Places a whole slip, all or nothing, in one statement (PLACE_SLIPS): one round trip, so the pooled
 * connection is held as briefly as possible, and no NOTIFY in it (its events are announced after
 * commit). A repeated idempotency key returns the first slip and places nothing; with a different slip
 * it is refused (IDEMPOTENCY_KEY_REUSED). The input has passed placeBetsSchema(rules). Null: the
 * session token needs the full session check (see Player). See docs/decisions/0004 and 0007.
 */
export async function placeBets(
  db: Db,
  player: Player,
  input: PlaceBets,
  now: Date,
  delays: BetDelays = NO_BET_DELAYS,
  batching: BetBatching = DEFAULT_BET_BATCHING,
): Promise<PlaceBetsOutcome | null> {
  const stakes = input.selections.map((s) => rupeesToPaise(s.amount));
  const sent = input.selections.map((s) => sentHundredths(s.odds));
  const fingerprint = requestFingerprint('POST /api/bets', {
    ...(input.oddsChange ? { oddsChange: input.oddsChange } : {}),
    selections: input.selections.map((s, i) => ({
      matchId: s.matchId,
      marketId: s.marketId,
      optionId: s.optionId,
      // Only a lay names its side, so a back's fingerprint is the one it had before there were lays.
      ...(s.side === 'LAY' ? { side: 'LAY' } : {}),
      stakePaise: stakes[i],
      oddsHundredths: sent[i],
    })),
  });
  const slipOf = (who: Player): SlipValues => ({
    userId: 'userId' in who ? who.userId : null,
    sessionToken: 'sessionToken' in who ? who.sessionToken : null,
    sessionValidAfter: 'leanCutoff' in who ? who.leanCutoff.toISOString() : null,
    idempotencyKey: input.idempotencyKey,
    fingerprint,
    oddsChange: input.oddsChange ?? null,
    arrivedAt: now.toISOString(),
    delays: JSON.stringify(delays),
    selections: input.selections.map((s, i) => ({
      matchId: s.matchId,
      marketId: s.marketId,
      optionId: s.optionId,
      side: s.side ?? 'BACK',
      stakePaise: String(stakes[i]),
      oddsHundredths: sent[i]!,
    })),
  });
  let userId: string | undefined = 'userId' in player ? player.userId : undefined;
  return debitOnce({
    keyConstraint: 'bet_slips_user_key_unique',
    attempt: async () => {
      const slip = { marketIds: input.selections.map((s) => s.marketId), slipOf };
      const row = await runPlacement(db, player, slip, batching);
      if (row.verdict === 'NO_SESSION') return null;
      userId = row.player_id!;
      if (row.verdict === 'REPLAYED') return KEY_USED_BEFORE;
      if (row.verdict === 'KEY_REUSED') return KEY_REUSED;
      const outcome = placedOrRefused(db, row);
      if (!row.held_slip) return outcome;
      const { id, heldUntil, syncsStartedBefore } = row.held_slip;
      return heldSlipAnswer(db, { id, heldUntil: new Date(heldUntil), syncsStartedBefore }, false);
    },
    // The same key placed before, or by a request that committed while this one ran.
    replay: async () =>
      replayed(db, userId ?? (await playerId(db, player)), input.idempotencyKey, fingerprint),
  });
}

/** One slip's values for PLACE_SLIPS. */
interface SlipValues {
  userId: string | null;
  sessionToken: string | null;
  sessionValidAfter: string | null;
  idempotencyKey: string;
  fingerprint: string;
  oddsChange: string | null;
  arrivedAt: string;
  delays: string;
  selections: {
    matchId: number;
    marketId: number;
    optionId: number;
    side: string;
    stakePaise: string;
    oddsHundredths: number;
  }[];
}

/** PLACE_SLIPS's parameters for slips of different players, in order (only a lone slip under the limit lock). */
function placeSlipsValues(slips: SlipValues[], underLimitLock = false): unknown[] {
  const selections = slips.flatMap((slip, i) => slip.selections.map((s) => ({ ...s, slipNo: i + 1 })));
  return P.values({
    userIds: slips.map((s) => s.userId),
    idempotencyKeys: slips.map((s) => s.idempotencyKey),
    fingerprints: slips.map((s) => s.fingerprint),
    oddsChanges: slips.map((s) => s.oddsChange),
    sessionTokens: slips.map((s) => s.sessionToken),
    sessionValidAfter: slips.map((s) => s.sessionValidAfter),
    arrivedAt: slips.map((s) => s.arrivedAt),
    delays: slips.map((s) => s.delays),
    slipNos: selections.map((s) => s.slipNo),
    matchIds: selections.map((s) => s.matchId),
    marketIds: selections.map((s) => s.marketId),
    optionIds: selections.map((s) => s.optionId),
    sides: selections.map((s) => s.side),
    stakesPaise: selections.map((s) => s.stakePaise),
    oddsHundredths: selections.map((s) => s.oddsHundredths),
    underLimitLock,
  });
}

/** PLACE_SLIPS as batches run it: a round of slips of different players per execution (bet-batches.ts). */
const PLACE_SLIPS_IN_ROUNDS = { ...PLACE_SLIPS, merge: (slips: SlipValues[]) => placeSlipsValues(slips) };

/**
 * Places the slip in a batch with the instance's other placements, or on its own when nothing is in
 * flight or the batch left it out; under the player's limit lock when they have limits (see limitedPlayers).
 */
async function runPlacement(
  db: Db,
  player: Player,
  slip: { marketIds: number[]; slipOf: (who: Player) => SlipValues },
  batching: BetBatching,
): Promise<PlacementRow> {
  const { slipOf } = slip;
  const limited = limitedPlayers.get(playerKey(player));
  if (limited) return placeUnderLimitLock(db, limited, slipOf(player));
  const alone = async () =>
    (await executeAlone<PlacementRow>(poolOf(db), PLACE_SLIPS, placeSlipsValues([slipOf(player)])))[0]!;
  const row = await batchesOf<PlacementRow, SlipValues>(db, PLACE_SLIPS_IN_ROUNDS, batching).run(
    {
      player:
        'userId' in player ? player : { sessionToken: player.sessionToken, validAfter: player.leanCutoff },
      marketIds: slip.marketIds,
      valuesFor: (userId) => slipOf({ userId }),
    },
    alone,
  );
  if (row.verdict !== 'LIMITS_APPLY') return row;
  // A player with limits: again, after the placements of theirs in flight have committed.
  rememberLimited(playerKey(player), row.player_id!);
  return placeUnderLimitLock(db, row.player_id!, slipOf(player));
}

/** The placed slip (its events announced), or the refusal the statement's verdict or the ledger gave. */
function placedOrRefused(db: Db, row: PlacementRow): PlaceBetsOutcome {
  const userId = row.player_id!;
  if (row.verdict === 'TIME_OUT' || row.verdict === 'SELF_EXCLUDED')
    throw new DomainError(
      row.verdict,
      bettingBreakMessage(row.verdict === 'TIME_OUT' ? 'TIME_OUT' : 'SELF_EXCLUSION', row.break_until!),
    );
  if (row.verdict === 'LIMIT_REACHED') {
    const limit = row.binding_limit!;
    throw new DomainError(
      'LIMIT_REACHED',
      limitReachedMessage(
        limit.kind,
        limit.period,
        paiseToRupees(limit.amount),
        paiseToRupees(limit.remaining),
      ),
      { kind: limit.kind, period: limit.period, remaining: paiseToRupees(limit.remaining) },
    );
  }
  if (row.verdict === 'LIMITS_APPLY') throw new Error('placement under the limit lock was not checked');
  if (row.verdict !== 'OK') {
    const error = REFUSALS[row.verdict as keyof typeof REFUSALS]();
    if (row.verdict === 'ODDS_CHANGED')
      throw new DomainError(error.code, error.message, { changes: row.changes ?? [] });
    throw error;
  }
  const outcome = readDebitOutcome(userId, row);
  if (!outcome.debited)
    throw outcome.refusal === 'NEGATIVE_BALANCE'
      ? new DomainError('NEGATIVE_BALANCE', NEGATIVE_BALANCE_MESSAGE)
      : new DomainError('INSUFFICIENT_BALANCE', INSUFFICIENT_BALANCE_MESSAGE);
  // Not awaited: the player's answer carries the new balance; the stream's copy follows.
  void announce(db, row.live_events);
  return {
    bets: (row.bets ?? []).map((bet) => toBet(bet)),
    balance: paiseToRupees(outcome.balance.balancePaise),
    replayed: false,
  };
}

/**
 * Players (by session token or id) known to have betting limits, so their next slip goes straight to
 * the locked placement instead of being answered LIMITS_APPLY first. Only ever a shortcut: a player
 * whose limits were removed since is placed under the lock all the same (correct, a little slower), and
 * the statement still checks the session. Bounded: the oldest entries go first.
 */
const limitedPlayers = new Map<string, string>();
const LIMITED_PLAYERS_MAX = 50_000;
const playerKey = (player: Player) =>
  'userId' in player ? `user:${player.userId}` : `session:${player.sessionToken}`;
function rememberLimited(key: string, userId: string) {
  if (limitedPlayers.size >= LIMITED_PLAYERS_MAX) limitedPlayers.delete(limitedPlayers.keys().next().value!);
  limitedPlayers.set(key, userId);
}

/**
 * PLACE_SLIPS, for one slip, in a transaction that first takes the player's limit lock, so that the
 * statement's snapshot holds every earlier placement of theirs: the limit sums it reads are exact, and 50
 * bets sent at once pass one by one, each seeing the others.
 */
function placeUnderLimitLock(db: Db, userId: string, slip: SlipValues): Promise<PlacementRow> {
  return withPlayerLimitLock(
    db,
    userId,
    async (client) =>
      (
        await executeEach<PlacementRow>(client, PLACE_SLIPS, [placeSlipsValues([slip], true)], {
          before: [GENERIC_PLANS],
        })
      )[0]![0]!,
  );
}

/** The player's id, for the rare paths that run after the statement (a session's user is stable). */
async function playerId(db: Db, player: Player): Promise<string> {
  if ('userId' in player) return player.userId;
  const [session] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.token, player.sessionToken));
  if (!session) throw unauthorized();
  return session.userId;
}

/**
 * The slip the key placed, if it was this slip; null if it was another. A held slip answers as its delay
 * ends, or ended: placed, or refused again with the same reason.
 */
async function replayed(
  db: Db,
  userId: string,
  key: string,
  fingerprint: string,
): Promise<PlaceBetsOutcome | null> {
  const { rows } = await db.execute<{
    id: string;
    held_until: Date | null;
    syncs_started_before: string | null;
  }>(
    sql`select id, held_until, syncs_started_before from bet_slips
        where user_id = ${userId} and idempotency_key = ${key} and request_fingerprint = ${fingerprint}`,
  );
  const slip = rows[0];
  if (!slip) return null;
  if (slip.held_until)
    return heldSlipAnswer(
      db,
      {
        id: slip.id,
        heldUntil: new Date(slip.held_until),
        syncsStartedBefore: Number(slip.syncs_started_before),
      },
      true,
    );
  const bets = await selectBets(db, sql`b.slip_id = ${slip.id}`, sql`b.placed_at, b.id`);
  return { bets, balance: paiseToRupees(await balanceOf(db, userId)), replayed: true };
}

/** A held slip's answer once its delay ends: its bets and the balance, or the refusal as an error. */
async function heldSlipAnswer(db: Db, slip: HeldSlip, replayed: boolean): Promise<PlaceBetsOutcome> {
  const outcome = await heldSlipOutcome(db, slip);
  if (outcome.state === 'REFUSED') throw delayRefusal(outcome.reason, outcome.changes);
  return { bets: outcome.bets, balance: paiseToRupees(await balanceOf(db, outcome.userId)), replayed };
}

/** The player's odds in hundredths; more than 2 decimals can never equal a price we offer. */
function sentHundredths(odds: number) {
  try {
    return oddsToHundredths(odds);
  } catch {
    return -1;
  }
}
