// Auto cash-out: the player sets "cash out in full once the offer reaches ₹X" on a pending bet; the live
// sync runs it after each price update (runAutoCashOuts), through the same cash-out as a request. Its
// idempotency key is derived from the bet, so two app instances running the sync at once cash it out
// once: the second waits on the bet's lock and then finds the key used (or the bet CASHED_OUT).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Bet } from '@shared/contracts/bets';
import { SERVER_KEY_VERSION } from '@shared/contracts/cash-out';
import {
  autoCashOutRange,
  autoCashOutTargetProblem,
  ENGLISH_RANGE_MESSAGES,
} from '@shared/auto-cash-out-target';
import { rupeesToPaise } from '@shared/money';
import type { Db } from '../../db/client';
import { DomainError, invalid, notFound } from '../../errors';
import { transactionWithEvents } from '../../realtime/live-events';
import { notify } from '../notifications/notify';
import { selectBets } from './bet-view';
import { cashOut, TARGET_NOT_REACHED, unavailableMessage } from './cash-out';
import { offerPaise, unavailableReason } from './cash-out-offer';
import { BET_COLUMNS, BET_NAME_JOINS, type BetRow } from './bet-view';

/**
 * The idempotency key of a bet's auto cash-out: the same on every instance, a version 8 UUID, which no
 * player's request may carry (cashOutRequestSchema), so no player can take it first.
 */
export function autoCashOutKey(betId: string): string {
  const hex = createHash('sha256').update(`auto-cash-out:${betId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${SERVER_KEY_VERSION}${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function ownBet(db: Db, userId: string, betId: string): Promise<BetRow> {
  const { rows } = await db.execute<BetRow>(sql`
    select ${BET_COLUMNS} from bets b ${BET_NAME_JOINS}
    where b.id = ${betId}::uuid and b.user_id = ${userId}`);
  if (!rows[0]) throw notFound('Bet not found');
  return rows[0];
}

/**
 * Sets the bet's target (rupees), within the range My Bets checks it against too (@shared/auto-cash-out-
 * target): above the offer now and at most the bet's potential payout. A suspended market has no offer
 * now: any target up to the potential payout is taken.
 */
export async function setAutoCashOut(db: Db, userId: string, betId: string, target: number): Promise<Bet> {
  const bet = await ownBet(db, userId, betId);
  if (bet.status !== 'PENDING')
    throw new DomainError('CASH_OUT_UNAVAILABLE', unavailableMessage('NOTHING_LEFT'), {
      reason: 'NOTHING_LEFT',
    });
  const targetPaise = rupeesToPaise(target);
  const offerNow = unavailableReason(bet) === null ? offerPaise(bet) : null;
  const range = autoCashOutRange(BigInt(bet.amount_paise), bet.odds_hundredths, offerNow);
  const problem = autoCashOutTargetProblem(targetPaise, range, ENGLISH_RANGE_MESSAGES);
  if (problem) throw invalid(problem);
  return updateTarget(db, userId, betId, targetPaise);
}

/** Cancels the bet's auto cash-out (nothing happens if it had none). */
export async function cancelAutoCashOut(db: Db, userId: string, betId: string): Promise<Bet> {
  await ownBet(db, userId, betId);
  return updateTarget(db, userId, betId, null);
}

async function updateTarget(db: Db, userId: string, betId: string, target: bigint | null) {
  await transactionWithEvents(db, async (tx, emit) => {
    // Only while pending: an auto cash-out that ran in between leaves nothing to set.
    const { rows } = await tx.execute(sql`
      update bets set auto_cash_out_target_paise = ${target === null ? null : String(target)}
      where id = ${betId}::uuid and user_id = ${userId} and status = 'PENDING'
      returning id`);
    if (rows.length === 0 && target !== null)
      throw new DomainError('CASH_OUT_UNAVAILABLE', unavailableMessage('NOTHING_LEFT'), {
        reason: 'NOTHING_LEFT',
      });
    emit({ topic: 'bet', userId, payload: { status: 'PENDING', count: 1 } });
  });
  const [bet] = await selectBets(db, sql`b.id = ${betId}::uuid`, sql`b.id`);
  return bet!;
}

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
