import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { betSchema, type Bet } from '@shared/contracts/bets';
import { PAGE_DATA_URLS } from '@shared/page-data';
import { fetchPageDataAnswer, fromPageData } from '@/lib/page-data';

import { betsKeys, type BetsTab } from '@/lib/query-keys';

export type { BetsTab };

const myBetsSchema = z.object({ bets: z.array(betSchema) });

/** GET /api/me/bets?status=active|settled. */
const parseMyBets = (body: unknown): Bet[] => myBetsSchema.parse(body).bets;

async function getMyBets(status: BetsTab, signal?: AbortSignal): Promise<Bet[]> {
  return parseMyBets(await fetchPageDataAnswer<unknown>(PAGE_DATA_URLS.myBets(status), signal));
}

export function useMyBets(status: BetsTab) {
  return useQuery({
    queryKey: betsKeys.list(status),
    queryFn: ({ signal }) => getMyBets(status, signal),
    ...fromPageData(PAGE_DATA_URLS.myBets(status), parseMyBets),
  });
}
