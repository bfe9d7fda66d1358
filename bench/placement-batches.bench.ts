// Placement batches (ADR 0050): throughput and p99 of POST /api/bets against the batch's size and wait,
// at 1, 8, 64 and 256 connections. One app instance per batching setting, all on one database and
// started together (each instance idle while another is measured); each run bets on a match of its own,
// so that every run's players hold as few bets per market (the position each bet reads) as the others.
// Runs are interleaved: each connection count goes through every setting before the next count.
// Run: npm run bench:bets-batches [-- --seconds 5] [-- --settings 1x20x0,16x2x1,64x2x1,64x2x0]
//   (a setting is maxWrites x lanes x waitMs; 1x20x0 is one slip a transaction, twenty in flight)
import { loadavg } from 'node:os';
import pino from 'pino';
import { createDatabase } from '../src/server/db/client';
import { createPool } from '../src/server/db/create-pool';
import { createMatch } from '../src/server/features/bets/test-fixtures';
import { startBenchServer, type BenchServer } from './matches-server';
import { autocannon, homeWinSlip, playerBenchEnv, signUpPlayer } from './support';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) =>
  args.includes(name) ? args[args.indexOf(name) + 1]! : fallback;
const SECONDS = Number(option('--seconds', '5'));
const SETTINGS = option('--settings', '1x20x0,16x2x1,64x2x1,64x2x0')
  .split(',')
  .map((s) => {
    const [maxWrites, lanes, waitMs] = s.split('x').map(Number);
    return { name: s, maxWrites: maxWrites!, lanes: lanes!, waitMs: waitMs! };
  });
const CONNECTIONS = [1, 8, 64, 256];
const PLAYERS = 256;
const PORT = Number(process.env.BENCH_PORT) || 4000 + Math.floor(Math.random() * 80);
const ORIGIN = 'http://127.0.0.1';

const servers: BenchServer[] = [];
try {
  for (const [i, setting] of SETTINGS.entries()) {
    servers.push(
      await startBenchServer({
        port: PORT + i,
        env: {
          ...playerBenchEnv(ORIGIN),
          ...(i > 0 ? { SEED_DEMO_DATA: 'false' } : {}),
          BET_BATCH_MAX: String(setting.maxWrites),
          BET_BATCH_LANES: String(setting.lanes),
          BET_BATCH_WAIT_MS: String(setting.waitMs),
        },
        ...(i > 0 ? { databaseUrl: servers[0]!.databaseUrl } : {}),
      }),
    );
  }
  const pool = createPool(servers[0]!.databaseUrl, 2, pino({ level: 'warn' }));
  const db = createDatabase(pool);
  const players: string[] = [];
  for (let i = 0; i < PLAYERS; i++) players.push((await signUpPlayer(servers[0]!.url, ORIGIN, i)).cookie);
  await new Promise((r) => setTimeout(r, 5_000));
  console.log(
    `bench:bets-batches, ${SECONDS} s a run, ${PLAYERS} players, one ₹100 pre-match bet a slip ` +
      `(load average ${loadavg()[0]!.toFixed(1)} at start)`,
  );
  console.log('  setting (slips x lanes x wait ms) | connections | req/s | p50 ms | p99 ms | non-2xx');
  for (const connections of CONNECTIONS) {
    for (const [i, setting] of SETTINGS.entries()) {
      const match = await createMatch(db, { status: 'UPCOMING' });
      let clientNo = 0;
      const http = await autocannon({
        url: `${servers[i]!.url}/api/bets`,
        method: 'POST',
        connections,
        duration: SECONDS,
        setupClient: (client) => {
          const cookie = players[clientNo++ % PLAYERS]!;
          client.setHeaders({ 'content-type': 'application/json', origin: ORIGIN, cookie });
          client.setBody(homeWinSlip(match));
          client.on('response', () => client.setBody(homeWinSlip(match)));
        },
      });
      console.log(
        `  ${setting.name.padEnd(33)} | ${String(connections).padStart(11)} | ${http.requests.average
          .toFixed(0)
          .padStart(
            5,
          )} | ${String(http.latency.p50).padStart(6)} | ${String(http.latency.p99).padStart(6)} | ` +
          `${http.non2xx + http.errors}`,
      );
    }
  }
  await pool.end();
} catch (error) {
  console.error(String(error).slice(0, 2000));
  process.exitCode = 1;
} finally {
  for (const server of servers.reverse()) await server.stop();
}
