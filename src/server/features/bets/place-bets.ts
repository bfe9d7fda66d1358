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
import { recordedEventsColumn, recordEventsCte } from '../../realtime/record-events-cte';
import type { StoredEvent } from '../../realtime/live-events';
import {
  balanceOf,
  debitOnce,
  guardedDebit,
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
import { DEFAULT_BET_BATCHING, type BetBatching } from './bet-batching';
import {
  isPositionKind,
  playerPositionCtes,
  positionsWritten,
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

/** The statement's parameters, by name (arrays: one element per selection, in the slip's order). */
export const PLACE_SLIP_PARAMETERS = namedParameters({
  /** The player, when already known; else the statement resolves `sessionToken`. */
  userId: 'text',
  idempotencyKey: 'uuid',
  /**
   * requestFingerprint() of the slip: its selections' ids, sides (a lay's), stakes in paise and odds in
   * hundredths, and its oddsChange when given.
   */
  fingerprint: 'text',
  matchIds: 'int[]',
  marketIds: 'int[]',
  optionIds: 'int[]',
  /** BACK or LAY (BET_SIDES). */
  sides: 'text[]',
  stakesPaise: 'bigint[]',
  /** The odds sent on each selection's side, in hundredths (-1: not odds with 2 decimals, which no price equals). */
  oddsHundredths: 'int[]',
  /** The slip's oddsChange (ODDS_CHANGE_PREFERENCES), or null for the player's preference. */
  oddsChange: 'text',
  sessionToken: 'text',
  /** A session is valid only if it expires after this moment. */
  sessionValidAfter: 'timestamptz',
  /** The moment the betting limits are read at. */
  now: 'timestamptz',
  /** Whether the caller holds the player's limit lock (see placeBets). */
  underLimitLock: 'boolean',
  /** The in-play delay of each market kind, in seconds (betDelaysOf): a slip with one is held first. */
  delays: 'jsonb',
});
const P = PLACE_SLIP_PARAMETERS;
const { ref } = P;
const USER = sql`(select id from player)`;
/** The slip's selections after their checks, each with the id its bet will have. */
const ITEMS = sql.raw('slip_items');

/** Whether the slip is held for an in-play delay (read from the `held` CTE). */
const HELD = sql`(select seconds from held) > 0`;

/**
 * The slip is taken only when every selection passed the checks (read after the markets were locked):
 * into the stakes held, or, for a slip held for its in-play delay, into holds its end posts or voids.
 */
const debit = guardedDebit({
  player: USER,
  transfers: sql`
    select ${transferSelect({
      code: 'BET_PLACED',
      from: 'PLAYER',
      to: 'STAKES_HELD',
      amount: sql`i.amount`,
      betId: sql`i.bet_id`,
      settlementRound: sql`0`,
      matchId: sql`i.match_id`,
      metadata: sql`jsonb_build_object('bet_id', i.bet_id, 'match_id', i.match_id, 'market_type', i.market_kind)`,
    })}
    from ${ITEMS} i where not ${HELD}
    union all
    select ${transferSelect({
      id: sql`i.hold_id`,
      code: 'BET_HOLD',
      from: 'PLAYER',
      to: 'BETS_IN_DELAY',
      amount: sql`i.hold_amount`,
      matchId: sql`i.match_id`,
      metadata: sql`jsonb_build_object('match_id', i.match_id, 'market_type', i.market_kind)`,
    })}
    from ${ITEMS} i where ${HELD}
    union all
    ${positionTransfers(sql.raw('position_moves'))}`,
  when: sql`(select verdict from verdict) = 'OK'`,
});

/** The slip's bets on position markets, placed now (not held), moving the player's positions (ADR 0049). */
const positions = playerPositionCtes({
  player: USER,
  markets: sql`select distinct i.market_id, i.match_id from ${ITEMS} i
               where ${isPositionKind(sql.raw('i.market_kind'))} and not ${HELD}`,
  changed: sql`select ${USER} as user_id, i.market_id, i.option_id, i.side, i.amount as amount_paise,
                      i.payout as potential_payout_paise
               from ${ITEMS} i where ${isPositionKind(sql.raw('i.market_kind'))} and not ${HELD}`,
  replaces: sql`select null::uuid where false`,
  // Before the verdict, which reads what the slip adds to the player's worst cases (a loss limit).
  when: sql`true`,
});

/**
 * What the slip adds to what the player can lose: its stakes and liabilities, less what its bets give
 * back of the player's positions (ADR 0049). A loss limit counts this; a stake limit the stakes.
 */
const EXPOSURE_ADDED = sql`((select paise from slip_total)
                            - coalesce((select sum(released - before) from position_moves), 0))`;

/**
 * A whole slip in one statement, so in one implicit transaction and one round trip:
 * 1. the slip's markets are locked FOR SHARE (a suspension or settlement waits for us, and we for it);
 * 2. the player is not on a time-out or self-exclusion (betting_breaks), and each selection is checked: it exists, its match and market are open (and the feed has not closed the market), and its price, if it moved from the odds sent, is one the slip's odds preference takes (odds_change: ASK none, HIGHER a higher one, ANY any);
 * 3. the slip stays within the player's betting limits (a loss limit counts what it adds to the player's
 *    worst cases, read after their wallet is locked). Their sums are only exact when no other placement
 *    of the player is in flight, so a player with limits is answered LIMITS_APPLY unless the caller
 *    holds the player's limit lock (underLimitLock, withPlayerLimitLock) and the statement began after taking it (see placeBets);
 * 4. only if all passed and the key is new, one guarded debit (the ledger's) of the slip's total, less
 *    what its bets on position markets give back of the player's positions, read after their wallet is
 *    locked (ADR 0049), and, only if it took the money, the slip row, the bets, their BET_PLACED
 *    transfers, the positions and the live events.
 *    A bet is placed at the price of the locked moment, its payout computed from it; the odds sent are
 *    kept as its asked odds when they differ.
 * A key used before answers REPLAYED if its slip's fingerprint is this request's, else KEY_REUSED.
 * The slip row has no ON CONFLICT: a second request with the same key, racing this one, fails on the
 * unique key after this one commits and is answered with this one's result, or refused if it was
 * another slip (see placeBets).
 */
export const PLACE_SLIP = preparedStatement(
  'ipl-place-slip',
  sql`
    with player as materialized (
      select coalesce(${ref.userId},
                      (select s.user_id from sessions s
                       where s.token = ${ref.sessionToken} and s.expires_at > ${ref.sessionValidAfter})) as id
    ), ${onBreakCte(USER)}, ${limitLeftCtes(USER, ref.now)}, sel as materialized (
      select * from unnest(${ref.matchIds}, ${ref.marketIds}, ${ref.optionIds}, ${ref.sides}, ${ref.stakesPaise},
                           ${ref.oddsHundredths})
        with ordinality as s(match_id, market_id, option_id, side, stake, odds, position)
    ), ${oddsChangeCte(USER, ref.oddsChange)}, locked as materialized (
      select mk.id, mk.match_id, mk.status, mk.kind, mk.closed_reason from markets mk
      where mk.id in (select market_id from sel)
      order by mk.id
      for share
    ), priced as materialized (
      select s.*, case s.side when 'LAY' then o.lay_odds_hundredths else o.odds_hundredths end as current_odds,
             lk.status as market_status, m.status as match_status,
             lk.kind as market_kind, lk.closed_reason is not null as market_closed,
             coalesce(o.market_id = s.market_id and lk.match_id = s.match_id, false) as found,
             case when m.status = 'LIVE' then coalesce((${ref.delays}->>lk.kind)::numeric, 0) else 0 end
               as delay_seconds,
             ${scoreKeySql('m')} as score_key
      from sel s
      left join market_options o on o.id = s.option_id
      left join locked lk on lk.id = s.market_id
      left join matches m on m.id = lk.match_id
    ), checked as materialized (
      /* amount: what the bet holds, its stake or a lay's liability (ADR 0048). Held for an in-play delay,
         a lay holds its liability at the price sent (hold_amount), the most it may be placed at. */
      select p.*, ${priceRefusedSql(sql`(select preference from odds_change)`, sql.raw('p.current_odds'), sql.raw('p.odds'), sql.raw('p.side'))} as price_refused,
             case p.side when 'LAY' then ${payoutPaiseSql(sql.raw('p.stake'), sql.raw('p.current_odds'))} - p.stake
                         else p.stake end as amount,
             case p.side when 'LAY' then ${payoutPaiseSql(sql.raw('p.stake'), sql.raw('p.odds'))} - p.stake
                         else p.stake end as hold_amount,
             ${payoutPaiseSql(sql.raw('p.stake'), sql.raw('p.current_odds'))} as payout
      from priced p
    ), held as materialized (
      select coalesce(max(delay_seconds), 0) as seconds from checked
    ), slip_total as materialized (
      /* What the slip takes: its stakes and lays' liabilities, at the price of this moment or, held, at
         the prices sent. The stake limits count it. */
      select sum(case when ${HELD} then hold_amount else amount end) as paise from checked
    ), ${ITEMS} as materialized (
      select gen_random_uuid() as bet_id, gen_random_uuid() as hold_id, c.* from checked c
    ), ${positions}, verdict as materialized (
      select case
        when (select id from player) is null then 'NO_SESSION'
        when exists (select from bet_slips where user_id = ${USER} and idempotency_key = ${ref.idempotencyKey}
                                              and request_fingerprint = ${ref.fingerprint}) then 'REPLAYED'
        when exists (select from bet_slips where user_id = ${USER} and idempotency_key = ${ref.idempotencyKey})
          then 'KEY_REUSED'
        when exists (select from on_break) then
          (select case kind when 'TIME_OUT' then 'TIME_OUT' else 'SELF_EXCLUDED' end from on_break)
        when not ${ref.underLimitLock} and exists (select from limits_in_force) then 'LIMITS_APPLY'
        when bool_or(not found) then 'SELECTION_NOT_FOUND'
        when bool_or(current_odds is null) then 'NOT_LAYABLE'
        when bool_or(match_status not in ('UPCOMING', 'LIVE')) then 'MATCH_CLOSED'
        when bool_or(market_status <> 'OPEN' or market_closed) then 'MARKET_CLOSED'
        when bool_or(price_refused) then 'ODDS_CHANGED'
        when exists (select from limit_left
                     where remaining_paise < case kind when 'STAKE' then (select paise from slip_total)
                                                       else ${EXPOSURE_ADDED} end)
          then 'LIMIT_REACHED'
        else 'OK' end as verdict
      from checked
    ), ${debit.ctes},
    position_written as (${positionsWritten(sql.raw('position_moves'), debit.taken)}),
    slip as (
      insert into bet_slips (user_id, idempotency_key, request_fingerprint, total_stake_paise, held_until,
                             syncs_started_before, odds_change)
      select ${USER}, ${ref.idempotencyKey}, ${ref.fingerprint}, (select paise from slip_total),
             case when ${HELD} then ${ref.now}::timestamptz + (select seconds from held) * interval '1 second' end,
             case when ${HELD} then (select started from feed_sync_progress) end,
             case when ${HELD} then (select preference from odds_change) end
      from ${debit.taken}
      returning id, held_until, syncs_started_before
    ), holds as (
      insert into bet_holds (id, slip_id, position, user_id, match_id, market_id, option_id, side, amount_paise,
                             odds_hundredths, score_at_arrival)
      select i.hold_id, s.id, i.position, ${USER}, i.match_id, i.market_id, i.option_id, i.side, i.hold_amount,
             i.odds, i.score_key
      from ${ITEMS} i cross join slip s
      where ${HELD}
    ), placed as (
      insert into bets (id, user_id, slip_id, match_id, market_id, option_id, side, amount_paise, odds_hundredths,
                        asked_odds_hundredths, potential_payout_paise)
      select i.bet_id, ${USER}, s.id, i.match_id, i.market_id, i.option_id, i.side, i.amount, i.current_odds,
             nullif(i.odds, i.current_odds), i.payout
      from ${ITEMS} i cross join slip s
      where not ${HELD}
      returning id, match_id, market_id, option_id, side, amount_paise, odds_hundredths, asked_odds_hundredths,
                potential_payout_paise, status,
                result, placed_at, settled_at, cashed_out_stake_paise, cashed_out_paise, auto_cash_out_target_paise
    ), ${recordEventsCte(sql`
      select 'balance' as topic, d.id as user_id,
             jsonb_build_object('balance', trim_scale(d.balance_paise::numeric / 100), 'version', d.balance_version)
               as payload
      from ${debit.taken} d`)}
    select v.verdict, (select id from player) as player_id, ${debit.outcome}, ${recordedEventsColumn},
      (select json_build_object('id', id, 'heldUntil', held_until, 'syncsStartedBefore', syncs_started_before)
       from slip where held_until is not null) as held_slip,
      (select json_agg(row_to_json(named) order by named.position)
       from (select ${BET_COLUMNS}, i.position from placed b join ${ITEMS} i on i.bet_id = b.id ${BET_NAME_JOINS})
         named) as bets,
      case when v.verdict = 'ODDS_CHANGED' then
        (select json_agg(json_build_object('marketId', market_id, 'optionId', option_id,
                                           'odds', current_odds / 100.0) order by position)
         from checked where current_odds <> odds)
      end as changes,
      (select to_json(ends_at)#>>'{}' from on_break) as break_until,
      case when v.verdict = 'LIMIT_REACHED' then
        (select json_build_object('kind', kind, 'period', period, 'amount', amount_paise::text,
                                  'remaining', greatest(remaining_paise, 0)::text)
         from limit_left order by remaining_paise limit 1)
      end as binding_limit
    from verdict v`,
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
  ODDS_CHANGED: () => new DomainError('ODDS_CHANGED', 'Odds have changed'),
};

const INSUFFICIENT_BALANCE_MESSAGE = 'Insufficient balance';

/**
 * Places a whole slip, all or nothing, in one statement (PLACE_SLIP): one round trip, so the pooled
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
  const values = (who: Player, underLimitLock: boolean) =>
    P.values({
      userId: 'userId' in who ? who.userId : null,
      idempotencyKey: input.idempotencyKey,
      fingerprint,
      matchIds: input.selections.map((s) => s.matchId),
      marketIds: input.selections.map((s) => s.marketId),
      optionIds: input.selections.map((s) => s.optionId),
      sides: input.selections.map((s) => s.side ?? 'BACK'),
      stakesPaise: stakes.map(String),
      oddsHundredths: sent,
      oddsChange: input.oddsChange ?? null,
      sessionToken: 'sessionToken' in who ? who.sessionToken : null,
      sessionValidAfter: 'leanCutoff' in who ? who.leanCutoff.toISOString() : null,
      now: now.toISOString(),
      underLimitLock,
      delays: JSON.stringify(delays),
    });
  let userId: string | undefined = 'userId' in player ? player.userId : undefined;
  return debitOnce({
    keyConstraint: 'bet_slips_user_key_unique',
    attempt: async () => {
      const slip = { marketIds: input.selections.map((s) => s.marketId), values };
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

/**
 * Runs PLACE_SLIP in a batch with the instance's other placements, or on its own when nothing is in
 * flight or the batch left it out; under the player's limit lock when they have limits (see limitedPlayers).
 */
async function runPlacement(
  db: Db,
  player: Player,
  slip: { marketIds: number[]; values: (who: Player, underLimitLock: boolean) => unknown[] },
  batching: BetBatching,
): Promise<PlacementRow> {
  const { values } = slip;
  const limited = limitedPlayers.get(playerKey(player));
  if (limited) return placeUnderLimitLock(db, limited, values(player, true));
  const alone = async () =>
    (await poolOf(db).query<PlacementRow>({ ...PLACE_SLIP, values: values(player, false) })).rows[0]!;
  const row =
    (await batchesOf<PlacementRow>(db, PLACE_SLIP, batching).run(
      {
        player:
          'userId' in player ? player : { sessionToken: player.sessionToken, validAfter: player.leanCutoff },
        marketIds: slip.marketIds,
        valuesFor: (userId) => values({ userId }, false),
      },
      alone,
    )) ?? (await alone());
  if (row.verdict !== 'LIMITS_APPLY') return row;
  // A player with limits: again, after the placements of theirs in flight have committed.
  rememberLimited(playerKey(player), row.player_id!);
  return placeUnderLimitLock(db, row.player_id!, values(player, true));
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
 * PLACE_SLIP in a transaction that first takes the player's limit lock, so that the statement's snapshot
 * holds every earlier placement of theirs: the limit sums it reads are exact, and 50 bets sent at once
 * pass one by one, each seeing the others.
 */
function placeUnderLimitLock(db: Db, userId: string, values: unknown[]): Promise<PlacementRow> {
  return withPlayerLimitLock(
    db,
    userId,
    async (client) => (await client.query<PlacementRow>({ ...PLACE_SLIP, values })).rows[0]!,
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
