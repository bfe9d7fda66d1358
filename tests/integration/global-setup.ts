import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/server/db/embedded';
import { applyMigrations } from '../../src/server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabaseUrl: string;
  }
}

/**
 * One PostgreSQL for the run: TEST_DATABASE_URL when set (CI also runs against the machine's
 * PostgreSQL 15), else an embedded server in a temporary folder. A template database is migrated
 * once; each test file copies it (CREATE DATABASE ... TEMPLATE), see harness.ts.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    dataDir = mkdtempSync(join(tmpdir(), 'ipl-test-pg-'));
    embedded = await startEmbeddedPostgres({
      dataDir,
      port: await freePort(),
      database: 'postgres',
      logger: pino({ level: 'silent' }),
    });
    baseUrl = embedded.url;
  }

  const template = `ipl_template_${process.pid}`;
  const admin = new pg.Client(baseUrl);
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const templateUrl = withDatabase(baseUrl, template);
  const pool = new pg.Pool({ connectionString: templateUrl, max: 1 });
  const client = await pool.connect();
  await applyMigrations(client);
  client.release();
  await pool.end();
  project.provide('templateDatabaseUrl', templateUrl);

  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
    if (embedded) await embedded.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
