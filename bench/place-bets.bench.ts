// Placement throughput: authenticated POST /api/bets over HTTP against the real app in its own process
// (autocannon here, in the bench process, so it does not share the app's event loop), beside two
// pgbench runs on the same database: the app's own placement statement, and the minimal money
// transaction (guarded debit + bet row + ledger row in scratch tables shaped like ours), the limit.
// While autocannon runs, a probe in this process places a bet every 50 ms through the placement service
// (the statement commits, then its events are announced, as in the app) and times the arrival of its
// balance event on a second app instance's event stream: live events' delivery under that load.
// With --limit every player has a daily stake limit (never reached): placement then takes the player's
// limit lock and sums the day's stakes (see limits.ts); pgbench 1 runs the same transaction.
// With --instances N (2 or 3) the HTTP load goes through HAProxy to N instances on the one database
// (scripts/haproxy.ts), and the app's CPU is theirs together. BENCH_PORT sets the first app port.
// A third pgbench run does the minimal transaction's work for --batch bets (16) in one statement: what
// batched placement could reach on this machine.
// With --lays every other slip (HTTP and the statement's pgbench run) lays the home team instead of backing
// it: the cost of pricing and holding a lay, against a run without.
// --connections N sets the HTTP connections and the one-bet pgbench clients (64); BET_BATCH_MAX,
// _WAIT_MS and _LANES pass to the app.
// Run: npm run bench:bets [-- --seconds 15] [-- --connections 64] [-- --limit] [-- --instances 3] [-- --batch 16] [-- --lays]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { createDatabase } from '../src/server/db/client';
import { createPool } from '../src/server/db/create-pool';
import type { PlaceBets } from '../src/shared/contracts/bets';
import { PLACE_SLIPS, PLACE_SLIPS_PARAMETERS, placeBets } from '../src/server/features/bets/place-bets';
import { betDelaysOf } from '../src/server/features/matches/bet-delays';
import { betBatchingOf } from '../src/server/features/bets/bet-batching';
import { loadConfig } from '../src/server/config';
import { createMatch, LAY_ODDS_HUNDREDTHS } from '../src/server/features/bets/test-fixtures';
import { startHaproxy } from '../scripts/haproxy';
import { startBenchServer, type BenchServer } from './matches-server';
import {
  autocannon,
  cpuSeconds,
  percentile,
  playerBenchEnv,
  runPgbench,
  signUpPlayer,
  homeWinSlip,
} from './support';

const PLAYERS = 256;
const args = process.argv.slice(2);
/** HTTP connections, and pgbench clients of the one-bet runs. */
const CONNECTIONS = args.includes('--connections') ? Number(args[args.indexOf('--connections') + 1]) : 64;
const SECONDS = Number(args[args.indexOf('--seconds') + 1]) || 15;
const LIMITED = args.includes('--limit');
const LAYS = args.includes('--lays');
/** Bets per statement in the batched minimal transaction. */
const BATCH = args.includes('--batch') ? Number(args[args.indexOf('--batch') + 1]) : 16;
const INSTANCES = args.includes('--instances') ? Number(args[args.indexOf('--instances') + 1]) : 1;
const PORT = Number(process.env.BENCH_PORT) || 3900 + Math.floor(Math.random() * 80);
const ORIGIN_HEADER = 'http://127.0.0.1';

const appEnv = {
  ...playerBenchEnv(ORIGIN_HEADER),
  ...Object.fromEntries(
    ['DB_POOL_MAX', 'BET_BATCH_MAX', 'BET_BATCH_WAIT_MS', 'BET_BATCH_LANES'].flatMap((name) =>
      process.env[name] ? [[name, process.env[name]]] : [],
    ),
  ),
};
const first = await startBenchServer({ port: PORT, env: appEnv });
let second: BenchServer | null = null;
/** The instances beside the first that take the HTTP load behind the balancer (--instances). */
const more: BenchServer[] = [];
let balancer: ReturnType<typeof startHaproxy> | null = null;
const balancerDir = mkdtempSync(join(tmpdir(), 'bench-haproxy-'));
const pool = createPool(first.databaseUrl, 2, pino({ level: 'warn' }));
const probeDb = createDatabase(pool);
pool.on('error', () => {}); // the database is dropped at the end with its connections
try {
  second = await startBenchServer({
    port: PORT + 1,
    env: { ...appEnv, SEED_DEMO_DATA: 'false' },
    databaseUrl: first.databaseUrl,
  });
  const db = createDatabase(pool);
  for (let i = 1; i < INSTANCES; i++) {
    more.push(
      await startBenchServer({
        port: PORT + 1 + i,
        env: { ...appEnv, SEED_DEMO_DATA: 'false' },
        databaseUrl: first.databaseUrl,
      }),
    );
  }
  const target = INSTANCES > 1 ? `http://127.0.0.1:${PORT + 10}` : first.url;
  if (INSTANCES > 1) {
    balancer = startHaproxy({
      port: PORT + 10,
      backends: [first, ...more].map((server) => Number(new URL(server.url).port)),
      dir: balancerDir,
    });
    while (
      !(await fetch(`${target}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    )
      await new Promise((r) => setTimeout(r, 200));
  }

  // Many players, each signed in through the real auth endpoints, plus the probe's own player.
  const signUp = async (i: number | string) => {
    const { id, cookie } = await signUpPlayer(first.url, ORIGIN_HEADER, i);
    if (LIMITED) {
      const limit = await fetch(`${first.url}/api/me/limits`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: ORIGIN_HEADER, cookie },
        body: JSON.stringify({ kind: 'STAKE', period: 'DAY', amount: 10_000_000 }),
      });
      if (limit.status !== 200) throw new Error(`limit ${limit.status}`);
    }
    return { id, cookie };
  };
  const players: { id: string; cookie: string }[] = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await signUp(i));
  const probePlayer = await signUp('probe');
  // Pre-match bets (an upcoming match): on a live one each slip would be held for its in-play delay and
  // answered only after a feed sync, which nothing runs here (bench:held-slips measures those).
  const match = await createMatch(db, { status: 'UPCOMING', lay: LAYS });
  let slips = 0;
  const slip = () => homeWinSlip(match, LAYS && slips++ % 2 === 1);

  // The probe: bets through the service here, listens on the second instance.
  const delays: number[] = [];
  const probe = await startProbe(second.url, probePlayer, () => JSON.parse(slip()) as PlaceBets, delays);

  // Let the sign-ups' password hashing and the start-ups settle before measuring.
  await new Promise((r) => setTimeout(r, 10_000));
  let clientNo = 0;
  const load = loadavg()[0]!.toFixed(1);
  const appPids = [first.pid, ...more.map((server) => server.pid)];
  const cpuBefore = cpuSeconds(appPids);
  const http = await autocannon({
    url: `${target}/api/bets`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    setupClient: (client) => {
      const cookie = players[clientNo++ % PLAYERS]!.cookie;
      client.setHeaders({ 'content-type': 'application/json', origin: ORIGIN_HEADER, cookie });
      client.setBody(slip());
      client.on('response', () => client.setBody(slip()));
    },
  });
  const cpu = cpuSeconds(appPids).minus(cpuBefore);
  const probed = await probe.stop();
  await second.stop();
  second = null;
  // pgbench needs the connections the other instances' pools hold.
  balancer?.kill('SIGTERM');
  for (const server of more.splice(0)) await server.stop();

  // pgbench 1: the app's placement statement, exactly as prepared (one statement, autocommit).
  const client = new pg.Client(first.databaseUrl);
  await client.connect();
  // Enough for every pgbench transaction to place its bet (a sign-up's ₹10,000 covers 100 bets, fewer
  // than a run places): a refused slip writes nothing, which is not the work measured. Off the ledger,
  // in this throwaway database only, after the HTTP runs.
  await client.query('update user_profiles set balance_paise = balance_paise + 1000000000000');
  await client.query('create table bench_players (n int primary key, id text not null)');
  await client.query('insert into bench_players select i, ($1::text[])[i] from generate_series(1, $2) i', [
    players.map((p) => p.id),
    PLAYERS,
  ]);
  // pgbench 2's scratch tables: the shape (columns, defaults, checks, indexes) of ours, no triggers or keys.
  await client.query(`
    create table bench_accounts (like user_profiles including all);
    insert into bench_accounts select * from user_profiles;
    create table bench_bets (like bets including all);
    create table bench_ledger (like transactions including all)`);
  await client.query('vacuum analyze');
  await client.end();
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  // One slip per statement, as the app sends a lone slip.
  const inlined: Record<keyof typeof PLACE_SLIPS_PARAMETERS.placeholders, string> = {
    userIds: 'ARRAY[:uid]',
    // A key the index can find (gen_random_uuid() is volatile and would scan the player's slips).
    idempotencyKeys: "ARRAY[lpad(to_hex(:k::bigint), 32, '0')]",
    fingerprints: "ARRAY['bench']",
    oddsChanges: 'ARRAY[null]',
    sessionTokens: 'ARRAY[null]',
    sessionValidAfter: 'ARRAY[null]',
    arrivedAt: 'ARRAY[now()]',
    // Pre-match bets: the delays apply only to a live match, so none holds a slip here.
    delays: `ARRAY['${JSON.stringify(betDelaysOf(loadConfig()))}']`,
    slipNos: 'ARRAY[1]',
    matchIds: `ARRAY[${match.matchId}]`,
    marketIds: `ARRAY[${match.winner.marketId}]`,
    optionIds: `ARRAY[${match.winner.home}]`,
    sides: LAYS ? "case when :k::bigint % 2 = 0 then ARRAY['LAY'] else ARRAY['BACK'] end" : "ARRAY['BACK']",
    stakesPaise: 'ARRAY[10000]',
    oddsHundredths: LAYS
      ? `case when :k::bigint % 2 = 0 then ARRAY[${LAY_ODDS_HUNDREDTHS}] else ARRAY[190] end`
      : 'ARRAY[190]',
    underLimitLock: String(LIMITED),
  };
  const statement = `${Object.entries(inlined).reduce(
    (text, [name, value]) =>
      text.replaceAll(
        PLACE_SLIPS_PARAMETERS.placeholders[name as keyof typeof inlined],
        `(${value})::${PLACE_SLIPS_PARAMETERS.placeholders[name as keyof typeof inlined].split('::')[1]}`,
      ),
    oneLine(PLACE_SLIPS.text),
  )};`;
  const same = pgbench(
    'same-statement',
    LIMITED
      ? `BEGIN;\nSELECT pg_advisory_xact_lock(hashtextextended('betting-limits:' || :uid, 0));\n${statement}\nCOMMIT;`
      : statement,
  );
  const minimal = pgbench(
    'minimal',
    `BEGIN;
UPDATE bench_accounts SET balance_paise = balance_paise - 10000 WHERE id = :uid AND balance_paise >= 10000;
INSERT INTO bench_bets (user_id, match_id, market_id, option_id, amount_paise, odds_hundredths, potential_payout_paise) VALUES (:uid, ${match.matchId}, ${match.winner.marketId}, ${match.winner.home}, 10000, 190, 19000) RETURNING id AS bet_id \\gset
INSERT INTO bench_ledger (user_id, type, debit_account, credit_account, amount_paise, bet_id, settlement_round, match_id) VALUES (:uid, 'BET_PLACED', 'PLAYER', 'STAKES_HELD', 10000, :bet_id, 0, ${match.matchId});
COMMIT;`,
  );
  // The same work for BATCH players' bets in one statement, on as many clients as keep the same number
  // of bets in flight as the other runs' 64 connections: each batch locks its players in id order (so
  // batches never deadlock), then debits them guarded, writes their bets and ledger rows.
  const batched = pgbench(
    'batched-minimal',
    `WITH picked AS MATERIALIZED (
  SELECT a.id FROM bench_accounts a
  WHERE a.id IN (SELECT p.id FROM generate_series(1, ${BATCH}) g(i) JOIN bench_players p ON p.n = 1 + (:n + g.i * 7919) % ${PLAYERS})
  ORDER BY a.id FOR NO KEY UPDATE
), debited AS (
  UPDATE bench_accounts a SET balance_paise = a.balance_paise - 10000 FROM picked p
  WHERE a.id = p.id AND a.balance_paise >= 10000 RETURNING a.id
), placed AS (
  INSERT INTO bench_bets (user_id, match_id, market_id, option_id, amount_paise, odds_hundredths, potential_payout_paise)
  SELECT id, ${match.matchId}, ${match.winner.marketId}, ${match.winner.home}, 10000, 190, 19000 FROM debited RETURNING id, user_id
)
INSERT INTO bench_ledger (user_id, type, debit_account, credit_account, amount_paise, bet_id, settlement_round, match_id)
SELECT user_id, 'BET_PLACED', 'PLAYER', 'STAKES_HELD', 10000, id, 0, ${match.matchId} FROM placed;`,
    Math.max(1, Math.round(CONNECTIONS / BATCH)),
  );

  const placed = Number((await pool.query<{ n: string }>('select count(*) as n from bets')).rows[0]!.n);
  const httpTps = http.requests.average;
  console.log(
    `bench:bets, ${SECONDS} s runs, ${CONNECTIONS} connections, ${PLAYERS} players, one ₹100 bet per slip` +
      `${LAYS ? ' (every other one a lay at 2.11)' : ''}, ` +
      `${LIMITED ? 'each player under a daily stake limit' : 'no betting limits'} (load average ${load} at start)`,
  );
  const batching = betBatchingOf(loadConfig({ ...process.env, ...appEnv }));
  console.log(
    `  placement batches: up to ${batching.maxWrites} slips, ${batching.waitMs} ms wait, ${batching.lanes} in flight`,
  );
  const share = (seconds: number) => `${((100 * seconds) / (cpu.app + cpu.postgres + cpu.self)).toFixed(0)}%`;
  console.log(
    `  instances: ${INSTANCES}${INSTANCES > 1 ? ' behind HAProxy' : ''}; CPU split: app ${share(cpu.app)}, ` +
      `PostgreSQL ${share(cpu.postgres)}, load generator ${share(cpu.self)}`,
  );
  console.log(
    `  HTTP POST /api/bets (autocannon, app in its own process): ${httpTps.toFixed(0)} req/s, p50 ${http.latency.p50} ms, ` +
      `p99 ${http.latency.p99} ms, ${http['2xx']} 2xx / ${http.non2xx} other / ${http.errors} errors`,
  );
  const perRequest = (seconds: number) => ((seconds * 1000) / (http['2xx'] + http.non2xx)).toFixed(2);
  console.log(
    `  CPU per request: app ${perRequest(cpu.app)} ms, PostgreSQL ${perRequest(cpu.postgres)} ms, ` +
      `load generator ${perRequest(cpu.self)} ms (of ${(cpu.wall * 2).toFixed(0)} core-seconds)`,
  );
  console.log(`  pgbench, the app's placement statement:       ${same.line}`);
  console.log(`  pgbench, minimal money transaction (limit):    ${minimal.line}`);
  console.log(
    `  pgbench, batched minimal, ${BATCH} bets a statement on ${Math.max(1, Math.round(CONNECTIONS / BATCH))} clients: ` +
      `${batched.line}; ${(batched.tps * BATCH).toFixed(0)} bets/s`,
  );
  console.log(`  ratio HTTP / same statement:  ${(httpTps / same.tps).toFixed(2)}`);
  console.log(`  ratio HTTP / minimal (limit): ${(httpTps / minimal.tps).toFixed(2)}`);
  console.log(`  ratio HTTP / batched minimal (bets/s): ${(httpTps / (batched.tps * BATCH)).toFixed(2)}`);
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const q = (values: number[], p: number) => percentile(sorted(values), p).toFixed(0);
  console.log(
    `  live events under that load: ${probed.sent} probe bets, ${probed.received} balance events on instance 2; ` +
      `from commit to arrival p50 ${q(delays, 50)} ms, p99 ${q(delays, 99)} ms, max ${q(delays, 100)} ms`,
  );
  console.log(`  bets in the database after all runs: ${placed}`);
} catch (error) {
  console.error(String(error).slice(0, 2000));
  process.exitCode = 1;
} finally {
  await second?.stop();
  balancer?.kill('SIGTERM');
  rmSync(balancerDir, { recursive: true, force: true });
  for (const server of more) await server.stop();
  await pool.end();
  await first.stop();
}

/** Runs one pgbench script on the bench database (64 clients unless given), each transaction as a random player. */
function pgbench(name: string, body: string, connections = CONNECTIONS) {
  return runPgbench({
    name,
    databaseUrl: first.databaseUrl,
    connections,
    seconds: SECONDS,
    script:
      `\\set n random(1, ${PLAYERS})\n\\set k random(1, 9000000000000000000)\n` +
      `SELECT id AS uid FROM bench_players WHERE n = :n \\gset\n${body}\n`,
  });
}

/**
 * Places a bet every 50 ms for the probe player through the placement service (its statement commits,
 * then it announces the events) and reads the player's stream on `streamUrl`: each balance event's
 * arrival minus the moment its statement had committed.
 */
async function startProbe(
  streamUrl: string,
  player: { id: string; cookie: string },
  slip: () => PlaceBets,
  delays: number[],
) {
  const controller = new AbortController();
  const stream = await fetch(`${streamUrl}/api/stream`, {
    headers: { cookie: player.cookie },
    signal: controller.signal,
  });
  const reader = stream.body!.getReader();
  // By the balance version each bet leaves: the probe player bets only here, one bet at a time, from
  // version 1 (the sign-up credit), so the k-th bet leaves version 1 + k.
  const committed = new Map<number, number>();
  const arrived = new Map<number, number>();
  let sent = 0;
  let buffer = '';
  const reading = (async () => {
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!frame.includes('event: balance')) continue;
        const data = JSON.parse(/data: (.*)/.exec(frame)![1]!) as { version: number };
        arrived.set(data.version, performance.now());
      }
    }
  })();
  let stopped = false;
  let version = 1;
  const betting = (async () => {
    while (!stopped) {
      const placed = await placeBets(probeDb, { userId: player.id }, slip(), new Date());
      // placeBets returns right after the commit: the announcement is under way.
      committed.set(version + 1, performance.now());
      if (!placed || placed.replayed) throw new Error('probe bet not placed');
      version++;
      sent++;
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await betting;
      await new Promise((r) => setTimeout(r, 1000));
      controller.abort();
      await reading;
      for (const [v, at] of committed) {
        const got = arrived.get(v);
        if (got !== undefined) delays.push(Math.max(0, got - at));
      }
      return { sent, received: delays.length };
    },
  };
}
