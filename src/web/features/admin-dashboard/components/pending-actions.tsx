import { Link } from 'react-router';
import { CheckCircle2, CircleDollarSign, Gavel } from 'lucide-react';
import type { DashboardStats } from '@shared/contracts/admin';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

function Banner({ icon, text, action }: { icon: React.ReactNode; text: string; action: React.ReactNode }) {
  return (
    <Card className="flex flex-col gap-3 border-amber-500/30 bg-amber-500/10 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-3 font-medium text-amber-100">
        {icon}
        {text}
      </p>
      {action}
    </Card>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What needs an operator now: matches to settle and withdrawals to process, or 'All caught up!'. */
export function PendingActions({ stats }: { stats: DashboardStats }) {
  const { pendingSettlements, pendingWithdrawals } = stats;
  if (pendingSettlements === 0 && pendingWithdrawals === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 p-8 text-center">
        <CheckCircle2 className="size-8 text-green-400" aria-hidden="true" />
        <p className="text-lg font-semibold">All caught up!</p>
        <p className="text-sm text-muted-foreground">No matches to settle and no withdrawals waiting.</p>
      </Card>
    );
  }
  return (
    <div className="grid gap-3">
      {pendingSettlements > 0 && (
        <Banner
          icon={<Gavel className="size-5 shrink-0" aria-hidden="true" />}
          text={`${plural(pendingSettlements, 'completed match is', 'completed matches are')} waiting for settlement`}
          action={
            <Button asChild size="sm">
              <Link to="/bookdashboard/results">View matches</Link>
            </Button>
          }
        />
      )}
      {pendingWithdrawals > 0 && (
        <Banner
          icon={<CircleDollarSign className="size-5 shrink-0" aria-hidden="true" />}
          text={`${plural(pendingWithdrawals, 'withdrawal request is', 'withdrawal requests are')} pending`}
          action={
            <Button asChild size="sm">
              <Link to="/bookdashboard/withdrawals">View withdrawals</Link>
            </Button>
          }
        />
      )}
    </div>
  );
}
