import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { NEGATIVE_BALANCE_MESSAGE } from '@shared/contracts/errors';
import {
  WITHDRAWAL_TEXT,
  type WithdrawalCreated,
  type WithdrawalRequest,
} from '@shared/contracts/withdrawals';
import { paiseToRupees, rupeesToPaise } from '@shared/money';
import type { Db } from '../../db/client';
import { DomainError } from '../../errors';
import { transactionWithEvents } from '../../realtime/live-events';
import { balanceEvents } from '../wallet/balance-events';
import {
  balanceOf,
  debitOnce,
  guardedDebit,
  KEY_REUSED,
  KEY_USED_BEFORE,
  readDebitOutcome,
  requestFingerprint,
  transferSelect,
  type DebitOutcomeRow,
} from '../wallet/ledger';
import { recordCorrectableShare } from './correctable-share';
import { selectWithdrawals, toWithdrawal } from './withdrawal-view';

export type RequestOutcome = WithdrawalCreated & { replayed: boolean };

/** Only the chosen method's fields are kept, trimmed; an IFSC in capitals. */
function payoutFields(input: WithdrawalRequest) {
  const text = (s: string | undefined) => s?.trim() ?? null;
  return input.method === 'upi'
    ? { upiName: text(input.upiName), upiId: text(input.upiId) }
    : {
        accountHolderName: text(input.accountHolderName),
        accountNumber: text(input.accountNumber),
        ifscCode: text(input.ifscCode)?.toUpperCase() ?? null,
        bankName: text(input.bankName),
      };
}

/**
 * A withdrawal request in one statement: a guarded debit of the amount (the ledger's), its
 * WITHDRAWAL_HOLD transfer into the withdrawals in flight (pending until an operator posts or voids it),
 * the PENDING withdrawal and its first history row, all or nothing, so no read decides a write and two
 * requests cannot both spend the same rupee; then what of it comes from winnings still open to correction
 * (recordCorrectableShare). A repeated idempotency key takes nothing and answers with the first request,
 * or is refused if that was a different request (debitOnce). The input has passed withdrawalRequestSchema.
 */
export async function requestWithdrawal(
  db: Db,
  userId: string,
  input: WithdrawalRequest,
): Promise<RequestOutcome> {
  const id = randomUUID();
  const amountPaise = rupeesToPaise(input.amount);
  const fields = payoutFields(input);
  const fingerprint = requestFingerprint('POST /api/me/withdrawals', {
    amountPaise,
    method: input.method,
    ...fields,
  });
  const keyRow = sql`withdrawals where user_id = ${userId} and idempotency_key = ${input.idempotencyKey}::uuid`;
  const isNewKey = sql`not exists (select from ${keyRow})`;
  const debit = guardedDebit({
    player: sql`${userId}::text`,
    transfers: sql`select ${transferSelect({
      code: 'WITHDRAWAL_HOLD',
      from: 'PLAYER',
      to: 'WITHDRAWALS_IN_FLIGHT',
      amount: sql`${String(amountPaise)}`,
      withdrawalId: sql`${id}`,
      metadata: sql`jsonb_build_object('method', ${input.method}::text)`,
    })}`,
    when: isNewKey,
  });
  return debitOnce<RequestOutcome>({
    keyConstraint: 'withdrawals_user_key_unique',
    attempt: () =>
      transactionWithEvents(db, async (tx, emit) => {
        const { rows } = await tx.execute<
          DebitOutcomeRow & { used_by: 'THIS_REQUEST' | 'ANOTHER_REQUEST' | null } & Record<string, unknown>
        >(sql`
          with ${debit.ctes},
          request as (
            insert into withdrawals (id, user_id, idempotency_key, request_fingerprint, amount_paise, method,
                                     upi_name, upi_id, account_holder_name, account_number, ifsc_code, bank_name)
            select ${id}::uuid, d.id, ${input.idempotencyKey}::uuid, ${fingerprint}, ${String(amountPaise)}::bigint,
                   ${input.method}::text, ${fields.upiName ?? null}, ${fields.upiId ?? null},
                   ${fields.accountHolderName ?? null}, ${fields.accountNumber ?? null}, ${fields.ifscCode ?? null},
                   ${fields.bankName ?? null}
            from ${debit.taken} d
            returning id, user_id
          ),
          history as (
            insert into withdrawal_status_history (withdrawal_id, from_status, to_status, actor_id)
            select id, null, 'PENDING', user_id from request
          )
          select ${debit.outcome},
            (select case when request_fingerprint = ${fingerprint} then 'THIS_REQUEST' else 'ANOTHER_REQUEST' end
             from ${keyRow}) as used_by`);
        const row = rows[0]!;
        if (row.used_by === 'THIS_REQUEST') return KEY_USED_BEFORE;
        if (row.used_by === 'ANOTHER_REQUEST') return KEY_REUSED;
        const outcome = readDebitOutcome(userId, row);
        if (!outcome.debited) throw refusedWithdrawal(outcome.refusal);
        await recordCorrectableShare(tx, {
          id,
          userId,
          amountPaise,
          balanceAfterPaise: outcome.balance.balancePaise,
        });
        emit(
          ...balanceEvents([outcome.balance]),
          { topic: 'withdrawal', userId, payload: { id, status: 'PENDING' } },
          { topic: 'backoffice', audience: 'admins', payload: { action: 'WITHDRAWAL_REQUESTED' } },
        );
        const created = await findOwn(tx, userId, sql`w.id = ${id}::uuid`);
        return {
          withdrawal: created!,
          balance: paiseToRupees(outcome.balance.balancePaise),
          replayed: false,
        };
      }),
    replay: () => replayed(db, userId, input.idempotencyKey, fingerprint),
  });
}

/** Why the guarded debit took nothing, as the player reads it. */
const refusedWithdrawal = (refusal: string | null) =>
  refusal === 'NEGATIVE_BALANCE'
    ? new DomainError('NEGATIVE_BALANCE', NEGATIVE_BALANCE_MESSAGE)
    : new DomainError('INSUFFICIENT_BALANCE', WITHDRAWAL_TEXT.exceedsBalance);

/** The first request of the key, if it was this request (its fingerprint); null if it was another. */
async function replayed(
  db: Db,
  userId: string,
  key: string,
  fingerprint: string,
): Promise<RequestOutcome | null> {
  const first = await findOwn(
    db,
    userId,
    sql`w.idempotency_key = ${key}::uuid and w.request_fingerprint = ${fingerprint}`,
  );
  return first && { withdrawal: first, balance: paiseToRupees(await balanceOf(db, userId)), replayed: true };
}

async function findOwn(db: Db, userId: string, where: SQL) {
  const [row] = await selectWithdrawals(db, sql`w.user_id = ${userId} and ${where}`);
  return row ? toWithdrawal(row) : null;
}
