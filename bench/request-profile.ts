// Where a request's time goes: an HTTP load (autocannon, in this process) against the real app started
// with node's --cpu-prof, on a PostgreSQL that preloads pg_stat_statements. Prints
//   - CPU per request of the app (and its part in the kernel) and of the bench database's backends, from
//     /proc (not the rest of the server, which other work may share);
//   - the app's CPU by layer, from its CPU profile (cpu-profile.ts);
//   - PostgreSQL's time per request by statement (pg_stat_statements: execution time, which on a busy
//     host includes waits for CPU and for locks, and planning time: the app's statements are not
//     prepared, so each is planned as it is sent);
//   - what the database's backends were doing during the load, sampled from pg_stat_activity: running,
//     waiting on a lock or the log, or idle in a transaction while the app works between statements;
//   - their CPU by phase (parsing, planning, executor start, run and finish, commit), from perf
//     (postgres-phases.ts), where perf can sample.
// Needs a server with shared_preload_libraries = 'pg_stat_statements' at BENCH_PG_URL (the CI machine's
// default server has none): e.g. `pg_createcluster 15 prof -p 5433`, that line in its postgresql.conf,
// trust auth, then BENCH_PG_URL=postgres://postgres@127.0.0.1:5433/postgres.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import pino from 'pino';
import { createPool } from '../src/server/db/create-pool';
import { layerTimes, readProfile } from './cpu-profile';
import { startPostgresPhases } from './postgres-phases';
import { startBenchServer, type BenchServer } from './matches-server';
import { autocannon, cpuSeconds, type BenchClient } from './support';

/** How often pg_stat_activity is read during the load. */
const ACTIVITY_EVERY_MS = 50;

export interface RequestProfile {
  /** The npm script, as the first line of the report says it. */
  name: string;
  /** The load in words, after its length and connections (players, what each request does). */
  load: string;
  /** The bench that measures the same load's throughput without the profiler. */
  unprofiled: string;
  env: Record<string, string>;
  connections: number;
  seconds: number;
  /** Makes what the load needs on the fresh app (players, bets) and says what autocannon sends. */
  prepare: (
    server: BenchServer,
    pool: pg.Pool,
  ) => Promise<{ url: string; method: string; setupClient: (client: BenchClient) => void }>;
}

export async function profileRequests(profile: RequestProfile) {
  const profileDir = mkdtempSync(join(tmpdir(), 'bench-request-profile-'));
  const server = await startBenchServer({
    // The app's connections also time their statements' planning (a superuser setting, set as they connect).
    env: { ...profile.env, PGOPTIONS: '-c pg_stat_statements.track_planning=on' },
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=500'],
  });
  const pool = createPool(server.databaseUrl, 8, pino({ level: 'warn' }));
  pool.on('error', () => {}); // the database is dropped at the end with its connections
  try {
    await pool.query('create extension if not exists pg_stat_statements').catch(() => {
      throw new Error(`pg_stat_statements is not preloaded by the server at ${server.databaseUrl}`);
    });
    const request = await profile.prepare(server, pool);
    // Signing up hashes passwords, CPU the profile would count: it is over before the load, and the
    // profile's samples before the load starts are left out below by time.
    await new Promise((r) => setTimeout(r, 5000));
    await pool.query('select pg_stat_statements_reset()');
    const activity = sampleActivity(pool);
    const loadStart = Date.now();
    const database = new URL(server.databaseUrl).pathname.slice(1);
    const cpuBefore = cpuSeconds([server.pid], database);
    const phases = startPostgresPhases(profileDir);
    const http = await autocannon({
      ...request,
      connections: profile.connections,
      duration: profile.seconds,
    });
    const loadEnd = Date.now();
    const cpuAfter = cpuSeconds([server.pid], database);
    const cpu = cpuAfter.minus(cpuBefore);
    const postgresPhases = await phases.stop([...cpuAfter.postgresByPid.keys()].map(Number));
    const activityMeans = await activity.stop();
    const requests = http['2xx'] + http.non2xx;
    const { rows: statements } = await pool.query<{
      query: string;
      calls: string;
      exec_ms: number;
      plan_ms: number;
    }>(`
      select query, calls::text, exec_ms, plan_ms from (
        select query, calls, total_exec_time as exec_ms, total_plan_time as plan_ms,
               (total_exec_time + total_plan_time) / sum(total_exec_time + total_plan_time) over () as share
        from pg_stat_statements
        where dbid = (select oid from pg_database where datname = current_database())
      ) s
      -- A batch's statement runs once per batch or round, far fewer times than requests: kept by its time.
      where share >= 0.02
      order by exec_ms + plan_ms desc`);
    await pool.end();
    await server.stop(); // the app writes its profile as it exits
    const exitedAt = Date.now();

    const perRequest = (ms: number) => (ms / requests).toFixed(3);
    console.log(`${profile.name}, ${profile.seconds} s, ${profile.connections} connections, ${profile.load}`);
    console.log(
      `  HTTP: ${http.requests.average.toFixed(0)} req/s, p99 ${http.latency.p99} ms, ${http['2xx']} 2xx / ${http.non2xx} other` +
        ` (the app profiled: slower than ${profile.unprofiled})`,
    );
    console.log(
      `  CPU per request: app ${perRequest(cpu.app * 1000)} ms (${perRequest(cpu.appKernel * 1000)} of it in the kernel), ` +
        `PostgreSQL ${perRequest(cpu.postgres * 1000)} ms (the bench database's backends)`,
    );
    console.log('  app CPU by layer (ms per request, share of the profiled CPU):');
    const layers = layerTimes(readProfile(profileDir), loadStart, loadEnd, exitedAt);
    const profiled = [...layers.values()].reduce((a, b) => a + b, 0);
    for (const [layer, ms] of [...layers].sort((a, b) => b[1] - a[1]))
      console.log(
        `    ${layer.padEnd(44)} ${perRequest(ms).padStart(7)}  ${((100 * ms) / profiled).toFixed(0).padStart(3)}%`,
      );
    console.log(
      '  PostgreSQL time per request by statement (pg_stat_statements; ms executing, ms planning, calls):',
    );
    for (const row of statements)
      console.log(
        `    ${perRequest(row.exec_ms).padStart(7)}  ${perRequest(row.plan_ms).padStart(7)}  ` +
          `${(Number(row.calls) / requests).toFixed(2)}  ` +
          row.query.replace(/\s+/g, ' ').slice(0, 90),
      );
    console.log(
      `  the app's database backends during the load (pg_stat_activity every ${ACTIVITY_EVERY_MS} ms, ` +
        `${activityMeans.samples} samples; mean number in each state):`,
    );
    for (const [state, mean] of activityMeans.means)
      console.log(`    ${mean.toFixed(1).padStart(5)}  ${state}`);
    console.log(postgresPhases);
  } finally {
    await pool.end().catch(() => {});
    await server.stop();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

/**
 * Reads pg_stat_activity every ACTIVITY_EVERY_MS until stopped: how many of the database's other
 * backends were in a transaction, and what each was waiting on (none: running or waiting for a core).
 */
function sampleActivity(pool: pg.Pool) {
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const sampling = (async () => {
    while (running) {
      const { rows } = await pool.query<{ state: string; n: number }>(`
        select state || coalesce(', waiting on ' || wait_event_type || ' ' || wait_event, '') as state,
               count(*)::int as n
        from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and state in ('active', 'idle in transaction')
        group by 1`);
      samples++;
      for (const row of rows) counts.set(row.state, (counts.get(row.state) ?? 0) + row.n);
      await new Promise((r) => setTimeout(r, ACTIVITY_EVERY_MS));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await sampling;
      const means = [...counts]
        .map(([state, n]): [string, number] => [state, n / samples])
        .sort((a, b) => b[1] - a[1]);
      return { samples, means };
    },
  };
}
