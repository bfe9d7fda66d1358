import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { simulatorSecret } from './schema';

/**
 * The simulator's secret kept in the database: the first caller draws it (256 random bits), every later
 * one, on any instance, reads the same. Called under the start-up lock.
 */
export async function storedSimulatorSecret(db: Db): Promise<string> {
  await db
    .insert(simulatorSecret)
    .values({ secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: simulatorSecret.secret })
    .from(simulatorSecret)
    .where(sql`id`);
  if (!row) throw new Error('The simulator secret was not stored');
  return row.secret;
}
