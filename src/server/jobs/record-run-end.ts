import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { functionRuns } from '../db/schema';

/** Records how the run that started at `startedAt` ended (a later run, already started, is kept). */
export async function recordRunEnd(
  db: Db,
  name: string,
  startedAt: Date,
  outcome: { durationMs: number; error: string | null },
) {
  await db
    .update(functionRuns)
    .set({
      finishedAt: sql`now()`,
      durationMs: outcome.durationMs,
      succeeded: outcome.error === null,
      error: outcome.error,
    })
    .where(sql`${functionRuns.name} = ${name} and ${functionRuns.startedAt} = ${startedAt.toISOString()}`);
}
