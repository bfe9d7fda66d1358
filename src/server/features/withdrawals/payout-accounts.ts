// One file, several operations: the UPI and IMPS detail tables behind one KINDS table; listing,
// adding, editing, holding and marking an account share its columns, audit names and duplicate check.
import { eq, sql } from 'drizzle-orm';
import type {
  ImpsDetail,
  ImpsDetailInput,
  ImpsDetailPatch,
  UpiDetail,
  UpiDetailInput,
  UpiDetailPatch,
} from '@shared/contracts/withdrawals';
import type { WithdrawalMethod } from '@shared/statuses';
import type { Db } from '../../db/client';
import { violatedConstraint } from '../../db/constraint-violated';
import { impsDetails, upiDetails } from '../../db/schema';
import { DomainError, notFound } from '../../errors';
import { transactionWithEvents } from '../../realtime/live-events';
import { recordAdminAction } from '../admin/record-admin-action';

// The operator's payout accounts: UPI IDs pay upi requests, IMPS bank accounts pay bank requests. Their
// success rate is never typed in: it is completed / (completed + failed) payouts made through them.

export type PayoutKind = 'upi' | 'imps';
export const payoutKindOf = (method: WithdrawalMethod): PayoutKind => (method === 'upi' ? 'upi' : 'imps');

const KINDS = {
  upi: {
    table: upiDetails,
    tableName: 'upi_details',
    payoutColumn: 'payout_upi_id',
    unique: 'upi_details_upi_id_unique',
    duplicate: 'This UPI ID is already added',
    missing: 'UPI detail not found',
    add: 'ADD_UPI_DETAIL',
    update: 'UPDATE_UPI_DETAIL',
    entity: 'upi_detail',
  },
  imps: {
    table: impsDetails,
    tableName: 'imps_details',
    payoutColumn: 'payout_imps_id',
    unique: 'imps_details_account_unique',
    duplicate: 'This bank account (account number and IFSC code) is already added',
    missing: 'IMPS detail not found',
    add: 'ADD_IMPS_DETAIL',
    update: 'UPDATE_IMPS_DETAIL',
    entity: 'imps_detail',
  },
} as const;

interface AccountRow extends Record<string, unknown> {
  id: number;
  name: string;
  is_active: boolean;
  upi_id?: string;
  account_number?: string;
  ifsc_code?: string;
  bank_name?: string;
  last_used: string | null;
  created_at: string;
  updated_at: string;
  completed: number;
  failed: number;
}

function toStats(row: AccountRow) {
  const outcomes = row.completed + row.failed;
  return {
    id: row.id,
    name: row.name,
    isActive: row.is_active,
    successRate: outcomes === 0 ? null : row.completed / outcomes,
    completedPayouts: row.completed,
    failedPayouts: row.failed,
    lastUsed: row.last_used === null ? null : new Date(row.last_used).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

async function listAccounts(db: Db, kind: PayoutKind, where = sql`true`): Promise<AccountRow[]> {
  const { tableName, payoutColumn } = KINDS[kind];
  const { rows } = await db.execute<AccountRow>(sql`
    select a.*, to_json(a.last_used)#>>'{}' as last_used, to_json(a.created_at)#>>'{}' as created_at,
           to_json(a.updated_at)#>>'{}' as updated_at,
           (select count(*) from withdrawals w
            where w.${sql.identifier(payoutColumn)} = a.id and w.status = 'COMPLETED')::int as completed,
           (select count(*) from withdrawals w
            where w.${sql.identifier(payoutColumn)} = a.id and w.status = 'FAILED')::int as failed
    from ${sql.identifier(tableName)} a
    where ${where}
    order by a.created_at desc, a.id desc`);
  return rows;
}

/** Every UPI detail, newest first, or the one with `id` (404 when there is none). */
export async function listUpiDetails(db: Db, id?: number): Promise<UpiDetail[]> {
  return (await accounts(db, 'upi', id)).map((row) => ({ ...toStats(row), upiId: row.upi_id! }));
}

/** Every IMPS detail, newest first, or the one with `id` (404 when there is none). */
export async function listImpsDetails(db: Db, id?: number): Promise<ImpsDetail[]> {
  return (await accounts(db, 'imps', id)).map((row) => ({
    ...toStats(row),
    accountNumber: row.account_number!,
    ifscCode: row.ifsc_code!,
    bankName: row.bank_name!,
  }));
}

type Input<K extends PayoutKind> = K extends 'upi' ? UpiDetailInput : ImpsDetailInput;
type Patch<K extends PayoutKind> = K extends 'upi' ? UpiDetailPatch : ImpsDetailPatch;

/** Adds an account (audited). A UPI ID, or an account number at one IFSC, is added once. */
export function addPayoutAccount<K extends PayoutKind>(
  db: Db,
  kind: K,
  adminId: string,
  input: Input<K>,
): Promise<number> {
  const spec = KINDS[kind];
  return withDuplicateCheck(kind, () =>
    transactionWithEvents(db, async (tx, emit) => {
      const [created] = await tx
        .insert(spec.table)
        .values(input as never)
        .returning({ id: spec.table.id });
      await recordAdminAction(
        tx,
        emit,
        { adminId, actionType: spec.add, entityType: spec.entity, entityId: created!.id },
        { ...input },
      );
      return created!.id;
    }),
  );
}

/** Edits or toggles an account (audited); updated_at moves on every change. */
export function updatePayoutAccount<K extends PayoutKind>(
  db: Db,
  kind: K,
  adminId: string,
  id: number,
  patch: Patch<K>,
): Promise<void> {
  const spec = KINDS[kind];
  return withDuplicateCheck(kind, () =>
    transactionWithEvents(db, async (tx, emit) => {
      const updated = await tx
        .update(spec.table)
        .set({ ...(patch as object), updatedAt: sql`now()` })
        .where(eq(spec.table.id, id))
        .returning({ id: spec.table.id });
      if (updated.length === 0) throw notFound(spec.missing);
      await recordAdminAction(
        tx,
        emit,
        { adminId, actionType: spec.update, entityType: spec.entity, entityId: id },
        { ...patch },
      );
    }),
  );
}

async function accounts(db: Db, kind: PayoutKind, id: number | undefined) {
  if (id === undefined) return listAccounts(db, kind);
  const rows = await listAccounts(db, kind, sql`a.id = ${id}`);
  if (rows.length === 0) throw notFound(KINDS[kind].missing);
  return rows;
}

async function withDuplicateCheck<T>(kind: PayoutKind, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatedConstraint(error) === KINDS[kind].unique)
      throw new DomainError('PAYOUT_ACCOUNT_EXISTS', KINDS[kind].duplicate);
    throw error;
  }
}

/**
 * Whether the account is active, holding it so until the caller's transaction ends: a deactivation
 * waits for an approval in progress, and an approval after a deactivation sees it inactive.
 */
export async function holdActivePayoutAccount(tx: Db, kind: PayoutKind, id: number): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    select id from ${sql.identifier(KINDS[kind].tableName)} where id = ${id} and is_active for share`);
  return rows.length === 1;
}

export async function markPayoutAccountUsed(tx: Db, kind: PayoutKind, id: number) {
  await tx.execute(
    sql`update ${sql.identifier(KINDS[kind].tableName)} set last_used = now() where id = ${id}`,
  );
}
