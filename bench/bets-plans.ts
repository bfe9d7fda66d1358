// The plans and times of the queries that read `bets`, on a season-like table: ten settled matches of
// 100,000 bets each over 20 markets (WON, LOST, some VOID and CASHED_OUT, settled over ten days), one live match with
// 100,000 pending bets on its Match Winner (2% with an auto cash-out target) and a 50,000-bet session half
// paid, 1,000 players, and one player with about 5,000 bets over every match. `-- --indexes old` puts
// back the index set and fillfactor of before docs/decisions/0047 (bets_pending_market_idx,
// bets_user_settled_idx, bets_auto_cash_out_idx on market_id and status) on the same rows, for the
// comparison. Each query runs 5 times after a warm-up; the median execution time and the last plan
// (EXPLAIN ANALYZE through auto_explain, sent to this client as notices; the user must be a superuser)
// are printed. `-- --plans` prints the whole plans, else their node lines only.
// Run: npm run bench:bets-plans [-- --indexes old] [--plans]
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { createDatabase, type Db } from '../src/server/db/client';
import { createPool } from '../src/server/db/create-pool';
import { getBook } from '../src/server/features/bets/book';
import { listMyBets } from '../src/server/features/bets/list-my-bets';
import { myBook } from '../src/server/features/bets/my-book';
import { openLiability } from '../src/server/features/bets/open-liability';
import { placedBetFigures } from '../src/server/features/bets/placed-bets-report';
import { playerStats } from '../src/server/features/bets/player-stats';
import { runAutoCashOuts } from '../src/server/features/bets/run-auto-cash-outs';
import { settledBetFigures } from '../src/server/features/bets/settled-bets-report';
import { createMatch, createScoreMarket } from '../src/server/features/bets/test-fixtures';
import { correctableWinnings } from '../src/server/features/settlement/correctable-winnings';
import { seedPlayers } from './settle-support';
import { scratchDatabase } from './support';

const OLD =
  process.argv.includes('--indexes') && process.argv[process.argv.indexOf('--indexes') + 1] === 'old';
const FULL_PLANS = process.argv.includes('--plans');
const PLAYERS = 1000;
const HEAVY = 'bench-7';
const SETTLED_MATCHES = 10;
const BETS = 100_000;
const DAY = 86_400_000;

const scratch = await scratchDatabase('bench_bets_plans');
const seedPool = createPool(scratch.url, 2, pino({ level: 'warn' }));
// One connection for the measured queries, with auto_explain answering each plan as a notice.
const notices: string[] = [];
const measuredPool = new pg.Pool({ connectionString: scratch.url, max: 1, idleTimeoutMillis: 0 });
measuredPool.on('connect', (client) => {
  client.on('notice', (n) => notices.push(n.message ?? ''));
});
try {
  const seedDb = await seedPlayers(seedPool, PLAYERS);
  if (OLD) await oldIndexes(seedDb);
  const { rows: fillfactor } = await seedDb.execute<{ options: string[] | null }>(
    sql`select reloptions as options from pg_class where relname = 'bets'`,
  );

  // Ten settled matches, then the live one: bets in placement order, each match's in a run of pages.
  const settled = [];
  for (let m = 0; m < SETTLED_MATCHES; m++) settled.push(await createMatch(seedDb, { status: 'COMPLETED' }));
  const live = await createMatch(seedDb, { status: 'LIVE' });
  const session = await createScoreMarket(seedDb, live.matchId, { overs: 6, line: 45.5 });
  const player = (i: string) =>
    sql`case when ${sql.raw(i)} % 200 = 0 then ${HEAVY} else 'bench-' || (${sql.raw(i)} % ${PLAYERS}::int) end`;
  for (const [m, match] of settled.entries()) {
    const settledAt = new Date(Date.now() - (SETTLED_MATCHES - m) * DAY).toISOString();
    // A match's bets over 20 markets, as a played match has them: its three and 17 sessions.
    for (let overs = 1; overs <= 17; overs++)
      await createScoreMarket(seedDb, match.matchId, { overs, line: 8.5 * overs });
    await seedDb.execute(sql`
      insert into bets (user_id, match_id, market_id, option_id, amount_paise, odds_hundredths, potential_payout_paise,
                        status, result, placed_at, settled_at, cashed_out_stake_paise, cashed_out_paise,
                        settlement_round, stake_transfer_id)
      select ${player('i')}, ${match.matchId}::int, o.market_id, o.id,
             case when i % 50 = 1 then 0 else 10000 end, 190, case when i % 50 = 1 then 0 else 19000 end,
             case when i % 50 = 1 then 'CASHED_OUT' when i % 50 = 3 then 'VOID' when i % 2 = 0 then 'WON' else 'LOST' end,
             'Winner: Mumbai Indians',
             ${settledAt}::timestamptz - interval '4 hours', ${settledAt}::timestamptz + (i % 3600) * interval '1 second',
             case when i % 50 = 1 then 10000 else 0 end, case when i % 50 = 1 then 9000 else 0 end, 0, null
      from generate_series(1, ${BETS}::int) i
      join (select id, market_id, row_number() over (order by id) - 1 as n from market_options
            where market_id in (select id from markets where match_id = ${match.matchId})) o
        on o.n = i % (select count(*) from market_options
                      where market_id in (select id from markets where match_id = ${match.matchId}))`);
    await seedDb.execute(sql`
      update markets set status = 'SETTLED', result = 'Winner: Mumbai Indians', settled_at = ${settledAt}::timestamptz
      where match_id = ${match.matchId}`);
    await seedDb.execute(sql`
      update matches set winner_team_id = home_team_id, settled_at = ${settledAt}::timestamptz
      where id = ${match.matchId}`);
  }
  await seedDb.execute(sql`
    insert into bets (user_id, match_id, market_id, option_id, amount_paise, odds_hundredths, potential_payout_paise,
                      auto_cash_out_target_paise)
    select ${player('i')}, ${live.matchId}::int, ${live.winner.marketId}::int,
           case when i % 2 = 0 then ${live.winner.home}::int else ${live.winner.away}::int end, 10000, 190, 19000,
           case when i % 50 = 5 then 1000000000000 end
    from generate_series(1, ${BETS}::int) i`);
  const { rows: options } = await seedDb.execute<{ id: number }>(
    sql`select id from market_options where market_id = ${session.marketId} order by id`,
  );
  await seedDb.execute(sql`
    insert into bets (user_id, match_id, market_id, option_id, amount_paise, odds_hundredths, potential_payout_paise)
    select ${player('i')}, ${live.matchId}::int, ${session.marketId}::int,
           case when i % 2 = 0 then ${options[0]!.id}::int else ${options[1]!.id}::int end, 10000, 190, 19000
    from generate_series(1, ${BETS / 2}::int) i`);
  // The session half paid, in id order as the payer's chunks go: the first half of its bets settled.
  const { rows: half } = await seedDb.execute<{ id: string }>(sql`
    select id from bets where market_id = ${session.marketId} order by id offset ${BETS / 4} limit 1`);
  const cursor = half[0]!.id;
  await seedDb.execute(sql`
    update bets set status = 'WON', result = 'Yes', settled_at = now()
    where market_id = ${session.marketId} and id < ${cursor}::uuid`);
  await seedDb.execute(sql`vacuum analyze`);
  const { rows: sizes } = await seedDb.execute<{
    bets: string;
    heap: string;
    index: string;
    name: string;
  }>(sql`
    select (select count(*) from bets)::text as bets, pg_size_pretty(pg_relation_size('bets')) as heap,
           pg_size_pretty(pg_indexes_size('bets')) as index, i.relname as name
    from pg_index x join pg_class i on i.oid = x.indexrelid where x.indrelid = 'bets'::regclass order by i.relname`);
  const { rows: heavyBets } = await seedDb.execute<{ n: number }>(
    sql`select count(*)::int as n from bets where user_id = ${HEAVY}`,
  );

  const client = await measuredPool.connect();
  await client.query(`load 'auto_explain'`);
  for (const setting of [
    'log_min_duration = 0',
    'log_analyze = on',
    'log_buffers = on',
    'log_level = notice',
    'log_nested_statements = on',
  ])
    await client.query(`set auto_explain.${setting}`);
  await client.query(`set client_min_messages = notice`);
  client.release();
  const db: Db = createDatabase(measuredPool);

  const week = { from: new Date(Date.now() - 7 * DAY), to: new Date(Date.now() + DAY) };
  const marketIds = [live.winner.marketId];
  const cases: [string, () => Promise<unknown>][] = [
    // Settlement's scans (settle-bets, lock-players), the session payer's chunk and its last check.
    [
      'settlement scan: pending bets of a market (100,000)',
      () =>
        db.execute(sql`select b.id from bets b
          where b.market_id = any(${sql.param(marketIds)}::int[]) and b.status = 'PENDING'`),
    ],
    [
      'lockPlayers: players of a market pending bets',
      () =>
        db.execute(sql`select id from user_profiles where id in (select distinct b.user_id from bets b
          where b.market_id = any(${sql.param(marketIds)}::int[]) and b.status = 'PENDING') order by id`),
    ],
    [
      'session chunk, half paid, no cursor (before 0047)',
      () =>
        db.execute(
          sql`select id from bets where market_id = ${session.marketId} and status = 'PENDING' limit 1000`,
        ),
    ],
    [
      'session chunk, half paid, after the cursor',
      () =>
        db.execute(sql`select id from bets where market_id = ${session.marketId} and status = 'PENDING'
          and id > ${cursor}::uuid order by id limit 1000`),
    ],
    [
      'session chunk, half paid, from the first bet',
      () =>
        db.execute(sql`select id from bets where market_id = ${session.marketId} and status = 'PENDING'
          order by id limit 1000`),
    ],
    [
      'toss options: pending bets of an option',
      () =>
        db.execute(sql`select (select count(*)::int from bets b where b.market_id = o.market_id and b.option_id = o.id
          and b.status = 'PENDING') from market_options o where o.market_id = ${live.winner.marketId}`),
    ],
    ['auto cash-outs of the live match (runAutoCashOuts)', () => runAutoCashOuts(db, live.matchId)],
    ['book of open markets (getBook)', () => getBook(db)],
    ['open liability (openLiability)', () => openLiability(db)],
    [`My Bets active, ${heavyBets[0]!.n} bets`, () => listMyBets(db, HEAVY, 'active')],
    [`My Bets settled, ${heavyBets[0]!.n} bets`, () => listMyBets(db, HEAVY, 'settled')],
    [`My Bets all, ${heavyBets[0]!.n} bets`, () => listMyBets(db, HEAVY, 'all')],
    ['My Bets settled, a player of ~1,100 bets', () => listMyBets(db, 'bench-1', 'settled')],
    [`player stats, ${heavyBets[0]!.n} bets`, () => playerStats(db, HEAVY)],
    [`my book on the live match, ${heavyBets[0]!.n} bets`, () => myBook(db, HEAVY, live.matchId)],
    [`correctable winnings, ${heavyBets[0]!.n} bets`, () => correctableWinnings(db, HEAVY)],
    ['settled-bets report, 8 days', () => settledBetFigures(db, week)],
    ['placed-bets report, 8 days', () => placedBetFigures(db, week)],
  ];

  console.log(
    `bench:bets-plans: ${OLD ? 'old' : 'new'} index set, bets ${fillfactor[0]!.options?.join(',') ?? 'fillfactor 100'}`,
  );
  console.log(
    `  ${sizes[0]!.bets} bets, heap ${sizes[0]!.heap}, indexes ${sizes[0]!.index} (${sizes.map((s) => s.name).join(', ')})`,
  );
  for (const [name, run] of cases) {
    await run();
    const times: number[] = [];
    let plan: string[] = [];
    for (let i = 0; i < 5; i++) {
      notices.length = 0;
      await run();
      const plans = notices.filter((n) => n.startsWith('duration:'));
      times.push(plans.reduce((sum, p) => sum + Number(/^duration: ([\d.]+) ms/.exec(p)?.[1] ?? 0), 0));
      plan = plans;
    }
    times.sort((a, b) => a - b);
    console.log(`\n${name}: ${times[2]!.toFixed(2)} ms (median of 5, auto_explain's duration)`);
    for (const p of plan) {
      const lines = p
        .split('\n')
        .filter(
          (l) =>
            FULL_PLANS ||
            /->|^\s*(Query Text|[A-Z][a-z]+ .*\(cost|Limit|Sort|Seq|Index|Bitmap|Hash|Nested|Aggregate|Result)/.test(
              l,
            ),
        );
      console.log(lines.map((l) => `    ${l}`).join('\n'));
    }
  }
} finally {
  await measuredPool.end();
  await seedPool.end();
  await scratch.drop();
}

/** The index set and fillfactor `bets` had before docs/decisions/0047. */
async function oldIndexes(db: Db) {
  await db.execute(sql`alter table bets reset (fillfactor)`);
  await db.execute(sql`drop index bets_market_idx`);
  await db.execute(sql`drop index bets_auto_cash_out_idx`);
  await db.execute(
    sql`create index bets_user_settled_idx on bets (user_id, settled_at desc) where status in ('WON','LOST')`,
  );
  await db.execute(sql`create index bets_pending_market_idx on bets (market_id) where status = 'PENDING'`);
  await db.execute(sql`create index bets_auto_cash_out_idx on bets (market_id)
    where auto_cash_out_target_paise is not null and status = 'PENDING'`);
}
