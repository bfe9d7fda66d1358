import type { AdminWithdrawal } from '@shared/contracts/withdrawals';

/** Spec: the user's name, else the email, else 'User ID:' and the id's first 8 characters. */
export function userLabel(w: AdminWithdrawal): string {
  if (w.userName) return w.userName;
  if (w.userEmail) return w.userEmail;
  return `User ID: ${w.userId.slice(0, 8)}...`;
}

export const methodLabel = (w: AdminWithdrawal) => (w.method === 'upi' ? 'UPI' : 'Bank');

/** The payout details as the operator needs them to pay: UPI name and ID, or the bank account. */
export function payoutLines(w: AdminWithdrawal): [string, string][] {
  return w.method === 'upi'
    ? [
        ['Name', w.upiName ?? ''],
        ['UPI ID', w.upiId ?? ''],
      ]
    : [
        ['Account Holder', w.accountHolderName ?? ''],
        ['Account No', w.accountNumber ?? ''],
        ['IFSC', w.ifscCode ?? ''],
        ['Bank', w.bankName ?? ''],
      ];
}
