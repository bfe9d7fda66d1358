// A pool from createPool outlives the server ending its connections. pg reports a lost connection as an
// 'error' event, an uncaught exception where nothing listens: vitest then fails the run although every
// test passed ("Errors 1 error").
import pg from 'pg';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/integration/harness';
import { withDatabase } from '../../../tests/integration/global-setup';
import { createPool } from './create-pool';

function recordingLogger() {
  const warnings: string[] = [];
  const logger = pino(
    { level: 'warn' },
    { write: (line: string) => void warnings.push(JSON.parse(line).msg) },
  );
  return { logger, warnings };
}

const endOthers = `select pg_terminate_backend(pid) from pg_stat_activity
  where datname = current_database() and pid <> pg_backend_pid()`;

describe('a pool from createPool', async () => {
  const url = await createTestDatabase();
  // Dropped by the last test; created here, as the harness drops each after the file.
  const dropped = await Promise.all([1, 2, 3, 4].map(() => createTestDatabase()));

  it('replaces an idle connection the server ended, and says so', async () => {
    const { logger, warnings } = recordingLogger();
    const pool = createPool(url, 2, logger);
    try {
      await Promise.all([pool.query('select pg_sleep(0.05)'), pool.query('select pg_sleep(0.05)')]);
      expect(pool.idleCount).toBe(2);
      await pool.query(endOthers);
      while (pool.totalCount > 1) await new Promise((r) => setTimeout(r, 10));
      expect(warnings).toEqual(['idle database connection lost']);
      const { rows } = await pool.query<{ one: number }>('select 1 as one');
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });

  it('fails the query of a checked-out connection the server ended, and then replaces it', async () => {
    const pool = createPool(url, 2, recordingLogger().logger);
    try {
      const client = await pool.connect();
      await client.query('begin');
      const ended = new Promise((resolve) => client.once('end', resolve));
      await pool.query(endOthers);
      await ended;
      await expect(client.query('commit')).rejects.toThrow();
      client.release();
      const { rows } = await pool.query<{ one: number }>('select 1 as one');
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });

  it('ends quietly while its database is dropped right after', async () => {
    // A test file's teardown: its pool ended, then the harness drops the database `with (force)`.
    // pool.end() resolves once the pool has asked its connections to close, so the drop often still
    // finds some open, and the server ends them with "terminating connection due to administrator command".
    const admin = new pg.Client(withDatabase(url, 'postgres'));
    await admin.connect();
    const { logger, warnings } = recordingLogger();
    try {
      for (const databaseUrl of dropped) {
        const pool = createPool(databaseUrl, 4, logger);
        await Promise.all([1, 2, 3, 4].map(() => pool.query('select pg_sleep(0.02)')));
        await pool.end();
        await admin.query(`drop database ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
      }
      // Long enough for the server's messages to the ended connections to arrive.
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      await admin.end();
    }
    expect(warnings).toEqual([]);
  });
});
