/**
 * The API answers the server writes into a page's HTML (as JSON in `<script id="page-data">`), so the
 * page's first render has them and needs no round trip: the first screen shows matches as it paints,
 * and nothing moves when they arrive (ADR 0014). Keyed by the exact URL the web app's hooks fetch.
 * The client uses each answer once, for its first render, and refetches as usual after that.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** Rows in the first page of the wallet's transaction history (and in each page after it). */
export const TRANSACTIONS_PAGE_SIZE = 20;

/**
 * The URLs of the answers a page can carry: the web app's hooks fetch these same strings, so an answer
 * in the page is always found under the key its hook looks for.
 */
export const PAGE_DATA_URLS = {
  me: '/api/me',
  winners: '/api/winners',
  slipRules: '/api/bets/rules',
  matches: (status: 'LIVE' | 'UPCOMING') => `/api/matches?status=${status}`,
  myBets: (status: 'active' | 'settled') => `/api/me/bets?status=${status}`,
  firstTransactions: `/api/me/transactions?limit=${TRANSACTIONS_PAGE_SIZE}`,
  withdrawals: '/api/me/withdrawals',
} as const;

const url = PAGE_DATA_URLS;
/**
 * On every page: the session (the header), the recent winners (above the footer) and the bet slip's
 * rules (the slip is on every page, and checks a stake as soon as a selection is added).
 */
const EVERY_PAGE = [url.me, url.winners, url.slipRules];

const PAGES: Readonly<Record<string, readonly string[]>> = {
  '/': [url.matches('LIVE'), url.matches('UPCOMING')],
  '/live': [url.matches('LIVE')],
  '/upcoming': [url.matches('UPCOMING')],
  '/my-bets': [url.myBets('active')],
  '/wallet': [url.firstTransactions, url.withdrawals],
};

/** A page's path as the tables here key it: without a trailing slash. */
const pagePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The GET URLs whose answers go into the HTML of this page. */
export function pageDataRequests(pathname: string): readonly string[] {
  return [...EVERY_PAGE, ...(PAGES[pagePath(pathname)] ?? [])];
}

/**
 * The module (under src/web) of each player page whose code is a chunk of its own, as
 * src/web/app/routes.tsx loads it (a test holds the two together). The server names the chunk in the
 * page's HTML, so the browser fetches it with the first-load scripts, not a round trip after them.
 */
export const LAZY_PAGE_MODULES: Readonly<Record<string, string>> = {
  '/my-bets': 'features/bets/routes/my-bets-page.tsx',
  '/wallet': 'features/wallet/routes/wallet-page.tsx',
  '/account': 'features/account/routes/account-page.tsx',
  '/terms': 'features/legal/routes/terms-page.tsx',
  '/privacy': 'features/legal/routes/privacy-page.tsx',
  '/responsible-gambling': 'features/legal/routes/responsible-gambling-page.tsx',
  '/help-support': 'features/help/routes/help-support-page.tsx',
};

/** The module of the page at this path when its code is a chunk of its own (see LAZY_PAGE_MODULES). */
export function lazyPageModule(pathname: string): string | undefined {
  return LAZY_PAGE_MODULES[pagePath(pathname)];
}
