import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { betSchema, type Bet } from '@shared/contracts/bets';
import { apiFetch } from '@/lib/api';

import { betsKeys, type BetsTab } from '@/lib/query-keys';

export type { BetsTab };

const myBetsSchema = z.object({ bets: z.array(betSchema) });

/** GET /api/me/bets?status=active|settled. */
async function getMyBets(status: BetsTab, signal?: AbortSignal): Promise<Bet[]> {
  const body = await apiFetch<unknown>(`/api/me/bets?status=${status}`, { signal });
  return myBetsSchema.parse(body).bets;
}

export function useMyBets(status: BetsTab) {
  return useQuery({
    queryKey: betsKeys.list(status),
    queryFn: ({ signal }) => getMyBets(status, signal),
  });
}
