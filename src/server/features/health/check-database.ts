import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Resolves when the database answers a trivial query; rejects when it cannot be reached. */
export async function checkDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
