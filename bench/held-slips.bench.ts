// In-play bets waiting out their delay (issue 41, ADR 0044): 10,000 POST /api/bets at once on one app
// instance (its own process, compiled as `npm start` runs it, on a fresh database), each a ₹100 slip on
// one live match's open Match Winner market, from many players over HTTP, one socket per request.
// Each slip is held (its stake in BET_HOLD) and its request waits until its delay has passed and a feed
// sync that started after it has finished. Nothing syncs on its own (JOBS_ENABLED=false): this bench
// runs the live sync (fetch-live-matches, the ticker's function) through the admin route, in the app,
// once every slip's delay has passed (or, if placing them took long, 5 s before the first would be
// refused FEED_STALE, 30 s after its delay), and all 10,000 are resolved in one burst.
// Per round: the idle app (no bets) for the baseline, the placement, the wait (all slips held, no
// sync yet) and the burst (from the sync's start to the last answer). The app's event-loop delay in
// each phase is read inside the app by bench/app-loop-delay.mjs (node --import; SIGUSR2 ends a
// phase), and PostgreSQL's pg_stat_activity for the app's database is sampled every 100 ms: while the
// bets wait, no backend may be active or idle in a transaction for them. Rounds run on the one app
// (players signed up once); figures are medians of the rounds. Target: the event loop's p99 while
// 10,000 bets wait under 50 ms (printed, not asserted).
// Run: npm run bench:held-slips [-- --runs 3] [-- --bets 10000] [-- --players 500] [-- --delay 30]
//      [-- --idle-seconds 10]. DB_POOL_MAX passes through; BENCH_SERVER_NODE_ARGS adds node flags.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import pino from 'pino';
import { createDatabase } from '../src/server/db/client';
import { createPool } from '../src/server/db/create-pool';
import { createMatch } from '../src/server/features/bets/test-fixtures';
import { FEED_STALE_AFTER_SECONDS } from '../src/server/features/matches/sync/wait-for-feed';
import { median, startBenchServer } from './matches-server';
import { homeWinSlip, numberOption, playerBenchEnv, signUpPlayer } from './support';

const RUNS = numberOption('--runs', 3);
const BETS = numberOption('--bets', 10_000);
const PLAYERS = numberOption('--players', 500);
/** The Match Winner delay in seconds (at most 30, the config's limit): long enough to place them all. */
const DELAY_SECONDS = numberOption('--delay', 30);
const IDLE_SECONDS = numberOption('--idle-seconds', 10);
const TARGET_P99_MS = 50;
/** The sync starts at least this long before the first slips would be refused FEED_STALE (a sync takes 1 to 2 s). */
const SYNC_MARGIN_SECONDS = 5;
const ORIGIN = 'http://127.0.0.1';
/** The bench's own connections, left out of the app's pg_stat_activity. */
const BENCH_APP_NAME = 'held-slips-bench';
const ADMIN = { email: 'admin@iplbetting.app', password: 'admin1234' }; // seeded with the demo data

interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
  samples: number;
}
interface Activity {
  samples: number;
  maxActive: number;
  meanActive: number;
  maxIdleInTransaction: number;
  maxConnections: number;
  longestTransactionMs: number;
}
interface Answer {
  status: number;
  outcome: string;
  at: number;
}
interface Round {
  idle: LoopDelay;
  idleActivity: Activity;
  placing: LoopDelay;
  placingSeconds: number;
  held: number;
  /** Of them, still inside their delay when all were held. */
  inDelay: number;
  answeredBeforeSync: number;
  waiting: LoopDelay;
  waitingSeconds: number;
  waitingActivity: Activity;
  rssMiB: number;
  syncMs: number;
  /** How long before the last slip's delay ended the sync started (0: after it). */
  syncEarlyBy: number;
  burst: LoopDelay;
  burstActivity: Activity;
  burstMs: number;
  outcomes: Map<string, number>;
  leftHeld: number;
}

/**
 * Connections being opened at most at once: more overflow the app's listen backlog (511), and the
 * kernel drops their SYNs and retries them seconds later (ListenOverflows in nstat), or resets them.
 */
const CONNECTING_AT_ONCE = 128;
let connecting = 0;
const waitingToConnect: (() => void)[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();
const loopDelayDir = mkdtempSync(join(tmpdir(), 'bench-held-slips-'));
const loopDelayFile = join(loopDelayDir, 'loop-delay.jsonl');
const envNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
const server = await startBenchServer({
  env: {
    ...playerBenchEnv(ORIGIN),
    BET_DELAY_MATCH_WINNER_SECONDS: String(DELAY_SECONDS),
    BENCH_LOOP_DELAY_FILE: loopDelayFile,
    ...(process.env.DB_POOL_MAX ? { DB_POOL_MAX: process.env.DB_POOL_MAX } : {}),
  },
  nodeArgs: [...envNodeArgs, '--import', pathToFileURL(join(import.meta.dirname, 'app-loop-delay.mjs')).href],
});
const benchUrl = new URL(server.databaseUrl);
benchUrl.searchParams.set('application_name', BENCH_APP_NAME);
const pool = createPool(benchUrl.toString(), 2, pino({ level: 'warn' }));
pool.on('error', () => {}); // the database is dropped at the end with its connections
const db = createDatabase(pool);
const database = benchUrl.pathname.slice(1);
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

try {
  const how = machine();
  const players = await signUpPlayers();
  const admin = await signIn(ADMIN.email, ADMIN.password);
  const match = await createMatch(db, { status: 'LIVE' });
  const body = () => homeWinSlip(match);
  // The sign-ups' password hashing and the start-up settle before the first baseline.
  await sleep(5_000);
  console.log(
    `bench:held-slips, ${BETS} in-play bets at once on one instance, ${PLAYERS} players, one ₹100 slip each ` +
      `on a live match's Match Winner (delay ${DELAY_SECONDS} s), rounds: ${RUNS}; ${how}`,
  );
  const rounds: Round[] = [];
  for (let round = 1; round <= RUNS; round++) {
    const result = await runRound(players, admin, body);
    rounds.push(result);
    printRound(round, result);
  }
  printMedians(rounds);
  console.log(
    `  load average at the end ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} catch (error) {
  console.error(String(error).slice(0, 2000));
  process.exitCode = 1;
} finally {
  agent.destroy();
  await pool.end();
  await server.stop();
  rmSync(loopDelayDir, { recursive: true, force: true });
}

/** How the figures were taken: commit, CPUs, load average, Node and PostgreSQL versions. */
function machine() {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  const dirty = git('status', '--porcelain', '--untracked-files=no') ? ' (uncommitted changes)' : '';
  return (
    `commit ${git('rev-parse', '--short', 'HEAD')}${dirty}, ${cpus().length} CPUs (${cpus()[0]?.model.trim()}), ` +
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} at start, Node ${process.version}`
  );
}

async function signUpPlayers() {
  const players: { cookie: string }[] = [];
  // A few at a time: each sign-up hashes a password.
  for (let i = 0; i < PLAYERS; i += 8) {
    const batch = Array.from({ length: Math.min(8, PLAYERS - i) }, (_, j) =>
      signUpPlayer(server.url, ORIGIN, i + j),
    );
    players.push(...(await Promise.all(batch)));
  }
  return players;
}

async function signIn(email: string, password: string) {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`admin sign-in ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** One POST on its own socket: its status, its outcome (PLACED or the error's code and reason), when it answered. */
async function post(path: string, cookie: string, payload: string): Promise<Answer> {
  if (connecting >= CONNECTING_AT_ONCE) await new Promise<void>((go) => waitingToConnect.push(go));
  connecting++;
  let connected = false;
  const onConnected = () => {
    if (connected) return;
    connected = true;
    connecting--;
    waitingToConnect.shift()?.();
  };
  return new Promise((resolve) => {
    const request = http.request(
      `${server.url}${path}`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, outcome: outcomeOf(text), at: now() }),
        );
        response.on('error', (error) => resolve({ status: 0, outcome: error.message, at: now() }));
      },
    );
    request.on('socket', (socket) => socket.once('connect', onConnected));
    request.on('error', (error) => {
      onConnected();
      resolve({ status: 0, outcome: `socket: ${error.message}`, at: now() });
    });
    request.end(payload);
  });
}

function outcomeOf(text: string) {
  try {
    const json = JSON.parse(text) as {
      bets?: unknown[];
      error?: { code: string; details?: { reason?: string } };
    };
    if (json.bets) return 'PLACED';
    return [json.error?.code, json.error?.details?.reason].filter(Boolean).join(' ') || 'UNKNOWN';
  } catch {
    return 'NOT JSON';
  }
}

/** Ends the app's current loop-delay phase and answers its histogram (bench/app-loop-delay.mjs). */
async function endPhase(): Promise<LoopDelay> {
  const lines = () =>
    existsSync(loopDelayFile) ? readFileSync(loopDelayFile, 'utf8').trim().split('\n') : [];
  const before = lines().length;
  process.kill(server.pid, 'SIGUSR2');
  for (;;) {
    const after = lines();
    if (after.length > before && after[after.length - 1])
      return JSON.parse(after[after.length - 1]!) as LoopDelay;
    await sleep(5);
  }
}

/** Samples the app's backends in pg_stat_activity every 100 ms until the returned function is called. */
function sampleActivity() {
  const samples: { active: number; inTransaction: number; connections: number; longestMs: number }[] = [];
  let stopped = false;
  const sampling = (async () => {
    const client = new pg.Client(benchUrl.toString());
    await client.connect();
    while (!stopped) {
      const { rows } = await client.query<{
        active: number;
        in_transaction: number;
        connections: number;
        longest_ms: number;
      }>(
        `select count(*) filter (where state = 'active')::int as active,
                count(*) filter (where state like 'idle in transaction%')::int as in_transaction,
                count(*)::int as connections,
                coalesce(max(extract(epoch from now() - xact_start) * 1000)
                           filter (where state <> 'idle'), 0)::float8 as longest_ms
         from pg_stat_activity
         where datname = $1 and backend_type = 'client backend' and application_name <> $2`,
        [database, BENCH_APP_NAME],
      );
      const row = rows[0]!;
      samples.push({
        active: row.active,
        inTransaction: row.in_transaction,
        connections: row.connections,
        longestMs: row.longest_ms,
      });
      await sleep(100);
    }
    await client.end();
  })();
  return async (): Promise<Activity> => {
    stopped = true;
    await sampling;
    const max = (pick: (s: (typeof samples)[number]) => number) => Math.max(0, ...samples.map(pick));
    return {
      samples: samples.length,
      maxActive: max((s) => s.active),
      meanActive: samples.reduce((sum, s) => sum + s.active, 0) / Math.max(1, samples.length),
      maxIdleInTransaction: max((s) => s.inTransaction),
      maxConnections: max((s) => s.connections),
      longestTransactionMs: max((s) => s.longestMs),
    };
  };
}

async function heldSlips() {
  const { rows } = await pool.query<{ n: number; in_delay: number; first: Date | null; last: Date | null }>(
    `select count(*)::int as n, count(*) filter (where held_until > now())::int as in_delay,
            min(held_until) as first, max(held_until) as last from bet_slips
     where held_until is not null and resolved_at is null`,
  );
  return rows[0]!;
}

/** The idle baseline, then BETS slips placed at once, their wait, and the sync that resolves them. */
async function runRound(players: { cookie: string }[], admin: string, body: () => string): Promise<Round> {
  await endPhase();
  const stopIdleActivity = sampleActivity();
  await sleep(IDLE_SECONDS * 1000);
  const idleActivity = await stopIdleActivity();
  const idle = await endPhase();

  // Placement: every request sent at once, as fast as the app accepts their connections.
  const placingStarted = now();
  let answered = 0;
  const answers: Promise<Answer>[] = [];
  for (let i = 0; i < BETS; i++)
    answers.push(post('/api/bets', players[i % players.length]!.cookie, body()).finally(() => answered++));
  let held = await heldSlips();
  while (held.n + answered < BETS) {
    await sleep(100);
    held = await heldSlips();
  }
  const placingSeconds = (now() - placingStarted) / 1000;
  const placing = await endPhase();

  // The wait: every slip held, no sync yet, until the last slip's delay has passed; or, when placing
  // took so long that the first slips would be refused FEED_STALE before then, until SYNC_MARGIN_SECONDS
  // before that (a sync that started after every bet serves them all: the later slips are resolved
  // as their delays end, behind the burst).
  const waitingStarted = now();
  const stopWaitingActivity = sampleActivity();
  const syncAt = Math.min(
    (held.last?.getTime() ?? 0) + 200,
    (held.first?.getTime() ?? 0) + (FEED_STALE_AFTER_SECONDS - SYNC_MARGIN_SECONDS) * 1000,
  );
  await sleep(Math.max(0, syncAt - Date.now()));
  const syncEarlyBy = Math.max(0, (held.last?.getTime() ?? 0) - Date.now());
  const rssMiB = server.rssMiB();
  const waitingActivity = await stopWaitingActivity();
  const waiting = await endPhase();
  const waitingSeconds = (now() - waitingStarted) / 1000;
  const answeredBeforeSync = answered;

  // The burst: one live sync, then every waiting slip resolved.
  const stopBurstActivity = sampleActivity();
  const syncStarted = now();
  const sync = await post('/api/admin/functions/fetch-live-matches', admin, '{}');
  if (sync.status !== 200) throw new Error(`fetch-live-matches answered ${sync.status} ${sync.outcome}`);
  const all = await Promise.all(answers);
  const burst = await endPhase();
  const burstActivity = await stopBurstActivity();
  const outcomes = new Map<string, number>();
  for (const answer of all) outcomes.set(answer.outcome, (outcomes.get(answer.outcome) ?? 0) + 1);
  return {
    idle,
    idleActivity,
    placing,
    placingSeconds,
    held: held.n,
    inDelay: held.in_delay,
    answeredBeforeSync,
    waiting,
    waitingSeconds,
    waitingActivity,
    rssMiB,
    syncMs: sync.at - syncStarted,
    syncEarlyBy,
    burst,
    burstActivity,
    burstMs: Math.max(...all.map((a) => a.at)) - sync.at,
    outcomes,
    leftHeld: (await heldSlips()).n,
  };
}

function delayLine(d: LoopDelay) {
  return `p50 ${d.p50.toFixed(1)} ms, p99 ${d.p99.toFixed(1)} ms, max ${d.max.toFixed(1)} ms`;
}

function activityLine(a: Activity) {
  return (
    `active max ${a.maxActive} (mean ${a.meanActive.toFixed(2)}), idle in transaction max ${a.maxIdleInTransaction}, ` +
    `longest open transaction ${a.longestTransactionMs.toFixed(0)} ms, app connections max ${a.maxConnections} ` +
    `(${a.samples} samples)`
  );
}

function printRound(n: number, r: Round) {
  const outcomes = [...r.outcomes].map(([outcome, count]) => `${count} ${outcome}`).join(', ');
  console.log(`round ${n} (load average ${loadavg()[0]!.toFixed(1)} at its end):`);
  console.log(`  idle app, ${IDLE_SECONDS} s, event loop: ${delayLine(r.idle)}`);
  console.log(`    pg_stat_activity: ${activityLine(r.idleActivity)}`);
  console.log(
    `  placing ${BETS} at once: all held in ${r.placingSeconds.toFixed(1)} s (${r.held} held, ${r.inDelay} of them inside their delay, ` +
      `${r.answeredBeforeSync} answered before the sync), event loop: ${delayLine(r.placing)}`,
  );
  console.log(
    `  waiting, ${r.held} held, ${r.waitingSeconds.toFixed(1)} s, event loop: ${delayLine(r.waiting)}; app RSS ${r.rssMiB} MiB`,
  );
  console.log(`    pg_stat_activity: ${activityLine(r.waitingActivity)}`);
  console.log(
    `  burst: sync ${r.syncMs.toFixed(0)} ms${r.syncEarlyBy > 0 ? `, started ${(r.syncEarlyBy / 1000).toFixed(1)} s before the last delay ended` : ''}, last answer ${r.burstMs.toFixed(0)} ms after the sync ended, ` +
      `event loop: ${delayLine(r.burst)}`,
  );
  console.log(`    pg_stat_activity: ${activityLine(r.burstActivity)}`);
  console.log(`  answers: ${outcomes}; slips still held afterwards: ${r.leftHeld}`);
}

function printMedians(rounds: Round[]) {
  const m = (pick: (r: Round) => number) => median(rounds.map(pick));
  const loop = (pick: (r: Round) => LoopDelay) =>
    `p50 ${m((r) => pick(r).p50).toFixed(1)} ms, p99 ${m((r) => pick(r).p99).toFixed(1)} ms, ` +
    `max ${m((r) => pick(r).max).toFixed(1)} ms`;
  const placed = m((r) => r.outcomes.get('PLACED') ?? 0);
  console.log(`medians of ${rounds.length} rounds:`);
  console.log(`  event loop, idle app (baseline): ${loop((r) => r.idle)}`);
  console.log(`  event loop, ${BETS} bets waiting:  ${loop((r) => r.waiting)}`);
  console.log(`  event loop, placing:               ${loop((r) => r.placing)}`);
  console.log(`  event loop, burst:                 ${loop((r) => r.burst)}`);
  console.log(
    `  while waiting: active backends max ${m((r) => r.waitingActivity.maxActive)}, ` +
      `idle in transaction max ${m((r) => r.waitingActivity.maxIdleInTransaction)}, ` +
      `longest open transaction ${m((r) => r.waitingActivity.longestTransactionMs).toFixed(0)} ms`,
  );
  console.log(
    `  placing ${m((r) => r.placingSeconds).toFixed(1)} s; burst ${m((r) => r.burstMs).toFixed(0)} ms after a ` +
      `${m((r) => r.syncMs).toFixed(0)} ms sync; placed ${placed}, not placed ${BETS - placed} (of ${BETS})`,
  );
  const waitingP99 = Math.max(...rounds.map((r) => r.waiting.p99));
  console.log(
    `${waitingP99 < TARGET_P99_MS ? 'PASS' : 'FAIL'}: event loop p99 while ${BETS} bets wait ` +
      `${waitingP99.toFixed(1)} ms at worst over ${rounds.length} rounds (target under ${TARGET_P99_MS} ms)`,
  );
}
