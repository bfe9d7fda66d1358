import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Bet } from '@shared/contracts/bets';
import { PAGE_DATA_URLS } from '@shared/page-data';
import { fetchPageDataAnswer, fromPageDataCheckedAfterPaint } from '@/lib/page-data';
import { betsKeys, type BetsTab } from '@/lib/query-keys';

export type { BetsTab };

/** The parse, with zod: not in what the page needs for its first paint (ADR 0017). */
const loadParseMyBets = async () => (await import('./parse-my-bets')).parseMyBets;

/** GET /api/me/bets?status=active|settled. */
function getMyBets(status: BetsTab, signal?: AbortSignal): Promise<Bet[]> {
  return fetchPageDataAnswer(PAGE_DATA_URLS.myBets(status), loadParseMyBets, signal);
}

export function useMyBets(status: BetsTab) {
  const queryKey = betsKeys.list(status);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getMyBets(status, signal),
    // The first render takes the page's answer as the server wrote it; the parse checks it after the paint.
    ...fromPageDataCheckedAfterPaint(useQueryClient(), queryKey, PAGE_DATA_URLS.myBets(status), {
      read: (body) => (body as { bets: Bet[] }).bets,
      refreshAfterPaint: true,
    }),
  });
}
