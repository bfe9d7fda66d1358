// Shared by the benchmarks: a throwaway database on the machine's PostgreSQL (or BENCH_PG_URL),
// players signed up over HTTP, autocannon's API as the benches use it, pgbench runs of a script on a bench database,
// and the CPU time of the app, PostgreSQL and the bench process from /proc.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { LAY_ODDS_HUNDREDTHS } from '../src/server/features/bets/test-fixtures';

const BASE_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The number after `name` on the command line (`-- --runs 5`), or `fallback` when it is not given. */
export function numberOption(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? Number(process.argv[at + 1]) : NaN;
  return Number.isFinite(value) ? value : fallback;
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Creates a fresh database, named `<prefix>_<pid>` (BENCH_DB_PREFIX replaces the prefix, for a machine
 * where each user keeps to its own database names), and returns its URL and a function that drops it.
 */
export async function scratchDatabase(prefix: string) {
  const name = `${process.env.BENCH_DB_PREFIX ?? prefix}_${process.pid}`;
  const admin = new pg.Client(BASE_URL);
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    name,
    url: withDatabase(BASE_URL, name),
    drop: async () => {
      const client = new pg.Client(BASE_URL);
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * The app's settings for the request benches: players sign up and in without rate limits, with money
 * enough for every bet, and nothing syncs or runs on a timer while we measure.
 */
export const playerBenchEnv = (publicUrl: string) => ({
  PUBLIC_URL: publicUrl,
  SIGNUP_CREDIT_RUPEES: '10000000',
  SIGNUP_RATE_LIMIT_MAX: '1000000',
  SIGNIN_RATE_LIMIT_MAX: '1000000',
  SIGNIN_ACCOUNT_LIMIT_MAX: '1000000',
  SYNC_ON_START: 'false',
  JOBS_ENABLED: 'false',
});

/** A player signed up through the real auth endpoint on `baseUrl`: their id and session cookie. */
export async function signUpPlayer(baseUrl: string, origin: string, i: number | string) {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      name: `P${i}`,
      email: `p${i}@bench.test`,
      password: 'secret123',
      phone: '9876543210',
    }),
  });
  if (response.status !== 200) throw new Error(`sign-up ${response.status}`);
  const id = ((await response.json()) as { user: { id: string } }).user.id;
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id, cookie };
}

// autocannon ships no types: the little of its API the request benches use.
export interface BenchClient {
  setHeaders(headers: Record<string, string>): void;
  setBody(body: string): void;
  setRequests(
    requests: { method: string; path: string; headers: Record<string, string>; body: string }[],
  ): void;
  on(event: 'response', listener: () => void): void;
}
export type Autocannon = (options: {
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
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/**
 * Runs a pgbench script (`script`, the file's text) on `databaseUrl` with `connections` clients for
 * `seconds`, prepared statements, and reads its tps and the p50 / p99 of its per-transaction log. With
 * `warmupSeconds`, it runs that much longer first and counts only the transactions that ended after it:
 * a fresh backend's first transactions load its catalog caches and plan every statement (at 64 clients
 * of a many-table script, the whole first seconds), which an app's pooled connections did long before.
 */
export function runPgbench(options: {
  name: string;
  databaseUrl: string;
  script: string;
  connections: number;
  seconds: number;
  warmupSeconds?: number;
}) {
  const warmup = options.warmupSeconds ?? 0;
  const dir = mkdtempSync(join(tmpdir(), `bench-pgbench-${options.name}-`));
  const script = join(dir, 'script.sql');
  writeFileSync(script, options.script);
  const url = new URL(options.databaseUrl);
  const output = execFileSync(
    'pgbench',
    [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(options.connections),
      '-j',
      '2',
      '-T',
      String(options.seconds + warmup),
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
      url.pathname.slice(1),
    ],
    { encoding: 'utf8', env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) } },
  );
  // Each line: client, transaction, its latency (µs), script, and when it ended (s, µs since the epoch).
  const transactions = readdirSync(dir)
    .filter((f) => f.startsWith('log'))
    .flatMap((f) => readFileSync(join(dir, f), 'utf8').trim().split('\n'))
    .map((line) => line.split(' ').map(Number))
    .map(([, , latency, , seconds, micros]) => ({ ms: latency! / 1000, ended: seconds! + micros! / 1e6 }));
  rmSync(dir, { recursive: true, force: true });
  const started = Math.min(...transactions.map((t) => t.ended - t.ms / 1000));
  const measured = transactions.filter((t) => t.ended >= started + warmup);
  const latencies = measured.map((t) => t.ms).sort((a, b) => a - b);
  const tps = warmup > 0 ? measured.length / options.seconds : Number(/tps = ([\d.]+)/.exec(output)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(output)?.[1] ?? 0);
  return {
    tps,
    transactions: latencies.length,
    failed,
    line: `${tps.toFixed(0)} tx/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms (${latencies.length} tx, ${failed} failed)`,
  };
}

/** Clock ticks a second of /proc's CPU times (USER_HZ on Linux). */
const TICKS = 100;

/** The machine's CPU seconds so far, from /proc/stat: busy (every state but idle and iowait), and stolen. */
function machineSeconds() {
  const [user, nice, system, _idle, _iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return { busy: (user! + nice! + system! + irq! + softirq! + steal!) / TICKS, steal: steal! / TICKS };
}

/** /proc/<pid>/stat's fields after the command's name: [11] and [12] are utime and stime (fields 14, 15). */
const procStat = (pid: string | number) =>
  readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');

/**
 * CPU seconds used so far by the app process, PostgreSQL, and this process. PostgreSQL is every process
 * named postgres, or with `database` only the processes whose title names it (its backends and its
 * autovacuum workers: a bench on a server that others use too). PostgreSQL's figure is a sum over
 * processes: `minus` counts each for what it used since `before`, so a process that ended meanwhile
 * (a pool closing an idle connection) counts for nothing rather than taking its time off the sum.
 * `machine` is the whole machine's busy time (`stolen`, the hypervisor's share of it, included): less
 * the app's, PostgreSQL's and this process's, what other load used meanwhile.
 */
export function cpuSeconds(appPids: number[], database?: string) {
  const of = (pid: string | number, only: 'user and kernel' | 'kernel' = 'user and kernel') => {
    try {
      const fields = procStat(pid);
      return ((only === 'kernel' ? 0 : Number(fields[11])) + Number(fields[12])) / TICKS;
    } catch {
      return 0; // gone meanwhile
    }
  };
  const isPostgres = (pid: string) => {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return false;
      return (
        database === undefined ||
        readFileSync(`/proc/${pid}/cmdline`, 'utf8')
          .split(/[\s\0]/)
          .includes(database)
      );
    } catch {
      return false;
    }
  };
  const postgresByPid = new Map(
    readdirSync('/proc')
      .filter((pid) => /^\d+$/.test(pid))
      .filter(isPostgres)
      .map((pid) => [pid, of(pid)]),
  );
  const machine = machineSeconds();
  const sample = {
    app: appPids.reduce((sum, pid) => sum + of(pid), 0),
    /** The part of `app` spent in the kernel (system calls: the sockets' reads and writes). */
    appKernel: appPids.reduce((sum, pid) => sum + of(pid, 'kernel'), 0),
    postgres: [...postgresByPid.values()].reduce((a, b) => a + b, 0),
    self: of(process.pid),
    machine: machine.busy,
    stolen: machine.steal,
    wall: performance.now() / 1000,
  };
  return {
    ...sample,
    minus: (before: typeof sample & { postgresByPid: Map<string, number> }) => ({
      app: sample.app - before.app,
      appKernel: sample.appKernel - before.appKernel,
      postgres: [...postgresByPid].reduce(
        (sum, [pid, seconds]) => sum + seconds - (before.postgresByPid.get(pid) ?? 0),
        0,
      ),
      self: sample.self - before.self,
      machine: sample.machine - before.machine,
      stolen: sample.stolen - before.stolen,
      wall: sample.wall - before.wall,
    }),
    postgresByPid,
  };
}

/**
 * A new ₹100 slip (its own idempotency key) on `match`'s home team to win at 1.90, as a request body; with
 * `lay`, laying it at the fixture's 2.11 (createMatch with lay).
 */
export function homeWinSlip(
  match: { matchId: number; winner: { marketId: number; home: number } },
  lay = false,
): string {
  return JSON.stringify({
    idempotencyKey: randomUUID(),
    selections: [
      {
        matchId: match.matchId,
        marketId: match.winner.marketId,
        optionId: match.winner.home,
        amount: 100,
        ...(lay ? { side: 'LAY', odds: LAY_ODDS_HUNDREDTHS / 100 } : { odds: 1.9 }),
      },
    ],
  });
}
