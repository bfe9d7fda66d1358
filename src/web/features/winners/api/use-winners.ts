import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { WINNERS_REFRESH_MS } from '@shared/constants';
import { demoWinnerSchema } from '@shared/contracts/matches';
import { apiFetch } from '@/lib/api';
import { PAGE_DATA_URLS } from '@shared/page-data';
import { fromPageData } from '@/lib/page-data';
import { winnersKeys } from '@/lib/query-keys';

const winnersSchema = z.object({ winners: z.array(demoWinnerSchema) });

const parseWinners = (body: unknown) => winnersSchema.parse(body).winners;

async function fetchWinners(signal?: AbortSignal) {
  return parseWinners(await apiFetch<unknown>(PAGE_DATA_URLS.winners, { signal }));
}

/** Recent demo winners, newest first; refreshed every 5 minutes. */
export function useWinners() {
  return useQuery({
    queryKey: winnersKeys.all,
    queryFn: ({ signal }) => fetchWinners(signal),
    refetchInterval: WINNERS_REFRESH_MS,
    // Shown on every page, above the footer: in the page's HTML, so a short page does not grow as they load.
    ...fromPageData(PAGE_DATA_URLS.winners, parseWinners),
    staleTime: WINNERS_REFRESH_MS,
  });
}
