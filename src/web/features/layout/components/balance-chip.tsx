import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Wallet } from 'lucide-react';
import { formatRupees } from '@shared/money';
import { cn } from '@/lib/cn';

/** The signed-in player's balance; opens the wallet. */
export function BalanceChip({ balance, className }: { balance: number; className?: string }) {
  const amount = formatRupees(balance);
  const { t } = useLingui();
  return (
    <Link
      to="/wallet"
      aria-label={t`Wallet balance: ${amount}`}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-full border border-accent/40 bg-accent/10 px-3 text-sm font-bold text-amber-200 tabular-nums transition-colors hover:border-accent hover:bg-accent/20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
    >
      <Wallet className="size-4 text-accent" aria-hidden="true" />
      <span>{amount}</span>
    </Link>
  );
}
