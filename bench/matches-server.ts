// Shared by the benchmarks: the real app (the compiled server, dist/server/main.js, as `npm start` runs
// it; or its sources through tsx) in a child process on a fresh database that is dropped afterwards. BENCH_PG_URL (default: the machine's
// PostgreSQL at postgres://postgres@127.0.0.1:5432/postgres) is where the database is created.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { withDatabase } from './support';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface BenchServer {
  url: string;
  databaseUrl: string;
  pid: number;
  /** Resident memory of the server process, in MiB (Linux /proc). */
  rssMiB(): number;
  stop(): Promise<void>;
}

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * How node runs the app: what `npm start` runs (its flags too: a young generation of 64 MB semi-spaces,
 * ADR 0056), or the TypeScript sources through tsx (`npm run dev`).
 */
export type ServerEntry = 'compiled' | 'sources';
const ENTRIES: Record<ServerEntry, { flags: string[]; script: string }> = {
  compiled: { flags: ['--enable-source-maps', '--max-semi-space-size=64'], script: 'dist/server/main.js' },
  sources: { flags: ['--import', 'tsx'], script: 'src/server/main.ts' },
};

/** Builds dist/server when its sources are newer (scripts/build-if-needed.mjs); once per bench process. */
let built = false;
function buildServerIfNeeded() {
  if (built) return;
  const result = spawnSync(process.execPath, ['scripts/build-if-needed.mjs', 'server'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('the server did not build');
  built = true;
}

export async function startBenchServer(
  options: {
    port?: number;
    /** Default: the compiled server, built first when needed. */
    entry?: ServerEntry;
    env?: Record<string, string>;
    nodeArgs?: string[];
    /** Another instance on this database (it stays when this one stops); default: a fresh database. */
    databaseUrl?: string;
  } = {},
): Promise<BenchServer> {
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `ipl_bench_${process.pid}_${Date.now().toString(36)}`;
  const ownDatabase = !options.databaseUrl;
  if (ownDatabase) await adminQuery(adminUrl, `create database ${name}`);
  const databaseUrl = options.databaseUrl ?? withDatabase(adminUrl, name);
  const port = options.port ?? 3900 + Math.floor(Math.random() * 90);

  // BENCH_SERVER_NODE_ARGS adds node flags to the app process (or overrides the entry's), e.g.
  // "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = options.nodeArgs ?? (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const entry = options.entry ?? 'compiled';
  if (entry === 'compiled') buildServerIfNeeded();
  // The flags given here after the entry's own: of a flag given twice, node keeps the last.
  const { flags, script } = ENTRIES[entry];
  const child: ChildProcess = spawn(process.execPath, [...flags, ...nodeArgs, script], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      // Seeds teams and fills the schedule, markets and live state once, at the real time.
      SEED_DEMO_DATA: 'true',
      SYNC_ON_START: 'true',
      // No ticker or schedules writing while we measure reads.
      JOBS_ENABLED: 'false',
      ...options.env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    if (ownDatabase) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the app exited with code ${child.exitCode} before it was ready`);
    }
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the app did not become healthy within 3 minutes');
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    url,
    databaseUrl,
    pid: child.pid!,
    rssMiB() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kib / 1024);
    },
    stop,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
