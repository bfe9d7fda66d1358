import type { FunctionRunSource } from '@shared/statuses';
import type { Db } from '../db/client';
import { functionRuns } from '../db/schema';

// function_runs keeps each backend function's latest run, whoever ran it.

/** Records that `name` started (replacing its previous run): the back office shows it running. */
export async function recordRunStart(db: Db, name: string, source: FunctionRunSource, startedAt: Date) {
  const run = { name, source, startedAt, finishedAt: null, durationMs: null, succeeded: null, error: null };
  await db.insert(functionRuns).values(run).onConflictDoUpdate({ target: functionRuns.name, set: run });
}
