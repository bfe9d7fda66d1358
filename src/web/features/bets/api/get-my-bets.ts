import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { betSchema, type Bet } from '@shared/contracts/bets';
import { PAGE_DATA_URLS } from '@shared/page-data';
import { fetchPageDataAnswer, fromPageDataCheckedAfterPaint } from '@/lib/page-data';
import { betsKeys, type BetsTab } from '@/lib/query-keys';

export type { BetsTab };

const myBetsSchema = z.object({ bets: z.array(betSchema) });

/** GET /api/me/bets?status=active|settled. */
const parseMyBets = (body: unknown): Bet[] => myBetsSchema.parse(body).bets;

async function getMyBets(status: BetsTab, signal?: AbortSignal): Promise<Bet[]> {
  return parseMyBets(await fetchPageDataAnswer<unknown>(PAGE_DATA_URLS.myBets(status), signal));
}

export function useMyBets(status: BetsTab) {
  const queryKey = betsKeys.list(status);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getMyBets(status, signal),
    // The first render takes the page's answer as the server wrote it; the parse checks it after the paint.
    ...fromPageDataCheckedAfterPaint(useQueryClient(), queryKey, PAGE_DATA_URLS.myBets(status), {
      read: (body) => (body as { bets: Bet[] }).bets,
      loadCheck: async () => parseMyBets,
    }),
  });
}
