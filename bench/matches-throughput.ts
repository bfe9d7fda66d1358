// GET /api/matches?status=LIVE (and ?status=UPCOMING, ~200 matches, as a browser asks for it: gzip)
// against GET /api/health on the same server in the same run. autocannon, 64 connections, alternating
// rounds (health, matches, upcoming, health, ...) after a warm-up; prints each round, the medians and
// the matches/health throughput ratio.
//   npm run bench:matches            (BENCH_ROUNDS=3 BENCH_SECONDS=10 BENCH_CONNECTIONS=64 by default)
import { createRequire } from 'node:module';
import { median, startBenchServer } from './matches-server';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  pipelining?: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);

const server = await startBenchServer();
try {
  const live = (await (await fetch(`${server.url}/api/matches?status=LIVE`)).json()) as {
    matches: { markets: { options: unknown[] }[] }[];
  };
  const body = await (await fetch(`${server.url}/api/matches?status=LIVE`)).text();
  console.log(
    `server: pid ${server.pid}, ${live.matches.length} live matches, ` +
      `${live.matches.reduce((n, m) => n + m.markets.length, 0)} markets, response ${body.length} bytes`,
  );

  const upcoming = await fetch(`${server.url}/api/matches?status=UPCOMING`, {
    headers: { 'accept-encoding': 'gzip' },
  });
  const upcomingCount = ((await upcoming.json()) as { matches: unknown[] }).matches.length;
  console.log(
    `upcoming: ${upcomingCount} matches, response ${upcoming.headers.get('content-length')} bytes on the wire ` +
      `(content-encoding ${upcoming.headers.get('content-encoding') ?? 'none'})`,
  );

  const gzip = { 'accept-encoding': 'gzip' };
  const targets = {
    health: { url: `${server.url}/api/health` },
    matches: { url: `${server.url}/api/matches?status=LIVE` },
    upcoming: { url: `${server.url}/api/matches?status=UPCOMING`, headers: gzip },
  } as const;
  // Warm-up: JIT, connection pool, query plans.
  for (const target of Object.values(targets))
    await autocannon({ ...target, connections: CONNECTIONS, duration: 3 });

  const results: Record<keyof typeof targets, AutocannonResult[]> = { health: [], matches: [], upcoming: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const name of ['health', 'matches', 'upcoming'] as const) {
      const result = await autocannon({ ...targets[name], connections: CONNECTIONS, duration: SECONDS });
      results[name].push(result);
      console.log(
        `round ${round} ${name.padEnd(8)} ${result.requests.average.toFixed(0).padStart(6)} req/s  ` +
          `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
          `non-2xx ${result.non2xx}  errors ${result.errors}  timeouts ${result.timeouts}`,
      );
    }
  }

  const summary = (name: keyof typeof targets) => ({
    rps: median(results[name].map((r) => r.requests.average)),
    p99: median(results[name].map((r) => r.latency.p99)),
    p50: median(results[name].map((r) => r.latency.p50)),
    failures: results[name].reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
  });
  const health = summary('health');
  const matches = summary('matches');
  const upcomingSummary = summary('upcoming');
  console.log(
    `\nmedians of ${ROUNDS} rounds x ${SECONDS} s, ${CONNECTIONS} connections, autocannon in this process, ` +
      `app in a child process (${process.env.BENCH_PG_URL ?? 'local PostgreSQL'}, fresh database):`,
  );
  console.log(
    `  GET /api/health               ${health.rps.toFixed(0)} req/s  p50 ${health.p50} ms  p99 ${health.p99} ms  failures ${health.failures}`,
  );
  console.log(
    `  GET /api/matches?status=LIVE  ${matches.rps.toFixed(0)} req/s  p50 ${matches.p50} ms  p99 ${matches.p99} ms  failures ${matches.failures}`,
  );
  console.log(
    `  GET /api/matches?status=UPCOMING (gzip)  ${upcomingSummary.rps.toFixed(0)} req/s  p50 ${upcomingSummary.p50} ms  p99 ${upcomingSummary.p99} ms  failures ${upcomingSummary.failures}`,
  );
  console.log(`  ratio matches/health: ${(matches.rps / health.rps).toFixed(2)}`);
  console.log(`  ratio upcoming/health: ${(upcomingSummary.rps / health.rps).toFixed(2)}`);
} finally {
  await server.stop();
}
