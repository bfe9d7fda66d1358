// The set-based core every settlement shares. Each function runs inside the caller's transaction,
// after the caller has locked the match row (FOR UPDATE) and the markets it settles: placement holds
// those markets FOR SHARE, so no bet can be added to them while this runs. Only PENDING bets move,
// so a repeated or concurrent settlement finds nothing left to pay.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { MarketKind } from '@shared/statuses';
import type { Db } from '../../db/client';
import { markets } from '../../db/schema';
import type { LiveEvent } from '../../realtime/live-events';
import { balanceEvents } from '../wallet/balance-events';
import { postReversals, postTransfers, transferSelect, type Posted } from '../wallet/ledger';
import { tellBetResults } from './bet-result-notices';
import type { StoredInnings } from '../score-markets/innings-ended';

export interface Settled {
  won: number;
  lost: number;
  voided: number;
  paidPaise: bigint;
  events: LiveEvent[];
}

export const nothingSettled = (): Settled => ({ won: 0, lost: 0, voided: 0, paidPaise: 0n, events: [] });

export function addSettled(a: Settled, b: Settled): Settled {
  return {
    won: a.won + b.won,
    lost: a.lost + b.lost,
    voided: a.voided + b.voided,
    paidPaise: a.paidPaise + b.paidPaise,
    events: [...a.events, ...b.events],
  };
}

export interface MatchLock extends Record<string, unknown> {
  id: number;
  status: string;
  settled_at: Date | null;
  home_team_id: number;
  away_team_id: number;
  home_team: string;
  away_team: string;
  toss_winner_team_id: number | null;
  winner_team_id: number | null;
  result_text: string | null;
  toss_settled_at: Date | null;
  statistics: { innings?: StoredInnings[] } | null;
}

/**
 * Locks the match row first (every settlement path takes this lock before any other). FOR NO KEY
 * UPDATE, not FOR UPDATE: it still excludes every other settlement and the live sync, but not the
 * KEY SHARE lock a bet insert's foreign key takes on the match. FOR UPDATE would deadlock with a
 * placement that holds its market FOR SHARE and waits on that key lock (found by the random test).
 */
export async function lockMatch(tx: Db, matchId: number): Promise<MatchLock | undefined> {
  const { rows } = await tx.execute<MatchLock>(sql`
    select m.id, m.status, m.settled_at, m.home_team_id, m.away_team_id, ht.name as home_team,
           at.name as away_team, m.toss_winner_team_id, m.winner_team_id, m.result_text,
           m.toss_settled_at, m.statistics
    from matches m
    join teams ht on ht.id = m.home_team_id
    join teams at on at.id = m.away_team_id
    where m.id = ${matchId}
    for no key update of m`);
  return rows[0];
}

/** `<column> in (...)` of market kinds: the kinds a settlement path owns (TEAM_MARKET_KINDS, ...). */
export function kindIn(kinds: readonly MarketKind[], column = 'kind'): SQL {
  return sql.raw(`${column} in (${kinds.map((kind) => `'${kind}'`).join(',')})`);
}

/** Locks the match's unsettled markets that `where` selects (a condition on `markets`), in id order. */
export async function lockOpenMarkets(tx: Db, matchId: number, where: SQL = sql`true`) {
  const { rows } = await tx.execute<{
    id: number;
    kind: MarketKind;
    line: string | null;
    innings: number | null;
    overs: number | null;
    result: string | null;
  }>(sql`
    select id, kind, line, innings, overs, result from markets
    where match_id = ${matchId} and status in ('OPEN','SUSPENDED') and ${where}
    order by id
    for no key update`);
  return rows;
}

/**
 * Locks every open market of the match, then every player with a PENDING bet on it, each in id order:
 * what a settlement moving several of the match's markets in one transaction takes first, so it takes no
 * new lock after another settlement's (a later per-market lock finds its rows already held). Taken market
 * by market, two settlements sharing players deadlocked (found by the random ledger test). Returns the
 * open markets.
 */
export async function lockMatchForSettlement(tx: Db, matchId: number) {
  const markets = await lockOpenMarkets(tx, matchId);
  await lockPlayers(tx, sql`b.match_id = ${matchId}`);
  return markets;
}

/**
 * Locks, in id order, the players who hold bets that `where` selects (a condition on `b`; PENDING ones
 * unless told otherwise), so two settlements crediting overlapping players in one statement each can
 * never deadlock. Answers their balances as locked, before the caller moves them.
 */
async function lockPlayers(tx: Db, where: SQL, bets: 'pending' | 'any' = 'pending') {
  const state = bets === 'pending' ? sql`b.status = 'PENDING'` : sql`true`;
  const { rows } = await tx.execute<{ id: string; balance_paise: string }>(sql`
    select id, balance_paise::text from user_profiles
    where id in (select distinct b.user_id from bets b where ${where} and ${state})
    order by id
    for no key update`);
  return new Map(rows.map((r) => [r.id, BigInt(r.balance_paise)]));
}

/** How many bets of each player moved to each status, and what they were paid or refunded (paise). */
export type BetCounts = [string, 'WON' | 'LOST' | 'VOID' | 'PENDING', number, string][];

const betCounts = (cte: string, paid: string) =>
  sql.raw(`(select coalesce(json_agg(json_build_array(user_id, status, n, paid::text)), '[]')
            from (select user_id, status, count(*) as n, sum(${paid}) as paid from ${cte}
                  group by user_id, status) c) as bet_counts`);

/**
 * PENDING bets of the markets become WON (their option is a winner) or LOST, all in one statement: every
 * settled bet's stake moves from the stakes held into the house's revenue (BET_WON or BET_LOST, of the
 * bet's settlement round), and each winner is paid potential_payout out of that revenue (BET_WON), with
 * one balance credit per player. Then the markets are SETTLED.
 */
export async function settleMarkets(
  tx: Db,
  matchId: number,
  marketIds: number[],
  winningOptionIds: number[],
  result: string,
): Promise<Settled> {
  if (marketIds.length === 0) return nothingSettled();
  const ofMarkets = sql`b.market_id = any(${sql.param(marketIds)}::int[])`;
  const posted = await settleBets(tx, ofMarkets, winningOptionIds, result);
  await markMarkets(tx, marketIds, 'SETTLED', result);
  return withNotices(tx, matchId, summarise(posted, matchId, marketIds, 'SETTLED'), posted);
}

/**
 * The PENDING bets that `where` selects (a condition on `b`, within markets the caller locked) become
 * WON or LOST and are paid, as settleMarkets describes; their players are locked first, in id order.
 * The markets keep their status: the caller marks them.
 */
export async function settleBets(tx: Db, where: SQL, winningOptionIds: number[], result: string) {
  await lockPlayers(tx, where);
  const winners = sql`${sql.param(winningOptionIds)}::int[]`;
  const bet = {
    betId: sql`s.id`,
    settlementRound: sql`s.settlement_round`,
    matchId: sql`s.match_id`,
    metadata: sql`jsonb_build_object('bet_id', s.id, 'match_id', s.match_id, 'market_type', mk.kind)`,
  };
  return postTransfers<{ bet_counts: BetCounts }>(tx, {
    with: sql`settled as (
      update bets b
      set status = case when b.option_id = any(${winners}) then 'WON' else 'LOST' end,
          result = ${result}, settled_at = now()
      where ${where} and b.status = 'PENDING'
      returning b.id, b.user_id, b.status, b.amount_paise, b.potential_payout_paise, b.match_id, b.market_id,
                b.settlement_round
    )`,
    transfers: sql`
      select ${transferSelect({ code: 'BET_LOST', from: 'STAKES_HELD', to: 'HOUSE_REVENUE', amount: sql`s.amount_paise`, ...bet })}
      from settled s join markets mk on mk.id = s.market_id where s.status = 'LOST'
      union all
      select ${transferSelect({ code: 'BET_WON', from: 'STAKES_HELD', to: 'HOUSE_REVENUE', amount: sql`s.amount_paise`, ...bet })}
      from settled s join markets mk on mk.id = s.market_id where s.status = 'WON'
      union all
      select ${transferSelect({
        code: 'BET_WON',
        from: 'HOUSE_REVENUE',
        to: 'PLAYER',
        amount: sql`s.potential_payout_paise`,
        userId: sql`s.user_id`,
        ...bet,
      })}
      from settled s join markets mk on mk.id = s.market_id where s.status = 'WON'`,
    report: betCounts('settled', "case when status = 'WON' then potential_payout_paise else 0 end"),
  });
}

/** PENDING bets of the match become VOID and their stakes go back from the stakes held (VOID_REFUND). */
export async function voidMatchBets(tx: Db, matchId: number, marketIds: number[], reason: string) {
  return voidBets(tx, matchId, sql`b.match_id = ${matchId}`, marketIds, reason);
}

async function voidBets(tx: Db, matchId: number, where: SQL, marketIds: number[], reason: string) {
  const posted = await refundBets(tx, where, reason);
  await markMarkets(tx, marketIds, 'VOID', reason);
  return withNotices(tx, matchId, summarise(posted, matchId, marketIds, 'VOID'), posted);
}

/**
 * The PENDING bets that `where` selects become VOID and are refunded, as voidMatchBets describes; their
 * players are locked first. The markets keep their status: the caller marks them.
 */
export async function refundBets(tx: Db, where: SQL, reason: string) {
  await lockPlayers(tx, where);
  return postTransfers<{ bet_counts: BetCounts }>(tx, {
    with: sql`voided as (
      update bets b set status = 'VOID', result = ${reason}, settled_at = now()
      where ${where} and b.status = 'PENDING'
      returning b.id, b.user_id, b.status, b.amount_paise, b.match_id, b.market_id, b.settlement_round
    )`,
    transfers: sql`
      select ${transferSelect({
        code: 'VOID_REFUND',
        from: 'STAKES_HELD',
        to: 'PLAYER',
        amount: sql`v.amount_paise`,
        userId: sql`v.user_id`,
        betId: sql`v.id`,
        settlementRound: sql`v.settlement_round`,
        matchId: sql`v.match_id`,
        metadata: sql`jsonb_build_object('bet_id', v.id, 'match_id', v.match_id, 'market_type', mk.kind,
                                         'reason', ${reason}::text)`,
      })}
      from voided v join markets mk on mk.id = v.market_id`,
    report: betCounts('voided', 'amount_paise'),
  });
}

/**
 * Undoes the settlement of the markets (a wrong result): their settled bets go back to PENDING in a new
 * settlement round, the transfers that settled them in the round they leave are cancelled by REVERSAL
 * transfers (never edited), and the markets are SUSPENDED until they are settled again. A balance may go below
 * zero here, when a player already spent a payout now taken back. `balancesBefore`: the wallet of every
 * player with a bet on the match, as it was before.
 */
export async function reopenMarkets(
  tx: Db,
  matchId: number,
  marketIds: number[],
  reason: string,
): Promise<Settled & { balancesBefore: Map<string, bigint> }> {
  if (marketIds.length === 0) return { ...nothingSettled(), balancesBefore: new Map() };
  const ofMarkets = sql`b.market_id = any(${sql.param(marketIds)}::int[])`;
  // The markets before the players, as every settlement and placement takes them.
  await tx.execute(sql`
    select id from markets where id = any(${sql.param(marketIds)}::int[]) order by id for no key update`);
  // Every player with a bet on the match, not only those paid in these markets: settling them again right
  // after locks the (then PENDING) losers too, and a corrected result also settles the match's score
  // markets still open; all must be taken at once in one id order, or two settlements deadlock (found by
  // the random ledger test).
  const balancesBefore = await lockPlayers(tx, sql`b.match_id = ${matchId}`, 'any');
  const posted = await postReversals<{ bet_counts: BetCounts }>(tx, {
    with: sql`reopened as (
      update bets b
      set status = 'PENDING', result = null, settled_at = null, settlement_round = b.settlement_round + 1
      where ${ofMarkets} and b.status in ('WON','LOST','VOID')
      returning b.id, b.user_id, 'PENDING'::text as status, b.settlement_round - 1 as left_round
    )`,
    reverses: sql`
      select t.id from transactions t join reopened r on t.bet_id = r.id
      where t.type in ('BET_WON','BET_LOST','VOID_REFUND') and t.settlement_round = r.left_round`,
    reason,
    report: betCounts('reopened', '0'),
  });
  await markMarkets(tx, marketIds, 'SUSPENDED', null);
  const reopened = summarise(posted, matchId, marketIds, 'SUSPENDED');
  return { ...reopened, paidPaise: -posted.toPlayersPaise, balancesBefore };
}

/** Records the markets' new status and what settled them (null while they wait to be settled again). */
export async function markMarkets(
  tx: Db,
  marketIds: number[],
  status: 'SETTLED' | 'VOID' | 'SUSPENDED',
  result: string | null,
) {
  if (marketIds.length === 0) return;
  await tx
    .update(markets)
    .set({ status, result, settledAt: status === 'SUSPENDED' ? null : sql`now()` })
    .where(inArray(markets.id, marketIds));
}

/** The players told of their settled bets (as their preferences allow), in the settlement's transaction. */
async function withNotices(
  tx: Db,
  matchId: number,
  settled: Settled,
  posted: Posted<{ bet_counts: BetCounts }>,
): Promise<Settled> {
  return {
    ...settled,
    events: [...settled.events, ...(await tellBetResults(tx, matchId, posted.report.bet_counts))],
  };
}

function summarise(
  posted: Posted<{ bet_counts: BetCounts }>,
  matchId: number,
  marketIds: number[],
  marketStatus: 'SETTLED' | 'VOID' | 'SUSPENDED',
): Settled {
  const moved = tally(posted);
  return {
    ...moved,
    events: [
      ...marketEvents(matchId, marketIds, marketStatus),
      ...moved.events,
      ...betEvents(posted.report.bet_counts),
    ],
  };
}

/** What a posting moved, with its players' balance events only (no market, bet or notice events). */
export function tally(posted: Posted<{ bet_counts: BetCounts }>): Settled {
  const counts = posted.report.bet_counts;
  const count = (status: string) =>
    counts.filter((c) => c[1] === status).reduce((total, c) => total + Number(c[2]), 0);
  return {
    won: count('WON'),
    lost: count('LOST'),
    voided: count('VOID'),
    paidPaise: posted.toPlayersPaise,
    events: balanceEvents(posted.balances),
  };
}

export const marketEvents = (
  matchId: number,
  marketIds: number[],
  status: 'SETTLED' | 'VOID' | 'SUSPENDED',
): LiveEvent[] => marketIds.map((marketId) => ({ topic: 'market', payload: { matchId, marketId, status } }));

/** One 'bet' event per player and status, with how many of their bets moved to it. */
export const betEvents = (counts: BetCounts): LiveEvent[] =>
  counts.map(([userId, status, n]) => ({ topic: 'bet', userId, payload: { status, count: Number(n) } }));
