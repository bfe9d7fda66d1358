/**
 * The API answers the server writes into a page's HTML (as JSON in `<script id="page-data">`), so the
 * page's first render has them and needs no round trip: the first screen shows matches as it paints,
 * and nothing moves when they arrive (ADR 0014). Keyed by the exact URL the web app's hooks fetch.
 * The client uses each answer once, for its first render, and refetches as usual after that.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

const ME = '/api/me';
const LIVE = '/api/matches?status=LIVE';
const UPCOMING = '/api/matches?status=UPCOMING';

const PAGES: Readonly<Record<string, readonly string[]>> = {
  '/': [ME, LIVE, UPCOMING],
  '/live': [ME, LIVE],
  '/upcoming': [ME, UPCOMING],
  '/my-bets': [ME, '/api/me/bets?status=active'],
  '/wallet': [ME, '/api/me/transactions?limit=20', '/api/me/withdrawals'],
};

/** The GET URLs whose answers go into the HTML of this page (every page has the session's `/api/me`). */
export function pageDataRequests(pathname: string): readonly string[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGES[path] ?? [ME];
}
