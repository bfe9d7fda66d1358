import { useMemo } from 'react';
import { DataTable } from '@/components/data-table';
import { BulkSettleDialog } from './bulk-settle-dialog';
import { ConfirmWinnerDialog } from './confirm-winner-dialog';
import { pendingMatchColumns } from './pending-match-columns';
import { PendingList } from './pending-state';
import { Pager, ResultsToolbar } from './results-toolbar';
import { useMatchSettlements, type SettleRow } from './use-match-settlements';
import { VoidDialog } from './void-dialog';

/**
 * The Match Settlements tab, a page at a time: pick the winner (the feed's is preselected), settle, or
 * void; or settle the page's matches the feed agrees on in one go.
 */
export function MatchSettlements({ settleRow }: { settleRow: SettleRow }) {
  const tab = useMatchSettlements(settleRow);
  const { list, hasBets } = tab;
  const columns = useMemo(() => pendingMatchColumns(), []);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <ResultsToolbar
        hasBets={hasBets}
        onHasBets={tab.filterHasBets}
        feedAgreed={tab.feedAgreed.length}
        onBulkSettle={tab.openBulk}
      />
      <PendingList
        query={{ ...tab.pending, data: list?.matches }}
        errorTitle="Error loading matches"
        errorText="There was an error loading pending matches. Please try again later."
        emptyTitle={hasBets ? 'No bets wait for a result' : 'All matches settled!'}
        emptyText={
          hasBets
            ? 'No completed match with pending bets waits for settlement.'
            : 'There are no pending matches to settle: all completed matches have been processed.'
        }
        refreshLabel="Refresh Matches"
      >
        {(shown) => (
          <>
            <DataTable
              label="Matches waiting for settlement"
              columns={columns}
              data={shown}
              rowId={(m) => String(m.id)}
              meta={tab.meta}
            />
            {list && (
              <Pager
                page={list.page}
                pageSize={list.pageSize}
                total={list.total}
                onPage={tab.setPage}
                busy={tab.pending.isFetching}
              />
            )}
          </>
        )}
      </PendingList>
      <BulkSettleDialog candidates={tab.bulk} onClose={tab.closeBulk} />
      <ConfirmWinnerDialog
        override={tab.override}
        onCancel={tab.cancelOverride}
        onConfirm={tab.confirmOverride}
      />
      <VoidDialog
        target={tab.voidTarget}
        busy={tab.voidBusy}
        onCancel={tab.cancelVoid}
        onConfirm={tab.confirmVoid}
      />
    </div>
  );
}
