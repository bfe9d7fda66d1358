import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LoadError } from '@/components/status-panel';
import { BET_HISTORY_SKELETONS } from '@shared/constants';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyBets, type BetsTab } from '../api/get-my-bets';
import { ActiveBetCard, SettledBetCard } from './bet-cards';
import { CashOutOffer } from './cash-out-offer';
import { AutoCashOut } from './lazy-parts';

const EMPTY_TEXT: Record<BetsTab, MessageDescriptor> = {
  active: msg`No active bets found.`,
  settled: msg`No settled bets found.`,
};

function BetHistorySkeletons() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading bets`} className="grid gap-3">
      {Array.from({ length: BET_HISTORY_SKELETONS }, (_, i) => (
        <Skeleton key={i} data-testid="bet-skeleton" className="h-32 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** One tab's list: skeletons, an error with retry, the empty text, or the bet cards. */
export function BetHistory({ status }: { status: BetsTab }) {
  const { data: bets, isPending, isError, refetch, isFetching } = useMyBets(status);
  const { t, i18n } = useLingui();

  if (isPending) return <BetHistorySkeletons />;
  if (isError)
    return (
      <LoadError
        title={t`Failed to load your bets.`}
        text={t`Please try again later.`}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  if (bets.length === 0)
    return (
      <Card className="px-6 py-10 text-center text-muted-foreground">
        <p>{i18n._(EMPTY_TEXT[status])}</p>
      </Card>
    );
  return (
    <ul className="grid gap-3" aria-label={status === 'active' ? t`Active bets` : t`Settled bets`}>
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
