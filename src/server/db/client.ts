import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * A database handle: the app's pool-backed database or an open transaction, which drizzle types alike.
 * Services take either as their first argument. What needs the pool under it (announcing events
 * after a commit, a statement on a client of its own) reaches it through poolOf(), which refuses a
 * transaction at run time.
 */
export type Db = NodePgDatabase<Schema>;

export function createDatabase(pool: pg.Pool): Db {
  return drizzle(pool, { schema, casing: 'snake_case' });
}
