import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { WINNERS_REFRESH_MS } from '@shared/constants';
import { demoWinnerSchema } from '@shared/contracts/matches';
import { apiFetch } from '@/lib/api';
import { winnersKeys } from '@/lib/query-keys';

const winnersSchema = z.object({ winners: z.array(demoWinnerSchema) });

async function fetchWinners(signal?: AbortSignal) {
  const body = await apiFetch<unknown>('/api/winners', { signal });
  return winnersSchema.parse(body).winners;
}

/** Recent demo winners, newest first; refreshed every 5 minutes. */
export function useWinners() {
  return useQuery({
    queryKey: winnersKeys.all,
    queryFn: ({ signal }) => fetchWinners(signal),
    refetchInterval: WINNERS_REFRESH_MS,
  });
}
