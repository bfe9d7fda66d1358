// Cash-out: the house buys back the stake still on a pending bet, in full or in part, at the offer
// (cash-out-offer.ts). One transaction under the locks placement and settlement take: the market FOR
// SHARE (a settlement, void or resettlement of it holds it FOR NO KEY UPDATE, so one of the two waits
// for the other and then finds the bet moved), then the bet FOR UPDATE (two cash-outs of one bet run one
// after the other). Only the stake still on (amount_paise) is ever settled, so no part is paid twice.
// See docs/decisions/0028.
import type { CashOutPriceChangedDetails } from '@shared/contracts/cash-out';
import { sql } from 'drizzle-orm';
import { cashOutStakePaise } from '@shared/cash-out';
import type { Bet } from '@shared/contracts/bets';
import { MIN_BET_RUPEES } from '@shared/constants';
import { paiseToRupees, payoutPaise, rupeesToPaise } from '@shared/money';
import type { Db } from '../../db/client';
import { DomainError, invalid, notFound } from '../../errors';
import { transactionWithEvents, type Emit } from '../../realtime/live-events';
import { balanceEvents } from '../wallet/balance-events';
import {
  balanceOf,
  debitOnce,
  KEY_REUSED,
  KEY_USED_BEFORE,
  postTransfers,
  requestFingerprint,
  transferSelect,
} from '../wallet/ledger';
import { BET_COLUMNS, BET_NAME_JOINS, selectBets, toBet, type BetRow } from './bet-view';
import { unavailableReason } from './cash-out-offer';
import { unavailableMessage } from './unavailable-message';
import { cashOutPricing } from '../../pricing/cash-out-pricing';

/** What the player accepted: the amount they saw (a request), or at least their target (auto). */
export type Acceptance = { expectedPaise: bigint } | { atLeastTargetPaise: true };

export interface CashOutCommand {
  userId: string;
  betId: string;
  idempotencyKey: string;
  /** Of the stake still on; 1 is all of it. */
  fraction: number;
  accept: Acceptance;
}

export interface CashOutOutcome {
  amount: number;
  bet: Bet;
  balance: number;
  replayed: boolean;
}

/** Not cashed out: an auto cash-out whose target the offer has not reached (or that was cancelled). */
export const TARGET_NOT_REACHED = Symbol('target not reached');

const MIN_STAKE_PAISE = rupeesToPaise(MIN_BET_RUPEES);

/** The bet, locked, with its market, match and its option's odds now; only the player's own. */
async function lockBet(tx: Db, userId: string, betId: string): Promise<BetRow | undefined> {
  // The market first, as placement and settlement take it; then the bet.
  await tx.execute(sql`
    select mk.id from markets mk
    where mk.id = (select market_id from bets where id = ${betId}::uuid and user_id = ${userId})
    for share`);
  const { rows } = await tx.execute<BetRow>(sql`
    select ${BET_COLUMNS} from bets b ${BET_NAME_JOINS}
    where b.id = ${betId}::uuid and b.user_id = ${userId}
    for update of b`);
  return rows[0];
}

/**
 * Cashes out `fraction` of the stake still on, once per idempotency key: the same key again answers the
 * first result and pays nothing more, or IDEMPOTENCY_KEY_REUSED if it came with another request.
 * Refuses with CASH_OUT_UNAVAILABLE (details.reason), CASH_OUT_PRICE_CHANGED (details.amount: the offer
 * now for that fraction) or VALIDATION_ERROR (a part that would leave under the minimum stake on). An
 * auto cash-out whose target is not reached (or no longer set) answers TARGET_NOT_REACHED and writes
 * nothing.
 */
export async function cashOut(
  db: Db,
  command: CashOutCommand,
): Promise<CashOutOutcome | typeof TARGET_NOT_REACHED> {
  const fingerprint = cashOutFingerprint(command);
  return debitOnce({
    keyConstraint: 'cash_outs_user_key_unique',
    attempt: () => transactionWithEvents(db, (tx, emit) => cashOutLocked(tx, emit, command, fingerprint)),
    replay: () => replayed(db, command, fingerprint),
  });
}

/**
 * What a key names: a request's bet, fraction and accepted amount, or an auto cash-out of its bet (its
 * key is derived from the bet, so a player's request that sends it is another request).
 */
function cashOutFingerprint({ betId, fraction, accept }: CashOutCommand): string {
  const bet = betId.toLowerCase();
  return 'expectedPaise' in accept
    ? requestFingerprint('POST /api/me/bets/{id}/cash-out', {
        betId: bet,
        fraction,
        expectedPaise: accept.expectedPaise,
      })
    : requestFingerprint('auto cash-out', { betId: bet });
}

async function cashOutLocked(
  tx: Db,
  emit: Emit,
  command: CashOutCommand,
  fingerprint: string,
): Promise<CashOutOutcome | typeof TARGET_NOT_REACHED | typeof KEY_USED_BEFORE | typeof KEY_REUSED> {
  const { userId, betId, fraction, accept } = command;
  const bet = await lockBet(tx, userId, betId);
  if (!bet) throw notFound('Bet not found');
  // Read after the bet's lock: a request with the same key that held it has committed by now.
  const { rows: used } = await tx.execute<{ same_request: boolean }>(sql`
    select request_fingerprint = ${fingerprint} as same_request from cash_outs
    where user_id = ${userId} and idempotency_key = ${command.idempotencyKey}::uuid`);
  if (used[0]) return used[0].same_request ? KEY_USED_BEFORE : KEY_REUSED;

  const isAuto = 'atLeastTargetPaise' in accept;
  const reason = unavailableReason(bet);
  if (reason !== null) {
    if (isAuto) return TARGET_NOT_REACHED;
    throw new DomainError('CASH_OUT_UNAVAILABLE', unavailableMessage(reason), { reason });
  }
  const remaining = BigInt(bet.amount_paise);
  const stake = cashOutStakePaise(remaining, fraction);
  const left = remaining - stake;
  if (left > 0n && left < MIN_STAKE_PAISE)
    throw invalid(
      `At least ₹${MIN_BET_RUPEES} must stay on after a partial cash-out: cash out all ₹${paiseToRupees(remaining)}, or a smaller part`,
    );
  const amount = cashOutPricing.valuePaise(stake, bet.odds_hundredths, bet.current_odds);
  if (isAuto) {
    const target = bet.auto_cash_out_target_paise;
    if (target === null || amount < BigInt(target)) return TARGET_NOT_REACHED;
  } else {
    const off = amount - accept.expectedPaise;
    if (off > 1n || off < -1n)
      throw new DomainError('CASH_OUT_PRICE_CHANGED', 'The cash-out offer has changed', {
        amount: paiseToRupees(amount),
      } satisfies CashOutPriceChangedDetails);
  }

  const { rows } = await tx.execute<{ id: string }>(sql`
    insert into cash_outs (bet_id, user_id, idempotency_key, request_fingerprint, stake_paise, amount_paise,
                           odds_hundredths, auto)
    values (${betId}::uuid, ${userId}, ${command.idempotencyKey}::uuid, ${fingerprint}, ${String(stake)},
            ${String(amount)}, ${bet.current_odds}, ${isAuto})
    returning id`);
  const cashOutId = rows[0]!.id;
  const full = left === 0n;
  await tx.execute(sql`
    update bets set
      amount_paise = ${String(left)},
      potential_payout_paise = ${String(full ? 0n : payoutPaise(left, bet.odds_hundredths))},
      cashed_out_stake_paise = cashed_out_stake_paise + ${String(stake)},
      cashed_out_paise = cashed_out_paise + ${String(amount)},
      auto_cash_out_target_paise = null,
      status = ${full ? 'CASHED_OUT' : 'PENDING'},
      result = ${full ? 'Cashed out' : null},
      settled_at = ${full ? sql`now()` : sql`null`}
    where id = ${betId}::uuid`);
  const posted = await postTransfers(tx, {
    transfers: sql`
      select ${transferSelect({ code: 'CASH_OUT', from: 'STAKES_HELD', to: 'HOUSE_REVENUE', amount: sql`s.stake`, ...legOf(bet, cashOutId) })}
      from (select ${String(stake)}::bigint as stake, ${String(amount)}::bigint as paid) s
      union all
      select ${transferSelect({ code: 'CASH_OUT', from: 'HOUSE_REVENUE', to: 'PLAYER', amount: sql`s.paid`, userId: sql`${userId}`, ...legOf(bet, cashOutId) })}
      from (select ${String(stake)}::bigint as stake, ${String(amount)}::bigint as paid) s
      where s.paid > 0`,
  });
  emit(...balanceEvents(posted.balances), {
    topic: 'bet',
    userId,
    payload: { status: full ? 'CASHED_OUT' : 'PENDING', count: 1 },
  });
  const after = await lockBet(tx, userId, betId);
  const balance = posted.balances[0]?.balancePaise ?? (await balanceOf(tx, userId));
  return {
    amount: paiseToRupees(amount),
    bet: toBet(after!),
    balance: paiseToRupees(balance),
    replayed: false,
  };
}

/** The columns both legs of a cash-out share: the bet, its round, the match and the cash-out's id. */
function legOf(bet: BetRow, cashOutId: string) {
  return {
    betId: sql`${bet.id}::uuid`,
    settlementRound: sql`(select settlement_round from bets where id = ${bet.id}::uuid)`,
    matchId: sql`${bet.match_id}`,
    metadata: sql`jsonb_build_object('bet_id', ${bet.id}::text, 'match_id', ${bet.match_id}::int,
                                     'market_type', ${bet.market_kind}::text, 'cash_out_id', ${cashOutId}::text)`,
  };
}

/**
 * The first result of a key, if it was this request: what that cash-out paid, and the bet and balance
 * as they are now. Null if the key was used by another request.
 */
async function replayed(
  db: Db,
  command: CashOutCommand,
  fingerprint: string,
): Promise<CashOutOutcome | null> {
  const { rows } = await db.execute<{ bet_id: string; amount_paise: string }>(sql`
    select bet_id, amount_paise::text from cash_outs
    where user_id = ${command.userId} and idempotency_key = ${command.idempotencyKey}::uuid
      and request_fingerprint = ${fingerprint}`);
  const first = rows[0];
  if (!first) return null;
  const [bet] = await selectBets(db, sql`b.id = ${first.bet_id}::uuid`, sql`b.id`);
  return {
    amount: paiseToRupees(first.amount_paise),
    bet: bet!,
    balance: paiseToRupees(await balanceOf(db, command.userId)),
    replayed: true,
  };
}
