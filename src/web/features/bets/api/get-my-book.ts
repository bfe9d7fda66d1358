import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyBook } from '@shared/contracts/book';
import { apiFetch } from '@/lib/api';
import { betsKeys } from '@/lib/query-keys';

/** What each option of the book nets the player if it wins, by `${marketId}:${optionId}`. */
type NetByOption = ReadonlyMap<string, number>;

export const bookEntry = (marketId: number, optionId: number) => `${marketId}:${optionId}`;

/** GET /api/me/book?matchId=: the player's net per option of each market they have stake on. */
const getMyBook = (matchId: number, signal?: AbortSignal): Promise<MyBook> =>
  apiFetch(`/api/me/book?matchId=${matchId}`, { signal });

// Module-level, so TanStack keeps the same map until the book itself changes.
const byOption = (book: MyBook): NetByOption =>
  new Map(
    book.markets.flatMap((market) =>
      market.options.map((option) => [bookEntry(market.marketId, option.optionId), option.net] as const),
    ),
  );

const getMyBookQueryOptions = (matchId: number) =>
  queryOptions({
    queryKey: betsKeys.book(matchId),
    queryFn: ({ signal }) => getMyBook(matchId, signal),
    select: byOption,
    // Placement, cash-outs and the live stream invalidate it (betsKeys.all); every option card of the
    // match reads the one answer.
    staleTime: 30_000,
  });

export function useMyBook(matchId: number) {
  return useQuery(getMyBookQueryOptions(matchId));
}
