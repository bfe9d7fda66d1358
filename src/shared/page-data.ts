/**
 * The API answers the server writes into a page's HTML (as JSON in `<script id="page-data">`), so the
 * page's first render has them and needs no round trip: the first screen shows matches as it paints,
 * and nothing moves when they arrive (ADR 0014). Keyed by the exact URL the web app's hooks fetch.
 * The client uses each answer once, for its first render, and refetches as usual after that.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** On every page: the session (the header) and the recent winners (above the footer). */
const EVERY_PAGE = ['/api/me', '/api/winners'];
const LIVE = '/api/matches?status=LIVE';
const UPCOMING = '/api/matches?status=UPCOMING';

const PAGES: Readonly<Record<string, readonly string[]>> = {
  '/': [LIVE, UPCOMING],
  '/live': [LIVE],
  '/upcoming': [UPCOMING],
  '/my-bets': ['/api/me/bets?status=active'],
  '/wallet': ['/api/me/transactions?limit=20', '/api/me/withdrawals'],
};

/** The GET URLs whose answers go into the HTML of this page. */
export function pageDataRequests(pathname: string): readonly string[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return [...EVERY_PAGE, ...(PAGES[path] ?? [])];
}
