import { HOME_LIVE_PREVIEW, HOME_UPCOMING_PREVIEW } from './constants';

/**
 * Each page's data: the API answers the server puts into a page's HTML, as TanStack Query's dehydrated
 * state in `<script id="page-data">`, so the first render has them and needs no round trip. The web app
 * hydrates its query cache with it once, before the first render; the hooks read these same query keys
 * and fetch these same URLs, so one table serves the server and the client.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** Rows in the first page of the wallet's transaction history (and in each page after it). */
export const TRANSACTIONS_PAGE_SIZE = 20;

/** One answer a page can carry: the query key its hook caches it under, and the URL the hook fetches. */
export interface PageQuery {
  queryKey: readonly unknown[];
  url: string;
  /** Cached as the first page of an infinite query (TanStack's `{ pages, pageParams }`). */
  infinite?: true;
}

export type MatchListStatus = 'LIVE' | 'UPCOMING';
export type BetsTab = 'active' | 'settled';

export const pageQueries = {
  me: { queryKey: ['me'], url: '/api/me' },
  winners: { queryKey: ['winners'], url: '/api/winners' },
  slipRules: { queryKey: ['slip-rules'], url: '/api/bets/rules' },
  matches: (status: MatchListStatus) => ({
    queryKey: ['matches', status] as const,
    url: `/api/matches?status=${status}`,
  }),
  /** The first `limit` matches of a list and its count: what the home page previews. */
  matchesPreview: (status: MatchListStatus, limit: number) => ({
    queryKey: ['matches', status, { limit }] as const,
    url: `/api/matches?status=${status}&limit=${limit}`,
  }),
  myBets: (status: BetsTab) => ({
    queryKey: ['bets', status] as const,
    url: `/api/me/bets?status=${status}`,
  }),
  transactions: {
    queryKey: ['transactions'],
    url: `/api/me/transactions?limit=${TRANSACTIONS_PAGE_SIZE}`,
    infinite: true,
  },
  withdrawals: { queryKey: ['withdrawals'], url: '/api/me/withdrawals' },
} as const satisfies Record<string, PageQuery | ((...args: never[]) => PageQuery)>;

const q = pageQueries;
/**
 * On every page: the session (the header), the recent winners (above the footer) and the bet slip's
 * rules (the slip is on every page, and checks a stake as soon as a selection is added).
 */
const EVERY_PAGE: readonly PageQuery[] = [q.me, q.winners, q.slipRules];

const PAGES: Readonly<Record<string, readonly PageQuery[]>> = {
  '/': [q.matchesPreview('LIVE', HOME_LIVE_PREVIEW), q.matchesPreview('UPCOMING', HOME_UPCOMING_PREVIEW)],
  '/live': [q.matches('LIVE')],
  '/upcoming': [q.matches('UPCOMING')],
  '/my-bets': [q.myBets('active')],
  '/wallet': [q.transactions, q.withdrawals],
};

/** The queries whose answers go into the HTML of the page at this path (a trailing slash aside). */
export function pageQueriesFor(pathname: string): readonly PageQuery[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return [...EVERY_PAGE, ...(PAGES[path] ?? [])];
}
