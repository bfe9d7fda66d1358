import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { Gavel, LoaderCircle, RefreshCw, RotateCw } from 'lucide-react';
import { LoadError } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { adminKeys } from '@/lib/query-keys';
import { useDashboardStats, useRecentActions } from '../api/get-dashboard';
import { useUpdateMatchStatuses } from '../api/update-match-statuses';
import { PendingActions } from '../components/pending-actions';
import { RecentActivity } from '../components/recent-activity';
import { SettlementProcess } from '../components/settlement-process';
import { StatCards } from '../components/stat-cards';

/** /bookdashboard: the counts, the quick actions, what is pending and what other admins did. */
export function DashboardPage() {
  const queryClient = useQueryClient();
  const stats = useDashboardStats();
  const actions = useRecentActions();
  const updateStatuses = useUpdateMatchStatuses();

  const refresh = async () => {
    try {
      await queryClient.refetchQueries({ queryKey: adminKeys.all, type: 'active' }, { throwOnError: true });
      toast.success('Dashboard refreshed');
    } catch {
      toast.error('Failed to refresh dashboard');
    }
  };

  const runStatusUpdate = () =>
    updateStatuses.mutate(undefined, {
      onSuccess: ({ toLive, completed }) =>
        toast.success(`Match statuses updated: ${toLive} to live, ${completed} completed`),
      onError: () => toast.error('Failed to update match statuses'),
    });

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      {stats.isError ? (
        <LoadError
          title="Error loading dashboard"
          text="The dashboard figures could not be loaded. Please try again."
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <StatCards stats={stats.data} />
      )}

      <Card className="grid gap-3 p-5">
        <h2 className="text-lg font-bold">Quick Actions</h2>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/bookdashboard/results">
              <Gavel className="size-4" aria-hidden="true" />
              Settle Completed Matches
            </Link>
          </Button>
          <Button variant="secondary" onClick={runStatusUpdate} disabled={updateStatuses.isPending}>
            {updateStatuses.isPending ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <RotateCw className="size-4" aria-hidden="true" />
            )}
            Update Match Statuses
          </Button>
          <Button variant="secondary" onClick={() => void refresh()}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Refresh Dashboard
          </Button>
        </div>
      </Card>

      <Tabs defaultValue="pending">
        <TabsList>
          <TabsTrigger value="pending">Pending Actions</TabsTrigger>
          <TabsTrigger value="activity">Recent Activity</TabsTrigger>
        </TabsList>
        <TabsContent value="pending">
          {stats.data ? <PendingActions stats={stats.data} /> : !stats.isError && <PageSpinner />}
        </TabsContent>
        <TabsContent value="activity">
          {actions.isPending ? (
            <PageSpinner label="Loading recent activity" />
          ) : actions.isError ? (
            <LoadError
              text="The recent activity could not be loaded."
              onRetry={() => void actions.refetch()}
              retrying={actions.isFetching}
            />
          ) : (
            <RecentActivity actions={actions.data} />
          )}
        </TabsContent>
      </Tabs>

      <SettlementProcess />
    </div>
  );
}
