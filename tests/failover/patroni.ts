// The database side of the failover test: a one-member etcd and two Patroni nodes (PostgreSQL 15) on
// 127.0.0.1, configured from deploy/etcd.yml and deploy/patroni.yml. PostgreSQL refuses to run as
// root, so when the test runs as root (CI) Patroni runs as the `postgres` user.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderDeployConfig } from '../../scripts/deploy-config';

const ETCD = process.env.ETCD ?? '/usr/bin/etcd';
const PATRONI = process.env.PATRONI ?? '/usr/bin/patroni';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The passwords Patroni reads from its environment (deploy/patroni.yml keeps none). */
export const SUPERUSER_PASSWORD = 'failover-test-superuser';
const patroniEnv = {
  ...process.env,
  PATRONI_SUPERUSER_PASSWORD: SUPERUSER_PASSWORD,
  PATRONI_REPLICATION_PASSWORD: 'failover-test-replicator',
  PATRONI_REWIND_PASSWORD: 'failover-test-rewind',
};

/** uid and gid of `postgres` when we are root (Patroni then runs as that user), else null. */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}
const owner = runAs();

/** A directory the database processes own. */
function ownedDir(path: string) {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  if (owner) chownSync(path, owner.uid, owner.gid);
  return path;
}

export function startEtcd(dir: string, clientPort: number, peerPort: number): ChildProcess {
  const config = join(dir, 'etcd.yml');
  writeFileSync(
    config,
    renderDeployConfig('etcd.yml', {
      ETCD_NAME: 'etcd1',
      ETCD_DATA_DIR: join(dir, 'etcd-data'),
      ETCD_CLIENT_ADDRESS: `127.0.0.1:${clientPort}`,
      ETCD_PEER_ADDRESS: `127.0.0.1:${peerPort}`,
    }),
  );
  const out = openSync(join(dir, 'etcd.log'), 'a');
  return spawn(ETCD, ['--config-file', config], { stdio: ['ignore', out, out], detached: true });
}

export interface PatroniNode {
  name: string;
  postgresPort: number;
  restPort: number;
  dataDir: string;
  config: string;
  log: string;
  child: ChildProcess | null;
}

export function patroniNode(
  dir: string,
  name: string,
  postgresPort: number,
  restPort: number,
  etcdPort: number,
) {
  const home = ownedDir(join(dir, name));
  const node: PatroniNode = {
    name,
    postgresPort,
    restPort,
    dataDir: join(home, 'data'),
    config: join(home, 'patroni.yml'),
    log: join(dir, `${name}.log`),
    child: null,
  };
  writeFileSync(
    node.config,
    renderDeployConfig('patroni.yml', {
      NODE_NAME: name,
      RESTAPI_ADDRESS: `127.0.0.1:${restPort}`,
      ETCD_HOSTS: `127.0.0.1:${etcdPort}`,
      CLIENT_NETWORK: '127.0.0.1/32',
      POSTGRES_ADDRESS: `127.0.0.1:${postgresPort}`,
      DATA_DIR: node.dataDir,
      SOCKET_DIR: home,
    }),
  );
  if (owner) chownSync(node.config, owner.uid, owner.gid);
  return node;
}

/** Starts the node's Patroni (which starts, initialises or clones its PostgreSQL). */
export function startNode(node: PatroniNode) {
  const out = openSync(node.log, 'a');
  // Its own process group, so a kill reaches Patroni whatever runuser forked.
  node.child = owner
    ? spawn('runuser', ['-u', 'postgres', '--', PATRONI, node.config], {
        env: patroniEnv,
        stdio: ['ignore', out, out],
        detached: true,
      })
    : spawn(PATRONI, [node.config], { env: patroniEnv, stdio: ['ignore', out, out], detached: true });
}

/** The process group of the node's PostgreSQL (its postmaster and every backend), or null when none runs. */
function postgresGroup(node: PatroniNode): number | null {
  const file = join(node.dataDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  // /proc/<pid>/stat: "pid (comm) state ppid pgrp ...": Patroni starts the postmaster in a session of
  // its own, whose group holds all its processes.
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
  return group > 0 ? group : null;
}

/** The machine dies: kill -9 the node's Patroni and every PostgreSQL process. */
export function killNode(node: PatroniNode) {
  const postgres = postgresGroup(node);
  if (node.child?.pid) signalGroup(node.child.pid, 'SIGKILL');
  if (postgres) signalGroup(postgres, 'SIGKILL');
  node.child = null;
}

/** Stops the node as an operator would (SIGTERM: Patroni stops PostgreSQL), waiting for both. */
export async function stopNode(node: PatroniNode) {
  const child = node.child;
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    signalGroup(child.pid, 'SIGTERM');
    await Promise.race([exited, sleep(20_000)]);
  }
  const postgres = postgresGroup(node);
  if (postgres) signalGroup(postgres, 'SIGKILL');
  node.child = null;
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** True when the node leads: Patroni's GET /primary, the check HAProxy makes, answers 200. */
export async function isLeader(node: PatroniNode): Promise<boolean> {
  return fetch(`http://127.0.0.1:${node.restPort}/primary`, { signal: AbortSignal.timeout(2000) })
    .then((r) => r.status === 200)
    .catch(() => false);
}

/** True when the node streams from the leader as its synchronous standby (the leader's view). */
export async function isSyncStandby(node: PatroniNode, leader: PatroniNode): Promise<boolean> {
  const status = await fetch(`http://127.0.0.1:${leader.restPort}/patroni`, {
    signal: AbortSignal.timeout(2000),
  })
    .then(
      (r) =>
        r.json() as Promise<{
          replication?: { application_name: string; state: string; sync_state: string }[];
        }>,
    )
    .catch(() => null);
  const standby = status?.replication?.find((r) => r.application_name === node.name);
  return standby?.state === 'streaming' && standby.sync_state === 'sync';
}
