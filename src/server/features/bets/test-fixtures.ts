// Builders for bet and settlement integration tests (not used by production code).
import { randomUUID } from 'node:crypto';
import { sessionMarketName } from '@shared/session-market-name';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestClient } from '../../../../tests/integration/harness';
import { playerAmount } from '../wallet/ledger';
import type { Db } from '../../db/client';
import { innings as inningsOf } from '../../feeds/test-support';
import type { CricketProvider, FeedMarketPrice, FeedMatch } from '../../feeds/types';
import { syncLive } from '../matches/sync/sync-live';

export interface FixtureMatch {
  matchId: number;
  homeTeam: string;
  awayTeam: string;
  winner: { marketId: number; home: number; away: number };
  toss: { marketId: number; home: number; away: number };
  runs: { marketId: number; over: number; under: number };
}

let sequence = 0;

/** The fixture's lay price on the team markets' options. */
export const LAY_ODDS_HUNDREDTHS = 211;

/**
 * A match between two seeded teams with the three market kinds: Match Winner (1.90 / 1.90),
 * Toss Winner (1.90 / 1.90) and First Innings Runs at 165.5 (1.85 Over / 1.95 Under), all OPEN. With
 * `lay`, the team markets' options are laid at 2.11 (LAY_ODDS_HUNDREDTHS), and a back price moved must stay
 * below it.
 */
export async function createMatch(
  db: Db,
  options: { status?: string; date?: Date; teams?: [number, number]; lay?: boolean } = {},
): Promise<FixtureMatch> {
  sequence++;
  const { rows: teams } = await db.execute<{ id: number; name: string }>(
    sql`select id, name from teams order by id`,
  );
  const [home, away] = options.teams
    ? options.teams.map((i) => teams[i]!)
    : [teams[sequence % teams.length]!, teams[(sequence + 1) % teams.length]!];
  const { rows } = await db.execute<{ id: number }>(sql`
    insert into matches (external_id, home_team_id, away_team_id, date, venue, status)
    values (${`fixture:${process.pid}:${sequence}:${Math.random()}`}, ${home!.id}, ${away!.id},
            ${(options.date ?? new Date(Date.now() + 86_400_000)).toISOString()}::timestamptz,
            'Wankhede Stadium', ${options.status ?? 'UPCOMING'})
    returning id`);
  const matchId = rows[0]!.id;
  const market = async (name: string, kind: string, isToss: boolean, line: string | null) => {
    const { rows: m } = await db.execute<{ id: number }>(sql`
      insert into markets (match_id, name, kind, is_toss, status, line)
      values (${matchId}, ${name}, ${kind}, ${isToss}, 'OPEN', ${line}) returning id`);
    return m[0]!.id;
  };
  const option = async (marketId: number, name: string, odds: number, teamId: number | null) => {
    // No lay column unless asked: migration tests create matches on schemas from before it.
    const { rows: o } = await db.execute<{ id: number }>(
      options.lay
        ? sql`insert into market_options (market_id, name, odds_hundredths, lay_odds_hundredths, team_id)
              values (${marketId}, ${name}, ${odds}, ${teamId === null ? null : LAY_ODDS_HUNDREDTHS}, ${teamId})
              returning id`
        : sql`insert into market_options (market_id, name, odds_hundredths, team_id)
              values (${marketId}, ${name}, ${odds}, ${teamId}) returning id`,
    );
    return o[0]!.id;
  };
  const winnerMarket = await market('Match Winner', 'MATCH_WINNER', false, null);
  const tossMarket = await market('Toss Winner', 'TOSS_WINNER', true, null);
  const runsMarket = await market('First Innings Runs', 'FIRST_INNINGS_RUNS', false, '165.5');
  return {
    matchId,
    homeTeam: home!.name,
    awayTeam: away!.name,
    winner: {
      marketId: winnerMarket,
      home: await option(winnerMarket, home!.name, 190, home!.id),
      away: await option(winnerMarket, away!.name, 190, away!.id),
    },
    toss: {
      marketId: tossMarket,
      home: await option(tossMarket, home!.name, 190, home!.id),
      away: await option(tossMarket, away!.name, 190, away!.id),
    },
    runs: {
      marketId: runsMarket,
      over: await option(runsMarket, 'Over', 185, null),
      under: await option(runsMarket, 'Under', 195, null),
    },
  };
}

export interface FixtureScoreMarket {
  marketId: number;
  yes: number;
  no: number;
  line: number;
}

/** An OPEN score market by the over on the match: Yes and No at 1.90 on `line`. */
export async function createScoreMarket(
  db: Db,
  matchId: number,
  market: { kind?: 'SESSION_RUNS' | 'OVER_RUNS'; innings?: 1 | 2; overs: number; line: number },
): Promise<FixtureScoreMarket> {
  const { kind = 'SESSION_RUNS', innings = 1, overs, line } = market;
  const name = sessionMarketName({ kind, innings, overs, side: null });
  const { rows } = await db.execute<{ id: number }>(sql`
    insert into markets (match_id, name, kind, status, line, innings, overs)
    values (${matchId}, ${name}, ${kind}, 'OPEN', ${line.toFixed(1)}, ${innings}, ${overs}) returning id`);
  const marketId = rows[0]!.id;
  const { rows: options } = await db.execute<{ id: number }>(sql`
    insert into market_options (market_id, name, odds_hundredths, sort_order)
    values (${marketId}, 'Yes', 190, 0), (${marketId}, 'No', 190, 1) returning id`);
  return { marketId, yes: options[0]!.id, no: options[1]!.id, line };
}

/** A selection of `amount` rupees on one side of a score market at its 1.90. */
export function scoreMarketSelection(
  matchId: number,
  market: FixtureScoreMarket,
  side: 'yes' | 'no',
  amount = 100,
) {
  return { matchId, marketId: market.marketId, optionId: market[side], amount, odds: 1.9 };
}

/**
 * Stores the live innings on the match as the live sync does (statistics.innings), each as
 * [runs, wickets, legal balls, runs at the end of each completed over]; the home team bats first.
 */
export async function storeInnings(db: Db, matchId: number, innings: [number, number, number, number[]][]) {
  const stored = innings.map(([runs, wickets, legalBalls, overTotals]) => ({
    runs,
    wickets,
    legalBalls,
    overTotals,
  }));
  await db.execute(sql`
    update matches m set statistics = jsonb_build_object('innings', (
      select jsonb_agg(innings || jsonb_build_object('battingTeam', t.name) order by i)
      from jsonb_array_elements(${JSON.stringify(stored)}::jsonb) with ordinality as s(innings, i)
      join teams t on t.id = case when i = 1 then m.home_team_id else m.away_team_id end))
    where id = ${matchId}`);
}

/**
 * The live sync, fed one snapshot of a fixture match: its home team won the toss (unless `toss` is
 * false) and bats first; `innings` as storeInnings takes them; the feed offers `prices` (none by
 * default). A COMPLETED match is won by the home team.
 */
export async function syncSnapshot(
  db: Db,
  provider: CricketProvider,
  match: FixtureMatch,
  snapshot: {
    status: FeedMatch['status'];
    toss?: boolean;
    innings?: [number, number, number, number[]][];
    prices?: FeedMarketPrice[];
  },
) {
  const { status, toss = true } = snapshot;
  const externalId = `fixture-feed:${match.matchId}`;
  await db.execute(sql`update matches set external_id = ${externalId} where id = ${match.matchId}`);
  const innings = (snapshot.innings ?? []).map(([runs, wickets, legalBalls, overTotals], i) =>
    inningsOf(i === 0 ? match.homeTeam : match.awayTeam, runs, wickets, legalBalls, overTotals),
  );
  const feed: FeedMatch = {
    externalId,
    home: { name: match.homeTeam, shortName: 'H' },
    away: { name: match.awayTeam, shortName: 'A' },
    startsAt: new Date(),
    venue: 'Wankhede Stadium',
    status,
    tossWinner: toss ? match.homeTeam : null,
    tossDecision: toss ? 'bat' : null,
    innings,
    inningsStatus: null,
    currentOver: innings.at(-1)?.overs ?? 0,
    winner: status === 'COMPLETED' ? match.homeTeam : null,
    resultText:
      status === 'COMPLETED'
        ? `${match.homeTeam} won by 10 runs`
        : status === 'ABANDONED'
          ? 'No result'
          : null,
    stage: 'LEAGUE',
  };
  await syncLive(db, {
    ...provider,
    fetchLiveState: async () => [feed],
    fetchSchedule: async () => [feed],
    fetchMarkets: async () => snapshot.prices ?? [],
  });
}

/** Marks a match COMPLETED with a first innings of `firstInningsRuns` (batted by the home team). */
export async function completeMatch(db: Db, matchId: number, firstInningsRuns = 172) {
  await db.execute(sql`
    update matches m set status = 'COMPLETED', home_runs = ${firstInningsRuns}, home_wickets = 7,
      home_overs = 20, away_runs = ${firstInningsRuns - 12}, away_wickets = 9, away_overs = 20,
      statistics = jsonb_build_object('innings', jsonb_build_array(
        jsonb_build_object('battingTeam', (select name from teams where id = m.home_team_id),
                           'runs', ${firstInningsRuns}::int)))
    where id = ${matchId}`);
}

/** Players whose balance differs from their wallet's transfers, or is negative (should be none). */
export async function ledgerMismatches(db: Db) {
  const { rows } = await db.execute<{ id: string; balance: string; ledger: string }>(sql`
    select u.id, u.balance_paise::text as balance, coalesce(t.total, 0)::text as ledger
    from user_profiles u
    left join (select t.user_id, sum(${playerAmount('t')}) as total from transactions t
               where t.user_id is not null group by t.user_id) t
      on t.user_id = u.id
    where u.balance_paise <> coalesce(t.total, 0)
       -- Below zero only through a settlement reversal.
       or (u.balance_paise < 0
           and not exists (select from transactions r where r.user_id = u.id and r.type = 'REVERSAL'))`);
  return rows;
}

/**
 * What the double-entry book must satisfy at every moment: the sum over all accounts (credits in minus
 * debits out) is 0, every transfer has two different sides of one of its code's routes (checked by the
 * schema), and the house's stakes held, bets in delay and withdrawals in flight are exactly the open bets'
 * stakes less what their positions released (ADR 0049), the stakes of the slips still in their delay, and
 * the open withdrawals' amounts.
 */
export async function bookImbalances(db: Db) {
  const { rows } = await db.execute<Record<string, string>>(sql`
    with balances as (
      select account, sum(delta) as balance from (
        select credit_account as account, amount_paise as delta from transactions
        union all select debit_account, -amount_paise from transactions) s
      group by account)
    select
      (select coalesce(sum(balance), 0) from balances)::text as total,
      (select count(*) from transactions where debit_account = credit_account or amount_paise <= 0)::text as one_sided,
      ((select coalesce(sum(balance), 0) from balances where account = 'STAKES_HELD')
        - (select coalesce(sum(amount_paise), 0) from bets where status in ('PENDING', 'ACTIVE'))
        + (select coalesce(sum(released_paise), 0) from market_positions))::text
        as stakes_held_off,
      ((select coalesce(sum(balance), 0) from balances where account = 'BETS_IN_DELAY')
        - (select coalesce(sum(h.amount_paise), 0) from bet_holds h
           join bet_slips s on s.id = h.slip_id where s.resolved_at is null))::text as in_delay_off,
      ((select coalesce(sum(balance), 0) from balances where account = 'WITHDRAWALS_IN_FLIGHT')
        - (select coalesce(sum(amount_paise), 0) from withdrawals
           where status in ('PENDING', 'AWAITING_SECOND_APPROVAL')))::text as in_flight_off`);
  return rows[0]!;
}

/**
 * Positions whose release is not what their open bets make it (should be none; ADR 0049): each player's
 * open bets on a Match Winner or toss market may release their sum less their worst case, the largest
 * loss over the market's options. Computed here from the bets, apart from the product's SQL. Also each
 * stored sum of a position's side (ADR 0055) that is not what its open bets add up to.
 */
export async function positionMismatches(db: Db) {
  const { rows: bets } = await db.execute<{
    user_id: string;
    market_id: number;
    option_id: number;
    side: string;
    amount: string;
    payout: string;
  }>(sql`
    select b.user_id, b.market_id, b.option_id, b.side, b.amount_paise::text as amount,
           b.potential_payout_paise::text as payout
    from bets b join markets mk on mk.id = b.market_id
    where b.status = 'PENDING' and mk.kind in ('MATCH_WINNER', 'TOSS_WINNER')`);
  const { rows: options } = await db.execute<{ market_id: number; id: number }>(sql`
    select o.market_id, o.id from market_options o join markets mk on mk.id = o.market_id
    where mk.kind in ('MATCH_WINNER', 'TOSS_WINNER')`);
  const { rows: stored } = await db.execute<{ user_id: string; market_id: number; released: string }>(sql`
    select user_id, market_id, released_paise::text as released from market_positions where released_paise <> 0`);
  const expected = new Map<string, bigint>();
  const groups = new Map<string, typeof bets>();
  for (const bet of bets) {
    const key = `${bet.user_id}|${bet.market_id}`;
    groups.set(key, [...(groups.get(key) ?? []), bet]);
  }
  for (const [key, group] of groups) {
    const marketId = group[0]!.market_id;
    const staked = group.reduce((sum, b) => sum + BigInt(b.amount), 0n);
    const results = options
      .filter((o) => o.market_id === marketId)
      .map((o) =>
        group.reduce(
          (sum, b) => sum + ((b.option_id === o.id) === (b.side === 'BACK') ? BigInt(b.payout) : 0n),
          -staked,
        ),
      );
    const lowest = results.reduce((a, b) => (a < b ? a : b));
    const worst = lowest < 0n ? -lowest : 0n;
    if (staked - worst !== 0n) expected.set(key, staked - worst);
  }
  const mismatches: { position: string; stored: string; expected: string }[] = [];
  const actual = new Map(stored.map((p) => [`${p.user_id}|${p.market_id}`, BigInt(p.released)]));
  for (const key of new Set([...expected.keys(), ...actual.keys()])) {
    const want = expected.get(key) ?? 0n;
    const have = actual.get(key) ?? 0n;
    if (want !== have) mismatches.push({ position: key, stored: String(have), expected: String(want) });
  }
  const { rows: sides } = await db.execute<{
    user_id: string;
    market_id: number;
    option_id: number;
    side: string;
    sums: string;
  }>(sql`
    select user_id, market_id, option_id, side, amount_paise || ' ' || payout_paise as sums
    from market_position_sides where amount_paise <> 0 or payout_paise <> 0`);
  const sideKey = (r: { user_id: string; market_id: number; option_id: number; side: string }) =>
    `${r.user_id}|${r.market_id}|${r.option_id}|${r.side}`;
  const sideSums = new Map<string, [bigint, bigint]>();
  for (const bet of bets) {
    const [amount, payout] = sideSums.get(sideKey(bet)) ?? [0n, 0n];
    sideSums.set(sideKey(bet), [amount + BigInt(bet.amount), payout + BigInt(bet.payout)]);
  }
  const storedSides = new Map(sides.map((r) => [sideKey(r), r.sums]));
  for (const key of new Set([...sideSums.keys(), ...storedSides.keys()])) {
    const [amount, payout] = sideSums.get(key) ?? [0n, 0n];
    const want = amount === 0n && payout === 0n ? '' : `${amount} ${payout}`;
    const have = storedSides.get(key) ?? '';
    if (want !== have) mismatches.push({ position: `side ${key}`, stored: have, expected: want });
  }
  return mismatches;
}

/** bookImbalances() of a book at rest: nothing off anywhere. */
export const BOOK_BALANCED = {
  total: '0',
  one_sided: '0',
  stakes_held_off: '0',
  in_delay_off: '0',
  in_flight_off: '0',
};

/** Places one slip for `player` and expects it accepted; its bets. */
export async function placeBet(
  player: TestClient,
  selections: (ReturnType<typeof selection> & { side?: 'BACK' | 'LAY' })[],
) {
  const response = await player.post('/api/bets', { idempotencyKey: randomUUID(), selections });
  expect(response.status).toBe(201);
  return response.json.bets as { id: string }[];
}

/**
 * A lay of `stake` rupees at `layOdds` (hundredths) on `pick` of the match or toss winner, placed through
 * POST /api/bets at that lay price (set on the option first). Its id.
 */
export async function layBet(
  db: Db,
  player: TestClient,
  match: FixtureMatch,
  {
    pick = 'home',
    stake,
    layOdds,
    market = 'winner',
  }: { pick?: 'home' | 'away'; stake: number; layOdds: number; market?: 'winner' | 'toss' },
) {
  await db.execute(
    sql`update market_options set lay_odds_hundredths = ${layOdds} where id = ${match[market][pick]}`,
  );
  const [bet] = await placeBet(player, [
    { ...selection(match, pick, stake, market), side: 'LAY', odds: layOdds / 100 },
  ]);
  return bet!.id;
}

/** Moves an option's back price, keeping its lay price (if any) above it, as the schema requires. */
export const setBackOdds = (db: Db, optionId: number, hundredths: number) =>
  db.execute(sql`
    update market_options
    set odds_hundredths = ${hundredths},
        lay_odds_hundredths = case when lay_odds_hundredths is not null
                                   then greatest(lay_odds_hundredths, ${hundredths}::int + 1) end
    where id = ${optionId}`);

/** The player's balance in rupees, as /api/me answers it. */
export const balanceOf = async (player: TestClient) => (await player.get('/api/me')).json.balance as number;

export const selection = (
  match: FixtureMatch,
  pick: 'home' | 'away' = 'home',
  amount = 100,
  market: 'winner' | 'toss' = 'winner',
) => ({
  matchId: match.matchId,
  marketId: match[market].marketId,
  optionId: match[market][pick],
  amount,
  odds: 1.9,
});

/** A lay of `pick` in the fixture's market at its lay price (2.11). */
export const laySelection = (
  match: FixtureMatch,
  pick: 'home' | 'away' = 'home',
  amount = 100,
  market: 'winner' | 'toss' = 'winner',
) => ({ ...selection(match, pick, amount, market), side: 'LAY' as const, odds: LAY_ODDS_HUNDREDTHS / 100 });

/**
 * Runs `body` while every insert into `table` whose `column` is `value` raises P0001 (a trigger): an
 * error inside a transaction, for one write only.
 */
export async function withInsertsFailing<T>(
  db: Db,
  where: { table: 'bet_slips' | 'cash_outs'; column: string; value: string },
  body: () => Promise<T>,
): Promise<T> {
  const { table, column, value } = where;
  await db.execute(
    sql.raw(`
    create or replace function fail_one_insert() returns trigger language plpgsql as $$
    begin
      if new.${column}::text = '${value}' then raise exception 'this insert fails'; end if;
      return new;
    end $$;
    create trigger fail_one_insert before insert on ${table} for each row execute function fail_one_insert();`),
  );
  try {
    return await body();
  } finally {
    await db.execute(sql.raw(`drop trigger fail_one_insert on ${table}; drop function fail_one_insert()`));
  }
}
