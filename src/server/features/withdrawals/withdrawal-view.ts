// One file, several operations: the one query every withdrawal view reads and what is read off its
// rows: the player's view, the operator's, and the four-eyes rule the operator's view and approval share.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AdminWithdrawal, TwoApprovalReason, Withdrawal } from '@shared/contracts/withdrawals';
import type { WithdrawalMethod, WithdrawalStatus } from '@shared/statuses';
import { paiseToRupees } from '@shared/money';

/** A withdrawals row as the views below read it (`w` is withdrawals, `u` the player's profile). */
export interface WithdrawalRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  user_name: string | null;
  user_email: string | null;
  amount_paise: string;
  method: WithdrawalMethod;
  upi_name: string | null;
  upi_id: string | null;
  account_holder_name: string | null;
  account_number: string | null;
  ifsc_code: string | null;
  bank_name: string | null;
  status: WithdrawalStatus;
  rejection_reason: string | null;
  failure_reason: string | null;
  created_at: string;
  processed_at: string | null;
  first_approved_by: string | null;
  first_approver_name: string | null;
  payout_account_id: number | null;
  correctable_paise: string;
  correctable_winnings: StoredCorrectableWinning[];
}

/** A correctable_winnings entry: settlement's CorrectableWinning as the request stored it. */
interface StoredCorrectableWinning {
  matchId: number;
  match: string;
  part: 'result' | 'toss';
  creditedPaise: string;
  correctableUntil: string;
}

const WITHDRAWAL_COLUMNS = sql`w.id, w.user_id, u.name as user_name, u.email as user_email,
  w.amount_paise::text as amount_paise, w.method, w.upi_name, w.upi_id, w.account_holder_name, w.account_number,
  w.ifsc_code, w.bank_name, w.status, w.rejection_reason, w.failure_reason,
  to_json(w.created_at)#>>'{}' as created_at, to_json(w.processed_at)#>>'{}' as processed_at,
  w.first_approved_by, fa.name as first_approver_name, coalesce(w.payout_upi_id, w.payout_imps_id) as payout_account_id,
  w.correctable_paise::text as correctable_paise, w.correctable_winnings`;

const WITHDRAWAL_JOINS = sql`join user_profiles u on u.id = w.user_id
  left join user_profiles fa on fa.id = w.first_approved_by`;

/** The withdrawals `where` selects (alias `w`), in `order`, at most `limit`: the one query every view reads. */
export async function selectWithdrawals(
  db: Db,
  where: SQL,
  order: SQL = sql`w.created_at desc`,
  limit = 500,
): Promise<WithdrawalRow[]> {
  const { rows } = await db.execute<WithdrawalRow>(sql`
    select ${WITHDRAWAL_COLUMNS} from withdrawals w ${WITHDRAWAL_JOINS}
    where ${where} order by ${order}, w.id desc limit ${limit}`);
  return rows;
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** Shows the start of a UPI ID's name and its handle, or the bank and the account's last 4 digits. */
function maskedDetails(row: WithdrawalRow): string {
  if (row.method === 'upi') {
    const [name = '', handle = ''] = (row.upi_id ?? '').split('@');
    return `${name.slice(0, 2)}••••@${handle}`;
  }
  return `${row.bank_name ?? 'Bank'} ••••${(row.account_number ?? '').slice(-4)}`;
}

/** The player's own view: the payout details masked. */
export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: paiseToRupees(row.amount_paise),
    method: row.method,
    details: maskedDetails(row),
    status: row.status,
    rejectionReason: row.rejection_reason,
    failureReason: row.failure_reason,
    createdAt: iso(row.created_at)!,
    processedAt: iso(row.processed_at),
  };
}

/** The operator's view: everything needed to pay it. */
export function toAdminWithdrawal(row: WithdrawalRow, secondApprovalAbovePaise: bigint): AdminWithdrawal {
  return {
    id: row.id,
    userId: row.user_id,
    userName: row.user_name,
    userEmail: row.user_email,
    amount: paiseToRupees(row.amount_paise),
    method: row.method,
    upiName: row.upi_name,
    upiId: row.upi_id,
    accountHolderName: row.account_holder_name,
    accountNumber: row.account_number,
    ifscCode: row.ifsc_code,
    bankName: row.bank_name,
    status: row.status,
    rejectionReason: row.rejection_reason,
    failureReason: row.failure_reason,
    createdAt: iso(row.created_at)!,
    processedAt: iso(row.processed_at),
    firstApprovedBy:
      row.first_approved_by === null
        ? null
        : { id: row.first_approved_by, name: row.first_approver_name ?? 'Admin' },
    payoutAccountId: row.payout_account_id,
    ...twoApprovals(row, secondApprovalAbovePaise),
    correctableWinnings:
      BigInt(row.correctable_paise) === 0n
        ? null
        : {
            amount: paiseToRupees(row.correctable_paise),
            results: row.correctable_winnings.map((w) => ({
              matchId: w.matchId,
              match: w.match,
              part: w.part,
              credited: paiseToRupees(w.creditedPaise),
              correctableUntil: w.correctableUntil,
            })),
          },
  };
}

/**
 * Four eyes: a request needs two different admins when its amount is above the operator's limit, or
 * when it takes winnings a correction could still take back (recorded when it was requested).
 */
export function twoApprovals(
  row: { amount_paise: string; correctable_paise: string },
  secondApprovalAbovePaise: bigint,
): { needsTwoApprovals: boolean; twoApprovalReasons: TwoApprovalReason[] } {
  const reasons: TwoApprovalReason[] = [];
  if (BigInt(row.amount_paise) > secondApprovalAbovePaise) reasons.push('LARGE');
  if (BigInt(row.correctable_paise) > 0n) reasons.push('CORRECTABLE_WINNINGS');
  return { needsTwoApprovals: reasons.length > 0, twoApprovalReasons: reasons };
}
