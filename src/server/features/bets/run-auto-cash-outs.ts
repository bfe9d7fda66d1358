// Auto cash-out: the player sets "cash out in full once the offer reaches ₹X" on a pending bet; the live
// sync runs it after each price update (runAutoCashOuts), through the same cash-out as a request. Its
// idempotency key is derived from the bet, so two app instances running the sync at once cash it out
// once: the second waits on the bet's lock and then finds the key used (or the bet CASHED_OUT).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import { transactionWithEvents } from '../../realtime/live-events';
import { notify } from '../notifications/notify';
import { autoCashOutKey } from './auto-cash-out-key';
import { BET_COLUMNS, BET_NAME_JOINS, type BetRow } from './bet-view';
import { cashOut, TARGET_NOT_REACHED } from './cash-out';
import { offerPaise } from './cash-out-offer';

/**
 * Runs the auto cash-outs of a match's pending bets whose offer has reached their target, each through
 * cashOut() in full, and tells each player on the bell. One whose offer fell back below the target by
 * the time its bet is locked waits for the next update. Returns how many ran.
 */
export async function runAutoCashOuts(db: Db, matchId: number): Promise<number> {
  const { rows } = await db.execute<BetRow & { user_id: string }>(sql`
    select ${BET_COLUMNS}, b.user_id from bets b ${BET_NAME_JOINS}
    where b.match_id = ${matchId} and b.status = 'PENDING' and b.auto_cash_out_target_paise is not null
      and mk.status = 'OPEN'`);
  let ran = 0;
  for (const bet of rows) {
    if (offerPaise(bet) < BigInt(bet.auto_cash_out_target_paise!)) continue;
    if (await cashOutAndTellPlayer(db, bet.user_id, bet.id)) ran++;
  }
  return ran;
}

/** One auto cash-out, and the player's notice of it (in its transaction's wake: only if it paid). */
async function cashOutAndTellPlayer(db: Db, userId: string, betId: string) {
  const outcome = await cashOut(db, {
    userId,
    betId,
    idempotencyKey: autoCashOutKey(betId),
    fraction: 1,
    accept: { atLeastTargetPaise: true },
  }).catch((error: unknown): typeof TARGET_NOT_REACHED => {
    // The market closed or the bet settled in between: nothing to do.
    if (error instanceof DomainError) return TARGET_NOT_REACHED;
    throw error;
  });
  if (outcome === TARGET_NOT_REACHED || outcome.replayed) return false;
  const { bet, amount } = outcome;
  await transactionWithEvents(db, async (tx, emit) => {
    emit(
      ...(await notify(tx, [
        {
          userId,
          params: {
            code: 'AUTO_CASH_OUT',
            home: bet.homeTeam,
            away: bet.awayTeam,
            option: bet.optionName,
            line: bet.line,
            amount,
          },
          link: '/my-bets',
          dedupeKey: `auto-cash-out:${betId}`,
        },
      ])),
    );
  });
  return true;
}
