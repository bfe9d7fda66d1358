import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { afterAll, describe, expect, it } from 'vitest';
import { HOME_LIVE_PREVIEW, HOME_UPCOMING_PREVIEW } from '@shared/constants';
import { PAGE_DATA_ELEMENT_ID, pageQueries } from '@shared/page-data';
import { startTestApp } from '../../../tests/integration/harness';

// A built web app of one file: what matters here is what the server writes into it.
const dist = mkdtempSync(join(tmpdir(), 'page-data-dist-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html lang="en-IN"><head></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The page's data, hydrated into a query cache as the browser does. */
function pageCache(html: string): QueryClient {
  const element = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  if (!element?.[1]) throw new Error('the page has no page data');
  const client = new QueryClient();
  hydrate(client, JSON.parse(element[1]) as DehydratedState);
  return client;
}

const keys = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey);

describe('the first answers of a page in its query cache', async () => {
  const { http } = await startTestApp({ WEB_DIST_DIR: dist });
  const { me, winners, slipRules, matches, matchesPreview, myBets, transactions, withdrawals } = pageQueries;

  it('gives a visitor the home page with the previews of the live and upcoming lists, and no session', async () => {
    const page = await http.get('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const cache = pageCache(page.text);
    expect(keys(cache)).toEqual([
      me.queryKey,
      winners.queryKey,
      slipRules.queryKey,
      matchesPreview('LIVE', HOME_LIVE_PREVIEW).queryKey,
      matchesPreview('UPCOMING', HOME_UPCOMING_PREVIEW).queryKey,
    ]);
    expect(cache.getQueryData(me.queryKey)).toBeNull();
    for (const [status, limit] of [
      ['LIVE', HOME_LIVE_PREVIEW],
      ['UPCOMING', HOME_UPCOMING_PREVIEW],
    ] as const) {
      const preview = matchesPreview(status, limit);
      expect(cache.getQueryData(preview.queryKey)).toEqual((await http.get(preview.url)).json);
      const whole = (await http.get(matches(status).url)).json;
      expect(cache.getQueryData(preview.queryKey)).toMatchObject({ total: whole.matches.length });
    }
  });

  it('gives each signed-in player their own data only, never kept by a cache', async () => {
    const first = http.fork();
    const second = http.fork();
    const one = await first.signUp();
    const two = await second.signUp();

    const page = await first.get('/my-bets');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const cache = pageCache(page.text);
    expect(cache.getQueryData<{ email: string }>(me.queryKey)?.email).toBe(one.email);
    expect(cache.getQueryData(myBets('active').queryKey)).toEqual({ bets: [] });

    const wallet = pageCache((await second.get('/wallet')).text);
    expect(wallet.getQueryData<{ email: string }>(me.queryKey)?.email).toBe(two.email);
    expect(wallet.getQueryData(transactions.queryKey)).toEqual({
      pages: [(await second.get(transactions.url)).json],
      pageParams: [null],
    });
    expect(wallet.getQueryData(withdrawals.queryKey)).toEqual({ withdrawals: [] });
  });

  it("writes a signed-in player's page in their saved language, whatever the browser asks for", async () => {
    const player = http.fork();
    await player.signUp();
    const hindiBrowser = { 'accept-language': 'hi-IN,hi;q=0.9' };
    // None saved yet: the browser's.
    expect((await player.get('/', hindiBrowser)).text).toContain('<html lang="hi-IN"');
    expect((await player.request('PUT', '/api/me/locale', { locale: 'en' })).status).toBe(204);
    expect((await player.get('/', hindiBrowser)).text).toContain('<html lang="en-IN"');
    // Over this browser's own earlier choice too.
    const cookie = `${player.cookieHeader()}; lang=hi`;
    expect((await player.get('/wallet', { ...hindiBrowser, cookie })).text).toContain('<html lang="en-IN"');
    // Signed out, the browser's own choice again.
    expect((await http.get('/', hindiBrowser)).text).toContain('<html lang="hi-IN"');
  });

  it('leaves out what a visitor may not read: the page still loads, the client asks and is told', async () => {
    const cache = pageCache((await http.get('/my-bets')).text);
    expect(keys(cache)).toEqual([me.queryKey, winners.queryKey, slipRules.queryKey]);
  });

  it('gives any other page the session, the recent winners and the slip rules (on every page)', async () => {
    const cache = pageCache((await http.get('/help-support/')).text);
    expect(keys(cache)).toEqual([me.queryKey, winners.queryKey, slipRules.queryKey]);
    expect(cache.getQueryData(winners.queryKey)).toEqual((await http.get(winners.url)).json);
    expect(cache.getQueryData(slipRules.queryKey)).toEqual((await http.get(slipRules.url)).json);
  });
});
