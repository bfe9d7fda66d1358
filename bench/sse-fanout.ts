// How many SSE clients one instance holds while a score update reaches all of them within a second.
// The app runs in one child process; N clients are raw sockets in another (bench/sse-clients.ts); this
// process publishes 'match' events the way a sync does (publish(): insert and commit, then NOTIFY)
// and measures, per event, from just before publish to each client's arrival.
//   npm run bench:sse                   (BENCH_SSE_CLIENTS=1000,5000,10000 BENCH_SSE_ROUNDS=5)
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { createDatabase } from '../src/server/db/client';
import { createPool } from '../src/server/db/create-pool';
import { publish } from '../src/server/realtime/publish';
import { median, startBenchServer } from './matches-server';

const SIZES = (process.env.BENCH_SSE_CLIENTS ?? '1000,5000,10000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_SSE_ROUNDS ?? 5);
const now = () => performance.timeOrigin + performance.now();
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

type Message =
  | { type: 'ready'; connected: number; failed: number }
  | { type: 'arrived'; marker: string; seen: number; times: number[] };

// Every client comes from 127.0.0.1: lift the per-address cap on open streams for this measurement.
const server = await startBenchServer({ env: { SSE_MAX_PER_ADDRESS: '100000', SSE_MAX_STREAMS: '100000' } });
const pool = createPool(server.databaseUrl, 2, pino({ level: 'warn' }));
const db = createDatabase(pool);
let marker = 0;
const rows: string[] = [];
try {
  for (const size of SIZES) {
    const rssBefore = server.rssMiB();
    const clients = fork(
      fileURLToPath(new URL('./sse-clients.ts', import.meta.url)),
      [`${server.url}/api/stream`, String(size)],
      { execArgv: ['--import', 'tsx'] },
    );
    const next = () =>
      new Promise<Message>((resolve) => clients.once('message', (m) => resolve(m as Message)));

    const started = Date.now();
    const ready = (await next()) as Extract<Message, { type: 'ready' }>;
    console.log(
      `${size} clients: ${ready.connected} connected, ${ready.failed} failed in ${Date.now() - started} ms; ` +
        `server RSS ${rssBefore} -> ${server.rssMiB()} MiB`,
    );
    await new Promise((r) => setTimeout(r, 1000));

    const p50s: number[] = [];
    const p99s: number[] = [];
    const maxes: number[] = [];
    let allArrived = true;
    for (let round = 1; round <= ROUNDS; round++) {
      const id = String(++marker);
      const t0 = now();
      await publish(db, [
        {
          topic: 'match',
          payload: {
            matchId: 0,
            status: 'LIVE',
            inningsStatus: `bench-marker-${id}`,
            currentOver: round,
            homeScore: { runs: 100 + round, wickets: 2, overs: round },
            awayScore: { runs: 0, wickets: 0, overs: 0 },
            tossWinner: null,
            winner: null,
            resultText: null,
          },
        },
      ]);
      const waiting = next();
      clients.send({ type: 'await', marker: id, timeoutMs: 10_000 });
      const arrived = (await waiting) as Extract<Message, { type: 'arrived' }>;
      const latencies = arrived.times.map((t) => t - t0).sort((a, b) => a - b);
      if (arrived.seen < ready.connected) allArrived = false;
      const [p50, p99, max] = [percentile(latencies, 50), percentile(latencies, 99), latencies.at(-1)!];
      p50s.push(p50);
      p99s.push(p99);
      maxes.push(max);
      console.log(
        `  round ${round}: ${arrived.seen}/${ready.connected} received; ` +
          `p50 ${p50.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  last ${max.toFixed(1)} ms`,
      );
      await new Promise((r) => setTimeout(r, 500));
    }
    const last = median(maxes);
    rows.push(
      `  ${String(ready.connected).padStart(6)} clients  p50 ${median(p50s).toFixed(1).padStart(6)} ms  ` +
        `p99 ${median(p99s).toFixed(1).padStart(6)} ms  last ${last.toFixed(1).padStart(6)} ms  ` +
        `all received: ${allArrived ? 'yes' : 'NO'}  within 1 s: ${allArrived && Math.max(...maxes) < 1000 ? 'yes' : 'NO'}  ` +
        `server RSS ${server.rssMiB()} MiB`,
    );
    clients.send({ type: 'close' });
    await new Promise((r) => clients.once('exit', r));
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.log(
    `\nmedians of ${ROUNDS} score updates per size; latency from just before publish() (insert and commit, ` +
      `then NOTIFY) to arrival at each raw-socket client in a separate process; one app instance:`,
  );
  for (const row of rows) console.log(row);
} finally {
  await pool.end();
  await server.stop();
}
