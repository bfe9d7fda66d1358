import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyBook } from '@shared/contracts/book';
import { apiFetch } from '@/lib/api';
import { betsKeys } from '@/lib/query-keys';

// The player's book on a match, read by two features: My Bets' line under each option (bets) and what
// the slip takes from the wallet (bet-slip). One query, so both read one answer.

/**
 * What each option of the book nets the player if it wins, in rupees, by market id then option id: every
 * option of each market they have stake on, and no entry for a market where they have none.
 */
export type BookNets = ReadonlyMap<number, ReadonlyMap<number, number>>;

/** GET /api/me/book?matchId=: the player's net per option of each market they have stake on. */
const getMyBook = (matchId: number, signal?: AbortSignal): Promise<MyBook> =>
  apiFetch(`/api/me/book?matchId=${matchId}`, { signal });

// Module-level, so TanStack keeps the same map until the book itself changes.
const byMarket = (book: MyBook): BookNets =>
  new Map(
    book.markets.map((market) => [
      market.marketId,
      new Map(market.options.map((option) => [option.optionId, option.net] as const)),
    ]),
  );

/** The book's query, for useQuery and useQueries alike. Only for a signed-in player (401 otherwise). */
export const myBookQueryOptions = (matchId: number) =>
  queryOptions({
    queryKey: betsKeys.book(matchId),
    queryFn: ({ signal }) => getMyBook(matchId, signal),
    select: byMarket,
    // Placement, cash-outs and the live stream invalidate it (betsKeys.all); every option card of the
    // match and the slip read the one answer.
    staleTime: 30_000,
  });

export function useMyBook(matchId: number) {
  return useQuery(myBookQueryOptions(matchId));
}
