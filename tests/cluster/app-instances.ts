// App instances started with `npm start` on 127.0.0.1, as the cluster and failover tests run them
// behind HAProxy: one environment shared by all, a port and a data directory each.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SimulatorProvider } from '../../src/server/feeds/simulator/simulator-provider';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What every instance of a test cluster is started with: the balancer's origin, one database, and the
 * simulated season begun `seasonAgoMs` ago (an hour: matches played, settled and under way).
 */
export function clusterEnv(publicUrl: string, databaseUrl: string, seasonAgoMs = 3600_000) {
  return {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: 'true',
    BETTER_AUTH_SECRET: 'cluster-test-secret-shared-by-all-three-instances',
    LOG_LEVEL: 'warn',
    SIGNUP_CREDIT_RUPEES: '1000000',
    SIGNUP_RATE_LIMIT_MAX: '100000',
    SIGNIN_RATE_LIMIT_MAX: '100000',
    SSE_MAX_PER_ADDRESS: '100000',
    // A match a few minutes long, advanced every second: balls move while instances come and go.
    SIM_SECONDS_PER_BALL: '1',
    SIM_TICK_SECONDS: '1',
    SIM_EPOCH: new Date(Date.now() - seasonAgoMs).toISOString(),
    SHUTDOWN_TIMEOUT_MS: '8000',
  };
}
export type ClusterEnv = ReturnType<typeof clusterEnv>;

export interface Instance {
  port: number;
  child: ChildProcess | null;
  log: string;
}

/** Three instances on the ports after `basePort` (the balancer's), logging into `work`. */
export const threeInstances = (basePort: number, work: string): Instance[] =>
  [1, 2, 3].map((i) => ({ port: basePort + i, child: null, log: join(work, `app-${i}.log`) }));

export async function healthy(port: number) {
  return fetch(`http://127.0.0.1:${port}/api/health`)
    .then((r) => r.ok)
    .catch(() => false);
}

export async function startInstance(instance: Instance, env: ClusterEnv, work: string) {
  const out = openSync(instance.log, 'a');
  // Its own process group: the signals below reach npm and the node it execs alike.
  instance.child = spawn('npm', ['start'], {
    env: { ...env, PORT: String(instance.port), DATA_DIR: join(work, `data-${instance.port}`) },
    stdio: ['ignore', out, out],
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  while (!(await healthy(instance.port))) {
    if (instance.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`instance :${instance.port} did not start:\n${readFileSync(instance.log, 'utf8')}`);
    await sleep(200);
  }
}

export async function stopInstance(instance: Instance, signal: 'SIGKILL' | 'SIGTERM') {
  const child = instance.child;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid!, signal);
  await Promise.race([exited, sleep(15_000)]);
  instance.child = null;
}

/** The end of each instance's log, for a failed run's report. */
export const instanceLogs = (instances: Instance[]) =>
  instances
    .map((i) => `--- :${i.port}\n${existsSync(i.log) ? readFileSync(i.log, 'utf8').slice(-2000) : ''}`)
    .join('\n');

/** The first moment at or after `from` when a live match of the simulated season looks different. */
export async function nextSimulatedChange(env: ClusterEnv, from: Date): Promise<Date> {
  // The season the instances play: the same seed (the default), pace and epoch as env gives them.
  const season = new SimulatorProvider({
    seed: Number(process.env.SIM_SEED ?? 2025),
    secondsPerBall: Number(env.SIM_SECONDS_PER_BALL),
    epoch: new Date(env.SIM_EPOCH),
  });
  const look = async (at: number) => JSON.stringify(await season.fetchLiveState(new Date(at)));
  const before = await look(from.getTime());
  for (let at = from.getTime(); at < from.getTime() + 60_000; at += 100)
    if ((await look(at)) !== before) return new Date(at);
  return from;
}
