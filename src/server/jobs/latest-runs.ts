import type { Db } from '../db/client';
import { functionRuns } from '../db/schema';

/** Every function's latest run. */
export function latestRuns(db: Db) {
  return db.select().from(functionRuns);
}
