// Settlement time: a completed match with 100,000 pending bets (1,000,000 with --full) settled by the
// service (settleMatch: locks, set-based SQL, ledger, balances, live events), beside the same SQL
// statements sent raw on one connection for an identical second match (no events).
// Each side's line of PostgreSQL activity (WAL, checkpoints, temp files, block reads) says where a large
// run's time goes; --explain logs the raw side's plans with buffers and WAL to the server's log
// (auto_explain, the user must be a superuser).
// Run: npm run bench:settle [-- --full] [--explain]
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { createPool } from '../src/server/db/create-pool';
import { createMatch, ledgerMismatches, type FixtureMatch } from '../src/server/features/bets/test-fixtures';
import { settleMatch } from '../src/server/features/settlement/settle-match';
import { describeActivity, pgActivity } from './pg-activity';
import { seedBets, seedPlayers, settleRaw } from './settle-support';
import { scratchDatabase } from './support';

const BETS = process.argv.includes('--full') ? 1_000_000 : 100_000;
const PLAYERS = 1000;
const EXPLAIN = process.argv.includes('--explain');

const scratch = await scratchDatabase('bench_settle');
const pool = createPool(scratch.url, 4, pino({ level: 'warn' }));
try {
  const db = await seedPlayers(pool, PLAYERS);

  const seed = async (match: FixtureMatch) => {
    await seedBets(db, {
      matchId: match.matchId,
      marketId: match.winner.marketId,
      options: [match.winner.home, match.winner.away],
      bets: BETS,
      players: PLAYERS,
    });
    await db.execute(sql`update matches set status = 'COMPLETED' where id = ${match.matchId}`);
  };
  const viaService = await createMatch(db, { status: 'LIVE' });
  const viaSql = await createMatch(db, { status: 'LIVE' });
  await seed(viaService);
  await seed(viaSql);
  await db.execute(sql`vacuum analyze`);
  const liveEventCount = async () =>
    Number((await db.execute<{ n: string }>(sql`select count(*) as n from live_events`)).rows[0]!.n);

  const raw = new pg.Client(scratch.url);
  await raw.connect();
  const eventsBefore = await liveEventCount();
  const beforeService = await pgActivity(raw);
  let started = performance.now();
  const result = await settleMatch(db, {
    matchId: viaService.matchId,
    winningTeam: viaService.homeTeam,
    adminId: 'bench-0',
  });
  const serviceMs = performance.now() - started;
  const events = (await liveEventCount()) - eventsBefore;
  await new Promise((resolve) => setTimeout(resolve, 1100)); // the pool's backends flush their statistics
  const afterService = await pgActivity(raw);

  // The same statements, raw, for the second match (what the service runs minus events and mapping).
  if (EXPLAIN) {
    await raw.query(`load 'auto_explain'`);
    await raw.query(`set auto_explain.log_min_duration = 500`);
    for (const option of ['log_analyze', 'log_buffers', 'log_wal', 'log_triggers', 'log_nested_statements'])
      await raw.query(`set auto_explain.${option} = on`);
  }
  const beforeRaw = await pgActivity(raw);
  const m = viaSql.matchId;
  const w = viaSql.winner;
  started = performance.now();
  await raw.query('begin');
  await raw.query('select id from matches where id = $1 for no key update', [m]);
  await raw.query(
    `select id from markets where match_id = $1 and status in ('OPEN','SUSPENDED') and not is_toss and kind <> 'FIRST_INNINGS_RUNS' order by id for no key update`,
    [m],
  );
  const settled = await settleRaw(raw, {
    marketId: w.marketId,
    winner: w.home,
    result: 'Winner',
    kind: 'MATCH_WINNER',
  });
  await raw.query(`update markets set status = 'SETTLED', settled_at = now() where id = $1`, [w.marketId]);
  await raw.query('update matches set winner_team_id = home_team_id, settled_at = now() where id = $1', [m]);
  await raw.query('commit');
  const sqlMs = performance.now() - started;
  const afterRaw = await pgActivity(raw);
  await raw.end();

  const mismatches = await ledgerMismatches(db);
  console.log(
    `bench:settle: one match, ${BETS.toLocaleString('en-IN')} pending bets over ${PLAYERS} players (half win at 1.90)`,
  );
  console.log(
    `  service settleMatch: ${serviceMs.toFixed(0)} ms (won ${result.won}, lost ${result.lost}, paid ₹${result.paid}; includes ${events} live events)`,
  );
  console.log(`    PostgreSQL meanwhile: ${describeActivity(beforeService, afterService)}`);
  console.log(`  raw SQL, same statements, no events: ${sqlMs.toFixed(0)} ms (settled ${settled})`);
  console.log(`    PostgreSQL meanwhile: ${describeActivity(beforeRaw, afterRaw)}`);
  console.log(`  ratio service / raw SQL: ${(serviceMs / sqlMs).toFixed(2)}`);
  console.log(`  ledger mismatches after both: ${mismatches.length}`);
} finally {
  await pool.end();
  await scratch.drop();
}
