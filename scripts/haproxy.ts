// HAProxy (Debian's package) on 127.0.0.1 with the configurations in deploy/: in front of app instances
// (haproxy-app.cfg; used by the cluster and failover tests and `npm run bench:bets -- --instances N`)
// and in front of the Patroni pair (haproxy-db.cfg; the failover test).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderDeployConfig } from './deploy-config';

/** Debian installs it outside a normal user's PATH. */
const HAPROXY = process.env.HAPROXY ?? (existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy');

function run(config: string, file: string): ChildProcess {
  writeFileSync(file, config);
  const check = spawnSync(HAPROXY, ['-c', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy config: ${check.stdout}${check.stderr}`);
  return spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** HAProxy on 127.0.0.1:port in front of app instances on 127.0.0.1 (deploy/haproxy-app.cfg). */
export function startHaproxy(options: { port: number; backends: number[]; dir: string }): ChildProcess {
  const config = renderDeployConfig('haproxy-app.cfg', {
    APP_BIND: `127.0.0.1:${options.port}`,
    APP_SERVERS: options.backends.map((port, i) => `  server app${i + 1} 127.0.0.1:${port} check`).join('\n'),
  });
  return run(config, join(options.dir, 'haproxy-app.cfg'));
}

/**
 * HAProxy on 127.0.0.1:port in front of PostgreSQL nodes on 127.0.0.1, each checked at its Patroni
 * REST API (deploy/haproxy-db.cfg).
 */
export function startDatabaseHaproxy(options: {
  port: number;
  nodes: { name: string; postgresPort: number; restPort: number }[];
  dir: string;
}): ChildProcess {
  const config = renderDeployConfig('haproxy-db.cfg', {
    DB_BIND: `127.0.0.1:${options.port}`,
    DB_SERVERS: options.nodes
      .map((n) => `  server ${n.name} 127.0.0.1:${n.postgresPort} check port ${n.restPort}`)
      .join('\n'),
  });
  return run(config, join(options.dir, 'haproxy-db.cfg'));
}
