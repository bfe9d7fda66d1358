import type { Db } from '../db/client';
import { transactionWithEvents, type LiveEvent } from './live-events';

/** Records events and announces them after commit, outside any transaction of the caller's. */
export async function publish(db: Db, events: LiveEvent[]) {
  await transactionWithEvents(db, async (_tx, emit) => emit(...events));
}
