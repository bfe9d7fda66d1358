// Where one pre-match placement's time goes, before batching hides it: the same HTTP load as
// bench:bets (64 connections, POST /api/bets, one ₹100 bet per slip, 256 players) against the real app
// started with node's --cpu-prof, on a PostgreSQL that preloads pg_stat_statements. Prints
//   - CPU per request of the app and of PostgreSQL (from /proc), as bench:bets does;
//   - the app's CPU by layer, from its CPU profile: each sample goes to the layer of the innermost frame
//     that belongs to one (zod's validation, the pg driver, hono's routing, our code by folder...), node's
//     own internals to the layer that called them;
//   - PostgreSQL's time per request by statement (pg_stat_statements: execution time, which on a busy
//     host includes waits; the placement statement carries the session lookup, see place-bets.ts).
// Needs a server with shared_preload_libraries = 'pg_stat_statements' at BENCH_PG_URL (the CI machine's
// default server has none): e.g. `pg_createcluster 15 prof -p 5433`, that line in its postgresql.conf,
// trust auth, then BENCH_PG_URL=postgres://postgres@127.0.0.1:5433/postgres.
// Run: npm run bench:placement-profile [-- --seconds 10]
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import pino from 'pino';
import { createDatabase } from '../src/server/db/client';
import { createPool } from '../src/server/db/create-pool';
import { createMatch } from '../src/server/features/bets/test-fixtures';
import { startBenchServer } from './matches-server';
import { autocannon, cpuSeconds, homeWinSlip, numberOption, playerBenchEnv, signUpPlayer } from './support';

const CONNECTIONS = 64;
const PLAYERS = 256;
const SECONDS = numberOption('--seconds', 10);
const ORIGIN = 'http://127.0.0.1';
/** The compiled server's source maps, read once each. */
const sourceMaps = new Map<string, TraceMap | null>();
const profileDir = mkdtempSync(join(tmpdir(), 'bench-placement-profile-'));

const server = await startBenchServer({
  env: playerBenchEnv(ORIGIN),
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=500'],
});
const pool = createPool(server.databaseUrl, 2, pino({ level: 'warn' }));
pool.on('error', () => {}); // the database is dropped at the end with its connections
try {
  await pool.query('create extension if not exists pg_stat_statements').catch(() => {
    throw new Error(`pg_stat_statements is not preloaded by the server at ${server.databaseUrl}`);
  });
  const players: { cookie: string }[] = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await signUpPlayer(server.url, ORIGIN, i));
  const match = await createMatch(createDatabase(pool), { status: 'UPCOMING' });
  const slip = () => homeWinSlip(match);
  // The sign-ups' password hashing is CPU the profile would count: it is over before the load, and
  // the profile's samples before the load starts are left out below by time.
  await new Promise((r) => setTimeout(r, 5000));
  await pool.query('select pg_stat_statements_reset()');
  let clientNo = 0;
  const loadStart = Date.now();
  const cpuBefore = cpuSeconds([server.pid]);
  const http = await autocannon({
    url: `${server.url}/api/bets`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    setupClient: (client) => {
      client.setHeaders({
        'content-type': 'application/json',
        origin: ORIGIN,
        cookie: players[clientNo++ % PLAYERS]!.cookie,
      });
      client.setBody(slip());
      client.on('response', () => client.setBody(slip()));
    },
  });
  const loadEnd = Date.now();
  const cpu = cpuSeconds([server.pid]).minus(cpuBefore);
  const requests = http['2xx'] + http.non2xx;
  const { rows: statements } = await pool.query<{ query: string; calls: string; total_ms: number }>(`
    select query, calls::text, total_exec_time as total_ms from pg_stat_statements
    where dbid = (select oid from pg_database where datname = current_database()) and calls > ${requests / 10}
    order by total_exec_time desc`);
  await pool.end();
  await server.stop(); // the app writes its profile as it exits
  const exitedAt = Date.now();

  const perRequest = (ms: number) => (ms / requests).toFixed(3);
  console.log(
    `bench:placement-profile, ${SECONDS} s, ${CONNECTIONS} connections, ${PLAYERS} players, one ₹100 pre-match bet per slip`,
  );
  console.log(
    `  HTTP: ${http.requests.average.toFixed(0)} req/s, p99 ${http.latency.p99} ms, ${http['2xx']} 2xx / ${http.non2xx} other` +
      ` (the app profiled: slower than bench:bets)`,
  );
  console.log(
    `  CPU per request: app ${perRequest(cpu.app * 1000)} ms, PostgreSQL ${perRequest(cpu.postgres * 1000)} ms`,
  );
  console.log('  app CPU by layer (ms per request, share of the profiled CPU):');
  const layers = layerTimes(readProfile(profileDir), loadStart, loadEnd, exitedAt);
  const profiled = [...layers.values()].reduce((a, b) => a + b, 0);
  for (const [layer, ms] of [...layers].sort((a, b) => b[1] - a[1]))
    console.log(
      `    ${layer.padEnd(44)} ${perRequest(ms).padStart(7)}  ${((100 * ms) / profiled).toFixed(0).padStart(3)}%`,
    );
  console.log('  PostgreSQL execution time per request, by statement (pg_stat_statements):');
  for (const row of statements)
    console.log(
      `    ${perRequest(row.total_ms).padStart(7)} ms  ${(Number(row.calls) / requests).toFixed(2)} calls  ` +
        row.query.replace(/\s+/g, ' ').slice(0, 90),
    );
} finally {
  await pool.end().catch(() => {});
  await server.stop();
  rmSync(profileDir, { recursive: true, force: true });
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

function readProfile(dir: string): CpuProfile {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('the app wrote no CPU profile');
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
}

/** Where a frame of the compiled server comes from (its source map), as a path from the repository. */
function sourceOf({ url, lineNumber, columnNumber }: ProfileNode['callFrame']): string {
  if (!url.includes('/dist/server/')) return url;
  const file = fileURLToPath(url);
  if (!sourceMaps.has(file))
    sourceMaps.set(
      file,
      existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null,
    );
  const map = sourceMaps.get(file);
  const source = map && originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }).source;
  return source ? join(dirname(file), source) : url;
}

/** The layer a frame's code belongs to, or null for node's internals and frames without a script. */
function layerOf(callFrame: ProfileNode['callFrame']): string | null {
  const url = sourceOf(callFrame);
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) {
    const name = inPackage[1]!;
    if (name === 'zod' || name.startsWith('@hono/zod')) return 'validation (zod)';
    if (name === 'pg' || name.startsWith('pg-')) return 'pg driver (send, parse rows)';
    if (name === '@hono/node-server') return 'HTTP adapter (@hono/node-server, node:http)';
    if (name === 'hono' || name.startsWith('@hono/')) return 'HTTP routing and middleware (hono)';
    if (name === 'better-auth' || name.startsWith('@better-auth') || name === 'better-call')
      return 'auth (better-auth)';
    if (name === 'drizzle-orm') return 'query building (drizzle)';
    if (name.startsWith('pino')) return 'logging (pino)';
    return `package ${name}`;
  }
  const ours = /\/src\/(server|shared)\/(.*)/.exec(url);
  if (!ours) return null;
  const path = ours[2]!;
  if (ours[1] === 'shared') return 'ours: shared contracts and money';
  if (path.startsWith('http/auth-session')) return 'ours: session lookup (http/auth-session)';
  if (path.startsWith('http/')) return 'ours: HTTP middleware (http/)';
  if (path.startsWith('realtime/') || path.includes('events'))
    return 'ours: live events (realtime/, *events*)';
  if (path.startsWith('db/')) return 'ours: database client (db/)';
  return `ours: ${path.split('/').slice(0, 2).join('/')}`;
}

/**
 * Self time of the samples within [from, to] (epoch ms), by layer: a sample counts for the innermost
 * frame with a layer; node's internals (http parsing, streams, timers) count for the frame that called
 * them, and samples with none at all as node's own (GC, the HTTP parser, idle is left out).
 */
function layerTimes(profile: CpuProfile, from: number, to: number, exitedAt: number): Map<string, number> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const layerOfNode = new Map<number, string>();
  const resolve = (id: number): string => {
    const known = layerOfNode.get(id);
    if (known) return known;
    const node = byId.get(id)!;
    const { functionName } = node.callFrame;
    let layer = layerOf(node.callFrame);
    if (!layer) {
      if (functionName === '(garbage collector)') layer = 'garbage collection';
      else if (functionName === '(idle)') layer = '(idle)';
      else if (functionName === '(program)') layer = 'node and V8 (no JS frame)';
      else {
        const up = parent.get(id);
        layer = up === undefined ? 'node internals' : resolve(up);
      }
    }
    layerOfNode.set(id, layer);
    return layer;
  };
  const times = new Map<string, number>();
  // The profile's clock is in microseconds since an arbitrary origin; its end is the app's exit.
  let at = profile.startTime;
  const endAt = profile.startTime + profile.timeDeltas.reduce((a, b) => a + b, 0);
  const offsetMs = exitedAt - endAt / 1000;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i]!;
    const wall = at / 1000 + offsetMs;
    if (wall < from || wall > to) return;
    const layer = resolve(id);
    if (layer === '(idle)') return;
    times.set(layer, (times.get(layer) ?? 0) + profile.timeDeltas[i]! / 1000);
  });
  return times;
}
