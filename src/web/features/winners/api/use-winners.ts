import { useQuery, useQueryClient } from '@tanstack/react-query';
import { WINNERS_REFRESH_MS } from '@shared/constants';
import type { DemoWinner } from '@shared/contracts/matches';
import { apiFetch } from '@/lib/api';
import { PAGE_DATA_URLS } from '@shared/page-data';
import { fromPageDataCheckedAfterPaint } from '@/lib/page-data';
import { winnersKeys } from '@/lib/query-keys';

/** The winners' parse, with zod: off the first load (ADR 0015). */
const loadParseWinners = async () => (await import('./parse-winners')).parseWinners;

async function fetchWinners(signal?: AbortSignal): Promise<DemoWinner[]> {
  const [parse, body] = await Promise.all([
    loadParseWinners(),
    apiFetch<unknown>(PAGE_DATA_URLS.winners, { signal }),
  ]);
  return parse(body);
}

/** Recent demo winners, newest first; refreshed every 5 minutes. */
export function useWinners() {
  return useQuery({
    queryKey: winnersKeys.all,
    queryFn: ({ signal }) => fetchWinners(signal),
    refetchInterval: WINNERS_REFRESH_MS,
    // Shown on every page, above the footer: in the page's HTML, so a short page does not grow as they load.
    ...fromPageDataCheckedAfterPaint(useQueryClient(), winnersKeys.all, PAGE_DATA_URLS.winners, {
      read: (body) => (body as { winners: DemoWinner[] }).winners,
      loadCheck: loadParseWinners,
    }),
    staleTime: WINNERS_REFRESH_MS,
  });
}
