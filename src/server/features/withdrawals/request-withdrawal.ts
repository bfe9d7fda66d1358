import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { NEGATIVE_BALANCE_MESSAGE } from '@shared/contracts/errors';
import {
  WITHDRAWAL_TEXT,
  type WithdrawalCreated,
  type WithdrawalRequest,
} from '@shared/contracts/withdrawals';
import { paiseToRupees, rupeesToPaise } from '@shared/money';
import type { Database, Db } from '../../db/client';
import { violatedConstraint } from '../../db/constraint-violated';
import { DomainError } from '../../errors';
import { transactionWithEvents } from '../../realtime/live-events';
import { balanceEvents } from '../wallet/balance-events';
import { debitCtes, debitOutcomeColumns, readDebitOutcome, type DebitSpec } from '../wallet/ledger';
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
 * A withdrawal request in one statement: a guarded debit of the amount (the ledger's), its WITHDRAWAL
 * ledger row, the PENDING withdrawal and its first history row, all or nothing, so no read decides a
 * write and two requests cannot both spend the same rupee. A repeated idempotency key takes nothing and
 * answers with the first request; two racing with one key: the second fails on the unique key, its
 * debit rolls back with it, and it is answered the same way. The input has passed withdrawalRequestSchema.
 */
export async function requestWithdrawal(
  db: Database,
  userId: string,
  input: WithdrawalRequest,
): Promise<RequestOutcome> {
  const id = randomUUID();
  const amountPaise = rupeesToPaise(input.amount);
  const fields = payoutFields(input);
  const isNewKey = sql`not exists (select from withdrawals
    where user_id = ${userId} and idempotency_key = ${input.idempotencyKey}::uuid)`;
  const debit: DebitSpec = {
    userId: sql`${userId}::text`,
    entries: sql`select 'WITHDRAWAL' as type, -${String(amountPaise)}::bigint as amount_paise,
                        null::uuid as bet_id, null::int as settlement_round, ${id}::uuid as withdrawal_id,
                        jsonb_build_object('method', ${input.method}::text) as metadata`,
    when: isNewKey,
  };
  try {
    return await transactionWithEvents(db, async (tx, emit) => {
      const { rows } = await tx.execute<{
        ledger_balance: string | null;
        ledger_version: string | null;
        ledger_refusal: string | null;
        replayed: boolean;
      }>(sql`
        with ${debitCtes(debit)},
        request as (
          insert into withdrawals (id, user_id, idempotency_key, amount_paise, method, upi_name, upi_id,
                                   account_holder_name, account_number, ifsc_code, bank_name)
          select ${id}::uuid, d.id, ${input.idempotencyKey}::uuid, ${String(amountPaise)}::bigint,
                 ${input.method}::text, ${fields.upiName ?? null}, ${fields.upiId ?? null},
                 ${fields.accountHolderName ?? null}, ${fields.accountNumber ?? null}, ${fields.ifscCode ?? null},
                 ${fields.bankName ?? null}
          from debit d
          returning id, user_id
        ),
        history as (
          insert into withdrawal_status_history (withdrawal_id, from_status, to_status, actor_id)
          select id, null, 'PENDING', user_id from request
        )
        select ${debitOutcomeColumns(debit)}, not ${isNewKey} as replayed`);
      const row = rows[0]!;
      if (row.replayed) return null;
      const outcome = readDebitOutcome(userId, row);
      if (!outcome.debited)
        throw outcome.refusal === 'NEGATIVE_BALANCE'
          ? new DomainError('NEGATIVE_BALANCE', NEGATIVE_BALANCE_MESSAGE)
          : new DomainError('INSUFFICIENT_BALANCE', WITHDRAWAL_TEXT.exceedsBalance);
      emit(
        ...balanceEvents([outcome.balance]),
        { topic: 'withdrawal', userId, payload: { id, status: 'PENDING' } },
        { topic: 'backoffice', audience: 'admins', payload: { action: 'WITHDRAWAL_REQUESTED' } },
      );
      const created = await findOwn(tx, userId, sql`w.id = ${id}::uuid`);
      return { withdrawal: created!, balance: paiseToRupees(outcome.balance.balancePaise), replayed: false };
    }).then((created) => created ?? replay(db, userId, input.idempotencyKey));
  } catch (error) {
    if (violatedConstraint(error) === 'withdrawals_user_key_unique')
      return replay(db, userId, input.idempotencyKey);
    throw error;
  }
}

async function replay(db: Database, userId: string, key: string): Promise<RequestOutcome> {
  const withdrawal = await findOwn(db, userId, sql`w.idempotency_key = ${key}::uuid`);
  const { rows } = await db.execute<{ balance_paise: string }>(
    sql`select balance_paise::text from user_profiles where id = ${userId}`,
  );
  return { withdrawal: withdrawal!, balance: paiseToRupees(rows[0]!.balance_paise), replayed: true };
}

async function findOwn(db: Db, userId: string, where: SQL) {
  const [row] = await selectWithdrawals(db, sql`w.user_id = ${userId} and ${where}`);
  return row ? toWithdrawal(row) : null;
}

/** GET /api/me/withdrawals: the player's own, newest first. */
export async function listOwnWithdrawals(db: Database, userId: string) {
  return (await selectWithdrawals(db, sql`w.user_id = ${userId}`, sql`w.created_at desc`, 200)).map(
    toWithdrawal,
  );
}
