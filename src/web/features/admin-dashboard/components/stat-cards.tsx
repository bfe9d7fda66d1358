import type { LucideIcon } from 'lucide-react';
import { Activity, CalendarClock, CircleDollarSign, Gavel, Ticket, Users } from 'lucide-react';
import type { DashboardStats } from '@shared/contracts/admin';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

const CARDS: { key: keyof DashboardStats; label: string; icon: LucideIcon }[] = [
  { key: 'activeMatches', label: 'Active Matches', icon: Activity },
  { key: 'upcomingMatches', label: 'Upcoming Matches', icon: CalendarClock },
  { key: 'totalBets', label: 'Total Bets', icon: Ticket },
  { key: 'totalUsers', label: 'Registered Users', icon: Users },
  { key: 'pendingSettlements', label: 'Pending Settlements', icon: Gavel },
  { key: 'pendingWithdrawals', label: 'Pending Withdrawals', icon: CircleDollarSign },
];

const count = new Intl.NumberFormat('en-IN');

/** The dashboard's counts; skeletons of the same size while they load, so nothing moves. */
export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-6">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <li key={key}>
          <Card className="grid h-full gap-2 p-4" data-testid={`stat-${key}`}>
            <span className="flex items-center justify-between gap-2 text-xs font-medium text-muted-foreground sm:text-sm">
              {label}
              <Icon className="size-4 shrink-0 text-indigo-300" aria-hidden="true" />
            </span>
            {stats ? (
              <span className="text-2xl font-extrabold tabular-nums sm:text-3xl">
                {count.format(stats[key])}
              </span>
            ) : (
              <Skeleton className="h-8 w-16" />
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
