import type { ServerResponse } from 'node:http';
import { serve } from '@hono/node-server';
import { DEMO_PLAYER } from '@shared/constants';
import { loadConfig } from './config';
import { DataDirInUseError } from './db/embedded';
import { openDatabase } from './db/open';
import { createLogger } from './logger';
import { createRuntime } from './runtime';

// config -> database -> migrate + seed -> app -> listen; SIGTERM / Ctrl-C drain and stop everything.
async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  let database;
  try {
    database = await openDatabase(config, logger);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  let runtime;
  try {
    runtime = await createRuntime(config, database.url, logger);
  } catch (error) {
    await database.stop();
    throw error;
  }

  const server = serve({ fetch: runtime.app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const url = config.PUBLIC_URL ?? `http://localhost:${info.port}`;
    console.log(
      [
        '',
        `  IPL Betting is running at ${url}`,
        `  Database: ${database.embedded ? `embedded PostgreSQL (data in ${config.dataDir})` : 'external PostgreSQL (DATABASE_URL)'}`,
        config.SEED_DEMO_DATA ? `  Demo player: ${DEMO_PLAYER.email} / ${DEMO_PLAYER.password}` : '',
        config.SEED_DEMO_DATA && config.seedAdmin
          ? `  Admin:       ${config.seedAdmin.email} / ${config.seedAdmin.password}  (back office: ${url}/booklogin)`
          : '',
        !config.seedAdmin ? '  First admin: npm run create-admin -- <email> <password> [name]' : '',
        '',
      ]
        .filter((line, i, all) => line || i === 0 || i === all.length - 1)
        .join('\n'),
    );
  });

  let stopping = false;
  // Answers not yet begun when the drain starts say Connection: close, so that a keep-alive client's
  // socket closes with its answer instead of holding the drain open until the client lets it go.
  const answering = new Set<ServerResponse>();
  server.on('request', (_request, response: ServerResponse) => {
    if (stopping) response.shouldKeepAlive = false;
    answering.add(response);
    response.once('close', () => answering.delete(response));
  });
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    for (const response of answering) response.shouldKeepAlive = false;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    // End live streams (clients reconnect elsewhere), stop accepting, let in-flight requests finish.
    runtime.deps.hub.subscribers.closeAll();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    });
    await runtime.close();
    await database.stop();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
