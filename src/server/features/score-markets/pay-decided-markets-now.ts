import type { Db } from '../../db/client';
import { addSettled, nothingSettled, type Settled } from '../settlement/settled';
import { payDecidedChunk } from './pay-decided-chunk';

/** Pays every score market of the match already decided, in the caller's transaction, to the last bet. */
export async function payDecidedMarketsNow(tx: Db, matchId: number): Promise<Settled> {
  let total = nothingSettled();
  for (;;) {
    const step = await payDecidedChunk(tx, matchId, null);
    total = addSettled(total, step.settled);
    if (step.done) return total;
  }
}
