import type { AdminWithdrawal, ImpsDetail, UpiDetail } from '@shared/contracts/withdrawals';
import { holderNameMatches } from '@shared/holder-name';
import { formatRupees2 } from '@shared/money';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { CorrectableWinnings, twoApprovalsReason } from './correctable-winnings';
import { usePayoutAccountChoice } from './use-payout-account-choice';
import { payoutLines } from './withdrawal-fields';

const percent = (rate: number | null) => (rate === null ? 'no payouts yet' : `${(rate * 100).toFixed(1)}%`);

/**
 * 'Confirm Withdrawal Approval': the spec's summary, and the payout account that pays it (active ones
 * of the request's kind; the best preselected). The server checks the account is still active.
 */
export function ApproveDialog({
  withdrawal,
  busy,
  adminId,
  onCancel,
  onConfirm,
}: {
  withdrawal: AdminWithdrawal | null;
  busy: boolean;
  adminId: string | null;
  onCancel: () => void;
  onConfirm: (w: AdminWithdrawal, payoutAccountId: number) => void;
}) {
  const { active, selected, choose, reset } = usePayoutAccountChoice(withdrawal?.method);
  const close = () => {
    reset();
    onCancel();
  };
  const firstApprover = withdrawal?.status === 'AWAITING_SECOND_APPROVAL' ? withdrawal.firstApprovedBy : null;
  const ownFirstApproval = firstApprover !== null && firstApprover.id === adminId;
  const kind = withdrawal?.method === 'upi' ? 'UPI' : 'IMPS';
  return (
    <Dialog open={withdrawal !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Confirm Withdrawal Approval</DialogTitle>
          <DialogDescription>This action cannot be undone</DialogDescription>
        </DialogHeader>
        <WithdrawalSummary withdrawal={withdrawal} />
        <HolderNameMismatch withdrawal={withdrawal} />
        <div className="grid gap-1.5">
          <Label htmlFor="payout-account">Pay from ({kind} account)</Label>
          {active.length === 0 ? (
            <p className="text-sm text-red-300">No active {kind} account. Add or activate one first.</p>
          ) : (
            <PayoutAccountSelect accounts={active} selected={selected} onChoose={choose} />
          )}
        </div>
        {firstApprover && (
          <p className="text-sm text-amber-200">
            {ownFirstApproval
              ? 'You approved this withdrawal first: a different admin must confirm it.'
              : `Approved first by ${firstApprover.name}. Your approval completes it.`}
          </p>
        )}
        {withdrawal && <CorrectableWinnings w={withdrawal} />}
        {withdrawal?.status === 'PENDING' && withdrawal.needsTwoApprovals && (
          <p className="text-sm text-amber-200">
            {twoApprovalsReason(withdrawal)} Your approval is the first of two; a different admin confirms it.
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            type="button"
            disabled={busy || !selected || ownFirstApproval}
            onClick={() => {
              if (withdrawal && selected) onConfirm(withdrawal, selected.id);
              reset();
            }}
          >
            Approve Withdrawal
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The spec's summary of the request: amount, method, payout details and the user. */
function WithdrawalSummary({ withdrawal }: { withdrawal: AdminWithdrawal | null }) {
  const user = withdrawal ? (withdrawal.userName ?? withdrawal.userEmail ?? 'Unknown') : '';
  const summary: [string, string][] = withdrawal
    ? [
        ['Amount', formatRupees2(withdrawal.amount)],
        ['Method', withdrawal.method === 'upi' ? 'UPI' : 'Bank Transfer'],
        ...payoutLines(withdrawal),
        ['User', user],
      ]
    : [];
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 rounded-xl border border-border bg-background/40 p-4 text-sm">
      {summary.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="font-medium break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A warning when the name on the payout account is not the player's (someone else's account, or no name). */
function HolderNameMismatch({ withdrawal }: { withdrawal: AdminWithdrawal | null }) {
  const holder =
    withdrawal && (withdrawal.method === 'bank' ? withdrawal.accountHolderName : withdrawal.upiName);
  if (!withdrawal?.userName || !holder || holderNameMatches(holder, withdrawal.userName)) return null;
  return (
    <p
      role="alert"
      data-testid="holder-name-mismatch"
      className="flex gap-2 rounded-xl border border-amber-400/40 bg-amber-500/10 p-3 text-sm text-amber-100"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        The account holder ({holder}) does not match the player’s name ({withdrawal.userName}). Check the
        account is the player’s before paying.
      </span>
    </p>
  );
}

/** The active accounts of the request's kind, each with its success rate. */
function PayoutAccountSelect({
  accounts,
  selected,
  onChoose,
}: {
  accounts: (UpiDetail | ImpsDetail)[];
  selected: UpiDetail | ImpsDetail | null;
  onChoose: (id: string) => void;
}) {
  return (
    <Select value={selected ? String(selected.id) : ''} onValueChange={onChoose}>
      <SelectTrigger id="payout-account" aria-label="Payout account">
        <SelectValue placeholder="Choose an account" />
      </SelectTrigger>
      <SelectContent>
        {accounts.map((a) => (
          <SelectItem key={a.id} value={String(a.id)}>
            {a.name} · {'upiId' in a ? a.upiId : `${a.bankName} ••••${a.accountNumber.slice(-4)}`} ·{' '}
            {percent(a.successRate)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
