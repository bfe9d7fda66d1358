import { sql } from 'drizzle-orm';
import type { FunctionRunSource } from '@shared/statuses';
import type { Db } from '../db/client';
import { functionRuns } from '../db/schema';

// The one writer and reader of function_runs: each backend function's latest run, whoever ran it.

/** Records that `name` started (replacing its previous run): the back office shows it running. */
export async function recordRunStart(db: Db, name: string, source: FunctionRunSource, startedAt: Date) {
  const run = { name, source, startedAt, finishedAt: null, durationMs: null, succeeded: null, error: null };
  await db.insert(functionRuns).values(run).onConflictDoUpdate({ target: functionRuns.name, set: run });
}

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

/** Every function's latest run. */
export function latestRuns(db: Db) {
  return db.select().from(functionRuns);
}
