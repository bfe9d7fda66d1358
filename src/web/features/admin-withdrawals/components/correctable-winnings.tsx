import type { AdminWithdrawal } from '@shared/contracts/withdrawals';
import { formatShortDateTime } from '@shared/format-date';
import { formatRupees2 } from '@shared/money';
import { cn } from '@/lib/cn';

/** Why the request needs two admins, in one sentence; null when one admin approves it. */
export function twoApprovalsReason(w: AdminWithdrawal): string | null {
  const reasons = w.twoApprovalReasons.map((reason) =>
    reason === 'LARGE' ? 'a large withdrawal' : 'it takes winnings that can still be corrected',
  );
  return reasons.length === 0 ? null : `Needs two admins: ${reasons.join(', and ')}.`;
}

/**
 * The part of the request that came from winnings still inside their correction window when the player
 * asked, and those winnings by match: what the operator risks paying twice if a result is corrected.
 */
export function CorrectableWinnings({ w, className }: { w: AdminWithdrawal; className?: string }) {
  const winnings = w.correctableWinnings;
  if (!winnings) return null;
  return (
    <div
      role="note"
      aria-label="Winnings open to correction"
      className={cn('grid gap-1 text-sm text-amber-200', className)}
    >
      <p className="font-semibold">{formatRupees2(winnings.amount)} of it is winnings open to correction</p>
      <ul className="grid gap-0.5 text-xs">
        {winnings.results.map((r) => (
          <li key={`${r.matchId}-${r.part}`}>
            {r.match} ({r.part === 'toss' ? 'toss' : 'result'}): {formatRupees2(r.credited)} paid, correctable
            until {formatShortDateTime(new Date(r.correctableUntil))}
          </li>
        ))}
      </ul>
    </div>
  );
}
