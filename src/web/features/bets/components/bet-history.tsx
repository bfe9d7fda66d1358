import { LoadError } from '@/components/status-panel';
import { BET_HISTORY_SKELETONS } from '@shared/constants';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyBets, type BetsTab } from '../api/get-my-bets';
import { ActiveBetCard, SettledBetCard } from './bet-cards';
import { CashOutOffer } from './cash-out-offer';
import { AutoCashOut } from './lazy-parts';

const EMPTY_TEXT: Record<BetsTab, string> = {
  active: 'No active bets found.',
  settled: 'No settled bets found.',
};

function BetHistorySkeletons() {
  return (
    <div role="status" aria-label="Loading bets" className="grid gap-3">
      {Array.from({ length: BET_HISTORY_SKELETONS }, (_, i) => (
        <Skeleton key={i} data-testid="bet-skeleton" className="h-32 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** One tab's list: skeletons, an error with retry, the empty text, or the bet cards. */
export function BetHistory({ status }: { status: BetsTab }) {
  const { data: bets, isPending, isError, refetch, isFetching } = useMyBets(status);

  if (isPending) return <BetHistorySkeletons />;
  if (isError)
    return (
      <LoadError
        title="Failed to load your bets."
        text="Please try again later."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  if (bets.length === 0)
    return (
      <Card className="px-6 py-10 text-center text-muted-foreground">
        <p>{EMPTY_TEXT[status]}</p>
      </Card>
    );
  return (
    <ul className="grid gap-3" aria-label={status === 'active' ? 'Active bets' : 'Settled bets'}>
      {bets.map((bet) => (
        <li key={bet.id}>
          {status === 'active' ? (
            <ActiveBetCard bet={bet}>
              <CashOutOffer bet={bet} />
              {bet.cashOut && <AutoCashOut bet={bet} />}
            </ActiveBetCard>
          ) : (
            <SettledBetCard bet={bet} />
          )}
        </li>
      ))}
    </ul>
  );
}
