import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = NodePgDatabase<Schema>;
/** A database handle or an open transaction: services take either as their first argument. */
export type Db = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

// bigint columns (int8) come back as strings by default; the schema maps money columns to BigInt.
export function createPool(url: string, max: number) {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    application_name: 'ipl-betting',
  });
  return pool;
}

export function createDatabase(pool: pg.Pool): Database {
  return drizzle(pool, { schema, casing: 'snake_case' });
}
