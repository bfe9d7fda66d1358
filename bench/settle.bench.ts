// Settlement time: a completed match with 100,000 pending bets (1,000,000 with --full) settled by the
// service (settleMatch: locks, set-based SQL, ledger, balances, live events), beside the same SQL
// statements sent raw on one connection for an identical second match (no events).
// Run: npm run bench:settle [-- --full]
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase, createPool } from '../src/server/db/client';
import { applyMigrations } from '../src/server/db/migrate';
import { createMatch, ledgerMismatches, type FixtureMatch } from '../src/server/features/bets/test-fixtures';
import { settleMatch } from '../src/server/features/settlement/settle-match';
import { scratchDatabase } from './support';

const BETS = process.argv.includes('--full') ? 1_000_000 : 100_000;
const PLAYERS = 1000;

const scratch = await scratchDatabase('bench_settle');
const pool = createPool(scratch.url, 4);
try {
  const client = await pool.connect();
  await applyMigrations(client);
  client.release();
  const db = createDatabase(pool);
  await db.execute(sql`
    insert into teams (name, short_name, logo_path, primary_color, secondary_color) values
      ('Mumbai Indians', 'MI', 'mi.png', '#004ba0', '#d1ab3e'),
      ('Chennai Super Kings', 'CSK', 'csk.png', '#f9cd05', '#0081e9')`);
  await db.execute(sql`
    insert into user_profiles (id, name, email, phone)
    select 'bench-' || i, 'Player ' || i, 'p' || i || '@bench.test', '9876543210' from generate_series(0, ${PLAYERS}::int) i`);
  await db.execute(sql`
    insert into transactions (user_id, type, debit_account, credit_account, amount_paise, metadata)
    select id, 'DEMO_CREDIT', 'PROMOTIONS', 'PLAYER', 100000000000, '{}'::jsonb from user_profiles`);
  await db.execute(sql`update user_profiles set balance_paise = 100000000000`);

  const seed = async (match: FixtureMatch) => {
    // Half the bets on each team at 1.90, ₹100 each, spread over the players; stakes debited and ledgered.
    await db.execute(sql`
      with placed as (
        insert into bets (user_id, match_id, market_id, option_id, amount_paise, odds_hundredths, potential_payout_paise)
        select 'bench-' || (i % ${PLAYERS}::int), ${match.matchId}::int, ${match.winner.marketId}::int,
               case when i % 2 = 0 then ${match.winner.home}::int else ${match.winner.away}::int end, 10000, 190, 19000
        from generate_series(1, ${BETS}::int) i
        returning id, user_id, match_id, amount_paise)
      insert into transactions (user_id, type, debit_account, credit_account, amount_paise, bet_id, settlement_round,
                                match_id, metadata)
      select user_id, 'BET_PLACED', 'PLAYER', 'STAKES_HELD', amount_paise, id, 0, match_id,
             jsonb_build_object('bet_id', id, 'match_id', match_id) from placed`);
    await db.execute(sql`
      update user_profiles u set balance_paise = balance_paise - s.total
      from (select user_id, sum(amount_paise) total from bets where match_id = ${match.matchId} group by user_id) s
      where u.id = s.user_id`);
    await db.execute(sql`update matches set status = 'COMPLETED' where id = ${match.matchId}`);
  };
  const viaService = await createMatch(db, { status: 'LIVE' });
  const viaSql = await createMatch(db, { status: 'LIVE' });
  await seed(viaService);
  await seed(viaSql);
  await db.execute(sql`vacuum analyze`);
  const liveEventCount = async () =>
    Number((await db.execute<{ n: string }>(sql`select count(*) as n from live_events`)).rows[0]!.n);

  const eventsBefore = await liveEventCount();
  let started = performance.now();
  const result = await settleMatch(db, {
    matchId: viaService.matchId,
    winningTeam: viaService.homeTeam,
    adminId: 'bench-0',
  });
  const serviceMs = performance.now() - started;
  const events = (await liveEventCount()) - eventsBefore;

  // The same statements, raw, for the second match (what the service runs minus events and mapping).
  const raw = new pg.Client(scratch.url);
  await raw.connect();
  const m = viaSql.matchId;
  const w = viaSql.winner;
  started = performance.now();
  await raw.query('begin');
  await raw.query('select id from matches where id = $1 for no key update', [m]);
  await raw.query(
    `select id from markets where match_id = $1 and status in ('OPEN','SUSPENDED') and not is_toss and kind <> 'FIRST_INNINGS_RUNS' order by id for no key update`,
    [m],
  );
  await raw.query(
    `select id from user_profiles where id in (select distinct user_id from bets where market_id = $1 and status = 'PENDING') order by id for no key update`,
    [w.marketId],
  );
  const settled = await raw.query(
    `with settled as (
       update bets b set status = case when b.option_id = $2 then 'WON' else 'LOST' end, result = 'Winner', settled_at = now()
       where b.market_id = $1 and b.status = 'PENDING'
       returning b.id, b.user_id, b.status, b.amount_paise, b.potential_payout_paise, b.match_id, b.market_id,
                 b.settlement_round),
     ledger as (
       insert into transactions (user_id, type, debit_account, credit_account, amount_paise, status, bet_id,
                                 settlement_round, match_id, metadata)
       select null, case when s.status = 'WON' then 'BET_WON' else 'BET_LOST' end, 'STAKES_HELD', 'HOUSE_REVENUE',
              s.amount_paise, 'COMPLETED', s.id, s.settlement_round, s.match_id,
              jsonb_build_object('bet_id', s.id, 'match_id', s.match_id, 'market_type', 'MATCH_WINNER')
       from settled s
       union all
       select s.user_id, 'BET_WON', 'HOUSE_REVENUE', 'PLAYER', s.potential_payout_paise, 'COMPLETED', s.id,
              s.settlement_round, s.match_id,
              jsonb_build_object('bet_id', s.id, 'match_id', s.match_id, 'market_type', 'MATCH_WINNER')
       from settled s where s.status = 'WON'),
     credited as (
       update user_profiles u
       set balance_paise = u.balance_paise + p.total, balance_version = u.balance_version + 1, updated_at = now()
       from (select user_id, sum(potential_payout_paise) total from settled where status = 'WON' group by user_id) p
       where u.id = p.user_id returning u.id)
     select count(*) filter (where status = 'WON') as won, count(*) as n from settled`,
    [w.marketId, w.home],
  );
  await raw.query(`update markets set status = 'SETTLED', settled_at = now() where id = $1`, [w.marketId]);
  await raw.query('update matches set winner_team_id = home_team_id, settled_at = now() where id = $1', [m]);
  await raw.query('commit');
  const sqlMs = performance.now() - started;
  await raw.end();

  const mismatches = await ledgerMismatches(db);
  console.log(
    `bench:settle: one match, ${BETS.toLocaleString('en-IN')} pending bets over ${PLAYERS} players (half win at 1.90)`,
  );
  console.log(
    `  service settleMatch: ${serviceMs.toFixed(0)} ms (won ${result.won}, lost ${result.lost}, paid ₹${result.paid}; includes ${events} live events)`,
  );
  console.log(`  raw SQL, same statements, no events: ${sqlMs.toFixed(0)} ms (settled ${settled.rows[0].n})`);
  console.log(`  ratio service / raw SQL: ${(serviceMs / sqlMs).toFixed(2)}`);
  console.log(`  ledger mismatches after both: ${mismatches.length}`);
} finally {
  await pool.end();
  await scratch.drop();
}
