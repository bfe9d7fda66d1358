import { useState } from 'react';
import { settleMatchSchema, type PendingMatch } from '@shared/contracts/admin';
import { toast } from '@/lib/toast';
import { usePendingMatches } from '../api/get-pending-matches';
import type { WinnerOverride } from './confirm-winner-dialog';
import type { MatchMeta } from './pending-match-columns';
import type { useSettleRow } from './use-settle-row';
import type { VoidTarget } from './void-dialog';

export type SettleRow = ReturnType<typeof useSettleRow>;

/**
 * The Match Settlements tab's behaviour: the page and the has-bets filter, each row's chosen winner
 * (the feed's until changed), settling (asking first when the choice overrides the feed's), voiding,
 * and the page's feed-agreed matches for the bulk settle.
 */
export function useMatchSettlements(settleRow: SettleRow) {
  const [page, setPage] = useState(1);
  const [hasBets, setHasBets] = useState(false);
  const pending = usePendingMatches(page, hasBets);
  const [choices, setChoices] = useState<Record<number, string>>({});
  const [override, setOverride] = useState<WinnerOverride | null>(null);
  const [voidTarget, setVoidTarget] = useState<VoidTarget | null>(null);
  const [bulk, setBulk] = useState<PendingMatch[] | null>(null);

  const list = pending.data;
  const rows = list?.matches ?? [];
  // Only from the rows of this page and filter: not the previous ones kept on screen while they load.
  const feedAgreed = pending.isPlaceholderData ? [] : rows.filter((m) => m.feedAgrees && m.suggestedWinner);
  // Settling the last rows of the last page leaves it empty: show the last page that has rows
  // (state adjusted while rendering, once this page's answer is in).
  const lastPage = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  if (list && list.page === page && page > lastPage) setPage(lastPage);

  const choiceFor = (m: PendingMatch) => choices[m.id] ?? m.suggestedWinner ?? undefined;

  const settle = (m: PendingMatch) => {
    const parsed = settleMatchSchema.safeParse({ winningTeam: choiceFor(m) ?? '' });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? 'Please select the winning team');
      return;
    }
    const chosen = parsed.data.winningTeam;
    if (m.suggestedWinner && chosen !== m.suggestedWinner) {
      setOverride({ matchId: m.id, chosen, recorded: m.suggestedWinner, resultText: m.resultText });
      return;
    }
    void settleRow.settle({ kind: 'match', matchId: m.id, winningTeam: chosen });
  };

  const meta: MatchMeta = {
    choiceFor,
    choose: (id, team) => setChoices((c) => ({ ...c, [id]: team })),
    isBusy: (id) => settleRow.isProcessing('match', id),
    settle,
    openVoid: setVoidTarget,
  };

  return {
    pending,
    list,
    setPage,
    hasBets,
    filterHasBets: (on: boolean) => {
      setHasBets(on);
      setPage(1);
    },
    feedAgreed,
    meta,
    bulk,
    openBulk: () => setBulk(feedAgreed),
    closeBulk: () => setBulk(null),
    override,
    cancelOverride: () => setOverride(null),
    confirmOverride: (o: WinnerOverride) => {
      setOverride(null);
      void settleRow.settle({ kind: 'match', matchId: o.matchId, winningTeam: o.chosen });
    },
    voidTarget,
    voidBusy: voidTarget !== null && settleRow.isProcessing('match', voidTarget.matchId),
    cancelVoid: () => setVoidTarget(null),
    confirmVoid: (matchId: number, reason: string) => {
      setVoidTarget(null);
      void settleRow.settle({ kind: 'void', matchId, reason });
    },
  };
}
