// Placement throughput: authenticated POST /api/bets over HTTP (autocannon, 64 connections, many
// players) beside pgbench running the same SQL transaction on the same database.
// Run: npm run bench:bets [-- --seconds 15]
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../src/server/config';
import { DEBIT_AND_PLACE, LOCK_SLIP } from '../src/server/features/bets/place-bets';
import { createMatch } from '../src/server/features/bets/test-fixtures';
import { createRuntime } from '../src/server/runtime';
import { percentile, scratchDatabase } from './support';

// autocannon ships no types: the little of its API used here.
interface BenchClient {
  setHeaders(headers: Record<string, string>): void;
  setBody(body: string): void;
  on(event: 'response', listener: () => void): void;
}
type Autocannon = (options: {
  url: string;
  method: string;
  connections: number;
  duration: number;
  setupClient: (client: BenchClient) => void;
}) => Promise<{
  requests: { average: number };
  latency: { p50: number; p99: number };
  '2xx': number;
  non2xx: number;
  errors: number;
}>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const CONNECTIONS = 64;
const PLAYERS = 256;
const args = process.argv.slice(2);
const SECONDS = Number(args[args.indexOf('--seconds') + 1]) || 15;

const db0 = await scratchDatabase('bench_bets');
try {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1',
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    SIGNUP_CREDIT_RUPEES: '10000000',
    SIGNUP_RATE_LIMIT_MAX: '1000000',
    SIGNIN_RATE_LIMIT_MAX: '1000000',
    JOBS_ENABLED: 'false',
    SYNC_ON_START: 'false',
    DATA_DIR: '/nonexistent-bench-dir',
  });
  const runtime = await createRuntime(config, db0.url, pino({ level: 'silent' }));
  const server = serve({ fetch: runtime.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;

  // Many players, each signed in through the real auth endpoints.
  const cookies: string[] = [];
  const ids: string[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const response = await fetch(`${origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: config.publicUrl },
      body: JSON.stringify({
        name: `P${i}`,
        email: `p${i}@bench.test`,
        password: 'secret123',
        phone: '9876543210',
      }),
    });
    if (response.status !== 200) throw new Error(`sign-up ${response.status}`);
    ids.push(((await response.json()) as { user: { id: string } }).user.id);
    cookies.push(
      response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    );
  }
  const match = await createMatch(runtime.deps.db, { status: 'LIVE' });
  const body = () =>
    JSON.stringify({
      idempotencyKey: randomUUID(),
      selections: [
        {
          matchId: match.matchId,
          marketId: match.winner.marketId,
          optionId: match.winner.home,
          amount: 100,
          odds: 1.9,
        },
      ],
    });

  let clientNo = 0;
  const http = await autocannon({
    url: `${origin}/api/bets`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    setupClient: (client) => {
      const cookie = cookies[clientNo++ % PLAYERS]!;
      client.setHeaders({ 'content-type': 'application/json', origin: config.publicUrl, cookie });
      client.setBody(body());
      client.on('response', () => client.setBody(body()));
    },
  });
  const placed = await runtime.deps.db.execute<{ n: string }>(sql`select count(*) as n from bets`);
  await new Promise((r) => server.close(r));
  await runtime.close();

  // pgbench: the same transaction as the app, statement for statement (place-bets.ts): BEGIN, the slip
  // insert + market lock, the guarded debit + bets + ledger rows + live events + NOTIFY + read-back, COMMIT.
  const dir = mkdtempSync(join(tmpdir(), 'bench-pgbench-'));
  const pgclient = new (await import('pg')).default.Client(db0.url);
  await pgclient.connect();
  await pgclient.query('create table bench_players (n int primary key, id text not null)');
  await pgclient.query('insert into bench_players select i, ($1::text[])[i] from generate_series(1, $2) i', [
    ids,
    PLAYERS,
  ]);
  await pgclient.end();
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  const lock = oneLine(LOCK_SLIP.text)
    .replace('$1', ':uid')
    .replace('$2', 'gen_random_uuid()')
    .replace('$3', '10000')
    .replaceAll('$4::int[]', `ARRAY[${match.winner.home}]`);
  const debit = oneLine(DEBIT_AND_PLACE.text)
    .replaceAll('$1', ':uid')
    .replace('$2', ':slip_id::uuid')
    .replaceAll('$3', '10000')
    .replace('$4::int[]', `ARRAY[${match.matchId}]`)
    .replace('$5::int[]', `ARRAY[${match.winner.marketId}]`)
    .replace('$6::int[]', `ARRAY[${match.winner.home}]`)
    .replace('$7::bigint[]', 'ARRAY[10000]::bigint[]')
    .replace('$8::int[]', 'ARRAY[190]')
    .replace('$9::bigint[]', 'ARRAY[19000]::bigint[]');
  const script = join(dir, 'place.sql');
  writeFileSync(
    script,
    `\\set n random(1, ${PLAYERS})
SELECT id AS uid FROM bench_players WHERE n = :n \\gset
BEGIN;
${lock} \\gset
${debit};
COMMIT;
`,
  );
  const url = new URL(db0.url);
  const output = execFileSync(
    'pgbench',
    [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(CONNECTIONS),
      '-j',
      '2',
      '-T',
      String(SECONDS),
      '-f',
      script,
      '-l',
      '--log-prefix',
      join(dir, 'log'),
      '-h',
      url.hostname,
      '-p',
      url.port || '5432',
      '-U',
      decodeURIComponent(url.username) || 'postgres',
      db0.name,
    ],
    { encoding: 'utf8', env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) } },
  );
  const latencies = readdirSync(dir)
    .filter((f) => f.startsWith('log'))
    .flatMap((f) => readFileSync(join(dir, f), 'utf8').trim().split('\n'))
    .map((line) => Number(line.split(' ')[2]) / 1000)
    .sort((a, b) => a - b);
  rmSync(dir, { recursive: true, force: true });
  const pgTps = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
  const check = new (await import('pg')).default.Client(db0.url);
  await check.connect();
  const pgPlaced = Number((await check.query<{ n: string }>('select count(*) as n from bets')).rows[0]!.n);
  await check.end();

  const httpTps = http.requests.average;
  console.log(
    `bench:bets on ${SECONDS}s runs, ${CONNECTIONS} connections, ${PLAYERS} players, one ₹100 bet per slip`,
  );
  console.log(
    `  HTTP POST /api/bets (autocannon): ${httpTps.toFixed(0)} req/s, p50 ${http.latency.p50} ms, p99 ${http.latency.p99} ms, ` +
      `${http['2xx']} 2xx / ${http.non2xx} other / ${http.errors} errors; bets in DB ${placed.rows[0]!.n}`,
  );
  console.log(
    `  pgbench same SQL transaction:     ${pgTps.toFixed(0)} tx/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms (${latencies.length} tx, ${pgPlaced - Number(placed.rows[0]!.n)} bets)`,
  );
  console.log(`  ratio HTTP / pgbench: ${(httpTps / pgTps).toFixed(2)}`);
} finally {
  await db0.drop();
}
