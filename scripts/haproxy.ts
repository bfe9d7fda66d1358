// HAProxy (Debian's package) in front of app instances on 127.0.0.1, configured as the README's
// "Running in production" asks: health check GET /api/health, client addresses in X-Forwarded-For,
// event streams held open. Used by the cluster test and `npm run bench:bets -- --instances N`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Debian installs it outside a normal user's PATH. */
const HAPROXY = process.env.HAPROXY ?? (existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy');

export function startHaproxy(options: { port: number; backends: number[]; dir: string }): ChildProcess {
  const config = join(options.dir, 'haproxy.cfg');
  writeFileSync(
    config,
    `global
  maxconn 4000
defaults
  mode http
  timeout connect 2s
  timeout client 120s
  timeout server 120s
  timeout tunnel 1h
  # A request that never reached an instance goes to another (a POST too: nothing was sent).
  option redispatch
  retries 2
  retry-on conn-failure empty-response
frontend players
  bind 127.0.0.1:${options.port}
  option forwardfor
  default_backend app
backend app
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  # A stopped instance refuses connections at once; a busy one may take a while to answer its check.
  timeout check 3s
  default-server inter 1s fall 2 rise 2
${options.backends.map((port, i) => `  server app${i + 1} 127.0.0.1:${port} check`).join('\n')}
`,
  );
  const check = spawnSync(HAPROXY, ['-c', '-f', config], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy config: ${check.stdout}${check.stderr}`);
  return spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] });
}
