// Start time and memory of one instance: the compiled server (what `npm start` runs) against its
// TypeScript sources through tsx (what it ran before ADR 0020), alternating, on one database that the
// first (unmeasured) start migrated and seeded, as a restarted instance finds it. Start time is from
// spawning node to the first 200 from /api/health; RSS is read after the instance has idled 5 s.
// Usage: npm run bench:start [-- --rounds 5]
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { median, startBenchServer, type ServerEntry } from './matches-server';
import { scratchDatabase } from './support';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
const rounds = Number(values.rounds);
const PORT = Number(process.env.BENCH_PORT ?? 3990);
// The defaults an operator runs with: the scheduler and the live ticker start with the instance.
const env = { JOBS_ENABLED: 'true', SEED_DEMO_DATA: 'false' };

const database = await scratchDatabase('ipl_bench_start');
try {
  await (await startBenchServer({ port: PORT, databaseUrl: database.url, env })).stop();
  const figures: Record<ServerEntry, { startMs: number[]; rssMiB: number[] }> = {
    sources: { startMs: [], rssMiB: [] },
    compiled: { startMs: [], rssMiB: [] },
  };
  for (let round = 1; round <= rounds; round++) {
    for (const entry of ['sources', 'compiled'] as const) {
      const started = performance.now();
      const server = await startBenchServer({ port: PORT, databaseUrl: database.url, entry, env });
      figures[entry].startMs.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5000));
      figures[entry].rssMiB.push(server.rssMiB());
      await server.stop();
    }
  }
  console.log(`one instance, ${rounds} starts each, alternating (load average ${loadavg()[0]!.toFixed(1)}):`);
  for (const [entry, { startMs, rssMiB }] of Object.entries(figures)) {
    console.log(
      `  ${entry.padEnd(8)} start to healthy: median ${Math.round(median(startMs))} ms ` +
        `(${Math.round(Math.min(...startMs))}-${Math.round(Math.max(...startMs))});` +
        ` RSS idle: median ${median(rssMiB)} MiB (${Math.min(...rssMiB)}-${Math.max(...rssMiB)})`,
    );
  }
} finally {
  await database.drop();
}
