// Cash-out throughput: authenticated POST /api/me/bets/{id}/cash-out over HTTP against the real app in its
// own process (autocannon here, 64 connections, one player per connection), each request cashing out all
// of its own pending ₹100 bet under its own idempotency key at the offer (odds unchanged since placement).
// Beside it, pgbench on the same database runs the statements one cash-out sends, recorded from the
// service itself on a sample bet (every statement cashOut() sends, in order, with the bet, the player
// and the key as pgbench variables), on a set of bets of its own. The live events' NOTIFY is not among
// them: the announcer sends it after commit, for the events of many requests at once. Both sides are
// measured warm: a first HTTP run is not counted (the app's pool connections are new, its code not yet
// optimised), and pgbench runs at 8 clients and at 64, each counted after a warm-up of its fresh backends
// (runPgbench); the ratio is taken against the faster: the statements' limit on this machine.
// Each HTTP run also prints its CPU a request (the app, its database's backends) and what the rest of
// the machine used meanwhile: a run that answers less for the same CPU a request was given less.
// The bets are placed beforehand through the placement service on OPEN markets of upcoming matches.
// Run: npm run bench:cash-out [-- --seconds 3] [-- --runs 3] [-- --slips 40] [-- --show-script]
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import pino from 'pino';
import { createDatabase } from '../src/server/db/client';
import { createPool } from '../src/server/db/create-pool';
import { CASH_OUTS, cashOut } from '../src/server/features/bets/cash-out';
import { cashOutBenchEnv, cashOutClients, seedCashOutPlayers } from './cash-out-support';
import { startBenchServer } from './matches-server';
import { autocannon, cpuSeconds, numberOption, runPgbench } from './support';

const CONNECTIONS = 64;
const PLAYERS = CONNECTIONS;
/** pgbench's client counts; the ratio is against the fastest. */
const PGBENCH_CLIENTS = [8, CONNECTIONS];
/** pgbench's fresh backends load their caches and plans first; its transactions are counted after this. */
const PGBENCH_WARMUP_SECONDS = 2;
const args = process.argv.slice(2);
const SECONDS = numberOption('--seconds', 3);
const RUNS = numberOption('--runs', 3);
/** Slips per player for each side; a slip carries one ₹100 bet on each cash-out market of every match. */
const SLIPS = numberOption('--slips', 40);
const PORT = Number(process.env.BENCH_PORT) || 3980 + Math.floor(Math.random() * 15);

const server = await startBenchServer({ port: PORT, env: cashOutBenchEnv });
const pool = createPool(server.databaseUrl, 8, pino({ level: 'warn' }));
pool.on('error', () => {}); // the database is dropped at the end with its connections
try {
  // Two sets of slips per player: the HTTP side's, then pgbench's.
  const { players, pendingBets, seedSeconds, betsPerSlip } = await seedCashOutPlayers(server.url, pool, {
    players: PLAYERS,
    slips: 2 * SLIPS,
  });
  // The first half of each player's bets for HTTP, the second for pgbench (and one for the recording).
  const perSide = SLIPS * betsPerSlip;
  const httpPlayers = players.map((p) => ({ ...p, bets: p.bets.slice(0, perSide) }));
  // pgbench's bets taken player by player in turn, so its 64 clients cash out 64 players' bets at once,
  // as the HTTP side's 64 connections do.
  const pgbenchBets = Array.from({ length: perSide }, (_, i) =>
    players.map((p) => ({ ...p.bets[perSide + i]!, userId: p.id })),
  ).flat();
  const sample = pgbenchBets.pop()!;

  const script = await recordCashOut(sample);
  if (args.includes('--show-script')) console.log(script);
  const client = new pg.Client(server.databaseUrl);
  await client.connect();
  await client.query(
    'create table bench_cash_out_bets (n bigint primary key, bet_id uuid not null, uid text not null, odds int)',
  );
  await client.query('create sequence bench_cash_out_seq');
  await client.query(
    'insert into bench_cash_out_bets select n, bet_id, uid from unnest($1::uuid[], $2::text[]) with ordinality t(bet_id, uid, n)',
    [pgbenchBets.map((b) => b.id), pgbenchBets.map((b) => b.userId)],
  );
  // Each bet's option's odds now: what its cash-out reads and checks again (so that every pgbench
  // transaction cashes out its bet, as every HTTP request does, rather than finding the odds moved).
  await client.query(`update bench_cash_out_bets x set odds = o.odds_hundredths
                      from bets b join market_options o on o.id = b.option_id where b.id = x.bet_id`);
  await client.query('vacuum analyze');
  await client.end();

  // Let the sign-ups' password hashing and the seeding settle before measuring.
  await new Promise((r) => setTimeout(r, 3_000));
  const load = loadavg().map((l) => l.toFixed(1));
  const runs: (Awaited<ReturnType<typeof autocannon>> & {
    cpu: ReturnType<ReturnType<typeof cpuSeconds>['minus']>;
  })[] = [];
  const next = httpPlayers.map(() => 0);
  const database = new URL(server.databaseUrl).pathname.slice(1);
  // Run 0 warms the app up and is not counted.
  for (let run = 0; run <= RUNS; run++) {
    const cpuBefore = cpuSeconds([server.pid], database);
    const result = await autocannon({
      url: server.url,
      method: 'POST',
      connections: CONNECTIONS,
      duration: SECONDS,
      setupClient: cashOutClients(httpPlayers, next),
    });
    const cpu = cpuSeconds([server.pid], database).minus(cpuBefore);
    if (run > 0) runs.push({ ...result, cpu });
    // Statistics of a database with cash-outs, as autovacuum keeps them: planned while cash_outs was
    // empty, each connection's cached plan of the bet read scans all of cash_outs for the key's use, a
    // scan that grows with every cash-out until an analyze of it makes the connections plan again.
    if (run === 0) await pool.query('analyze');
  }
  const loadAfterHttp = loadavg()[0]!.toFixed(1);
  const pgbenchRuns = PGBENCH_CLIENTS.map((clients) => ({
    clients,
    ...runPgbench({
      name: 'cash-out',
      databaseUrl: server.databaseUrl,
      connections: clients,
      seconds: SECONDS,
      warmupSeconds: PGBENCH_WARMUP_SECONDS,
      script,
    }),
  }));
  const pgbench = pgbenchRuns.reduce((best, run) => (run.tps > best.tps ? run : best));
  const cashedOut = Number(
    (await pool.query<{ n: string }>("select count(*) as n from bets where status = 'CASHED_OUT'")).rows[0]!
      .n,
  );

  const byRate = [...runs].sort((a, b) => a.requests.average - b.requests.average);
  const median = byRate[Math.floor(byRate.length / 2)]!;
  console.log(
    `bench:cash-out, ${CONNECTIONS} connections, ${PLAYERS} players (one per connection), ${RUNS} HTTP runs of ${SECONDS} s after one not counted ` +
      `and pgbench runs of ${SECONDS} s after ${PGBENCH_WARMUP_SECONDS} s of warm-up at ${PGBENCH_CLIENTS.join(' and ')} clients; each request a full cash-out of its own ₹100 bet at the offer, own idempotency key`,
  );
  console.log(
    `  machine: load average ${load.join(' / ')} (1 / 5 / 15 min) before the HTTP runs, ${loadAfterHttp} after; ` +
      `seeded ${pendingBets} pending bets in ${seedSeconds.toFixed(1)} s through the placement service`,
  );
  for (const [i, r] of runs.entries()) {
    const perRequest = (seconds: number) => ((seconds * 1000) / (r['2xx'] + r.non2xx)).toFixed(2);
    const others = r.cpu.machine - r.cpu.app - r.cpu.postgres - r.cpu.self;
    console.log(
      `  HTTP run ${i + 1}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
        `${r['2xx']} 2xx / ${r.non2xx} other / ${r.errors} errors; CPU a request: app ${perRequest(r.cpu.app)} ms, ` +
        `PostgreSQL ${perRequest(r.cpu.postgres)} ms; the rest of the machine ${others.toFixed(1)} s ` +
        `(${r.cpu.stolen.toFixed(1)} s of it stolen) of ${(r.cpu.wall * cpus().length).toFixed(0)} core-seconds`,
    );
  }
  console.log(
    `  HTTP POST /api/me/bets/{id}/cash-out, median run: ${median.requests.average.toFixed(0)} req/s, ` +
      `p50 ${median.latency.p50} ms, p99 ${median.latency.p99} ms`,
  );
  for (const run of pgbenchRuns)
    console.log(`  pgbench, the statements of one cash-out, ${run.clients} clients: ${run.line}`);
  console.log(
    `  ratio HTTP / pgbench (${pgbench.clients} clients, the faster): ${(median.requests.average / pgbench.tps).toFixed(2)}`,
  );
  console.log(`  bets cashed out in the database after all runs: ${cashedOut}`);
  if (runs.some((r) => r.non2xx > 0 || r.errors > 0) || pgbenchRuns.some((r) => r.failed > 0))
    console.log('  some requests or transactions failed: the figures above count only what was answered');
} catch (error) {
  console.error(String(error).slice(0, 2000));
  process.exitCode = 1;
} finally {
  await pool.end();
  await server.stop();
}

/**
 * Cashes out the sample bet through the service while recording every statement its connections send,
 * and writes them as a pgbench script: each transaction takes the next bet of bench_cash_out_bets, a
 * fresh key, and runs the same statements with that bet, player, key and the cash-out's new id, and the
 * odds its cash-out checks (CASH_OUTS's parameter equal to the sample's odds, one cash-out's array). Every bet is a ₹100 back
 * whose odds have not moved since it was placed, so the amounts are the same for all.
 */
async function recordCashOut(bet: { id: string; userId: string; expected: number }) {
  const key = randomUUID();
  const sampleOdds = String(
    (
      await pool.query<{ odds: number }>(
        'select o.odds_hundredths as odds from bets b join market_options o on o.id = b.option_id where b.id = $1',
        [bet.id],
      )
    ).rows[0]!.odds,
  );
  const sent: { text: string; values: unknown[] }[] = [];
  const recordingPool = createPool(server.databaseUrl, 1, pino({ level: 'warn' }));
  const query = pg.Client.prototype.query;
  // Every client's query(text or config, values?, callback?), passed through unchanged.
  pg.Client.prototype.query = function (this: pg.Client, ...call: unknown[]) {
    const [config, values] = call;
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    const params = (Array.isArray(values) ? values : (config as { values?: unknown[] }).values) ?? [];
    sent.push({ text, values: params });
    return (query as (...a: unknown[]) => unknown).apply(this, call);
  } as typeof query;
  let outcome;
  try {
    outcome = await cashOut(createDatabase(recordingPool), {
      userId: bet.userId,
      betId: bet.id,
      idempotencyKey: key,
      fraction: 1,
      accept: { expectedPaise: BigInt(Math.round(bet.expected * 100)) },
    });
  } finally {
    pg.Client.prototype.query = query;
    await recordingPool.end();
  }
  if (typeof outcome !== 'object' || outcome.replayed) throw new Error('the sample cash-out did not pay');
  const statements = sent.flatMap(asStatements);
  // What varies from one cash-out to the next, as pgbench expressions; the rest (amounts, odds, the
  // markets and matches, the event payloads) is the same for every bet and stays as the sample sent it.
  const variables: [string, string][] = [
    [bet.id, ':bet_id'],
    [bet.userId, ':uid'],
    // A key the unique index can find (gen_random_uuid() is volatile).
    [key, "lpad(to_hex(:k::bigint), 32, '0')"],
  ];
  // pgbench reads ':name' anywhere in a statement as a variable, so a literal's colons are escaped.
  const literal = (text: string) =>
    `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll(':', '\\x3a')}'`;
  // A parameter as the statement's text: its text form (as node-postgres sends it) as a literal, with
  // the variables' values in it spliced in as their pgbench expressions.
  const expression = (value: unknown) => {
    if (value === null || value === undefined) return 'null';
    let parts: { text: string; variable?: boolean }[] = [{ text: textForm(value) }];
    for (const [raw, pgbenchExpression] of variables)
      parts = parts.flatMap((part) =>
        part.variable
          ? [part]
          : part.text
              .split(raw)
              .flatMap((piece, i) =>
                i === 0 ? [{ text: piece }] : [{ text: pgbenchExpression, variable: true }, { text: piece }],
              ),
      );
    const pieces = parts
      .filter((p) => p.variable || p.text !== '')
      .map((p) => (p.variable ? p.text : literal(p.text)));
    return `(${pieces.length === 0 ? "''" : pieces.join(' || ')})`;
  };
  const lines = statements.map(({ text, values }) => {
    const oneLine = text.replace(/\s+/g, ' ').trim();
    const isCashOut = text === CASH_OUTS.text;
    // The odds alone, or as a one-cash-out array (its text form, as execute-each.ts sends it).
    const isOdds = (v: unknown) => String(v) === sampleOdds || String(v) === `{"${sampleOdds}"}`;
    const oddsAt = isCashOut ? values.flatMap((v, i) => (isOdds(v) ? [i] : [])) : [];
    if (isCashOut && oddsAt.length !== 1)
      throw new Error(`the cash-out's odds: ${oddsAt.length} parameters equal the sample's ${sampleOdds}`);
    return `${oneLine.replace(/\$(\d+)/g, (_, n: string) =>
      oddsAt[0] !== Number(n) - 1
        ? expression(values[Number(n) - 1])
        : String(values[Number(n) - 1]) !== sampleOdds
          ? 'ARRAY[(:odds)]'
          : '(:odds)',
    )};`;
  });
  if (!statements.some(({ text }) => text === CASH_OUTS.text))
    throw new Error('the sample sent no CASH_OUTS');
  return (
    `\\set k random(1, 9000000000000000000)\n` +
    `SELECT bet_id, uid, odds FROM bench_cash_out_bets WHERE n = (SELECT nextval('bench_cash_out_seq')) \\gset\n` +
    `${lines.join('\n')}\n`
  );
}

/**
 * A recorded round trip as the statements it ran, each with its parameters: a driver query as it is; one
 * that execute-each.ts wrote (`begin; ...; execute "<name>-batched"(literals); commit`) as its statements,
 * the execution as the prepared statement's text (CASH_OUTS) with the literals read back as parameters;
 * its `prepare` (once a connection) as nothing.
 */
function asStatements(call: { text: string; values: unknown[] }): { text: string; values: unknown[] }[] {
  if (/^prepare /i.test(call.text)) return [];
  const execution = `execute ${pg.escapeIdentifier(`${CASH_OUTS.name}-batched`)}(`;
  const at = call.text.indexOf(execution);
  if (at < 0) return [call];
  const { values, end } = literalsFrom(call.text, at + execution.length);
  const around = (part: string) =>
    part
      .split(';')
      .map((text) => text.trim())
      .filter((text) => text !== '')
      .map((text) => ({ text, values: [] }));
  return [
    ...around(call.text.slice(0, at)),
    { text: CASH_OUTS.text, values },
    ...around(call.text.slice(end)),
  ];
}

/** The literals execute-each.ts's literal() wrote from `at` up to their closing parenthesis, as text. */
function literalsFrom(text: string, at: number): { values: (string | null)[]; end: number } {
  const one = /\s*(?:(null)|(E?)'((?:[^']|'')*)')\s*([,)])/y;
  const values: (string | null)[] = [];
  for (one.lastIndex = at; ;) {
    const m = one.exec(text);
    if (!m)
      throw new Error(`not a literal at ${one.lastIndex}: ${text.slice(one.lastIndex, one.lastIndex + 40)}`);
    const quoted = m[3]?.replaceAll("''", "'");
    values.push(m[1] ? null : m[2] ? quoted!.replaceAll('\\\\', '\\') : quoted!);
    if (m[4] === ')') return { values, end: one.lastIndex };
  }
}

/** A parameter's text form as node-postgres sends it: arrays as array literals, dates in ISO form. */
function textForm(value: unknown): string {
  if (Array.isArray(value))
    return `{${value
      .map((v) => (v === null ? 'NULL' : `"${textForm(v).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`))
      .join(',')}}`;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}
