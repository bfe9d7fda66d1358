import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '@shared/page-data';
import { startTestApp } from '../../../tests/integration/harness';

// A built web app of one file: what matters here is what the server writes into it.
const dist = mkdtempSync(join(tmpdir(), 'page-data-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function pageData(html: string): Record<string, unknown> {
  const element = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  if (!element?.[1]) throw new Error('the page has no page data');
  return JSON.parse(element[1]) as Record<string, unknown>;
}

describe('the first lists and the session in the page', async () => {
  const { http } = await startTestApp({ WEB_DIST_DIR: dist });

  it('gives a visitor the home page with the live and upcoming lists the API answers, and no session', async () => {
    const page = await http.get('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const data = pageData(page.text);
    expect(Object.keys(data)).toEqual([
      '/api/me',
      '/api/winners',
      '/api/bets/rules',
      '/api/matches?status=LIVE',
      '/api/matches?status=UPCOMING',
    ]);
    expect(data['/api/me']).toBeNull();
    expect(data['/api/matches?status=LIVE']).toEqual((await http.get('/api/matches?status=LIVE')).json);
    expect(data['/api/matches?status=UPCOMING']).toEqual(
      (await http.get('/api/matches?status=UPCOMING')).json,
    );
  });

  it('gives each signed-in player their own data only, never kept by a cache', async () => {
    const first = http.fork();
    const second = http.fork();
    const one = await first.signUp();
    const two = await second.signUp();

    const page = await first.get('/my-bets');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const data = pageData(page.text);
    expect((data['/api/me'] as { email: string }).email).toBe(one.email);
    expect(data['/api/me/bets?status=active']).toEqual({ bets: [] });

    const wallet = pageData((await second.get('/wallet')).text);
    expect((wallet['/api/me'] as { email: string }).email).toBe(two.email);
    expect(wallet['/api/me/transactions?limit=20']).toEqual(
      (await second.get('/api/me/transactions?limit=20')).json,
    );
    expect(wallet['/api/me/withdrawals']).toEqual({ withdrawals: [] });
  });

  it('leaves out what a visitor may not read: the page still loads, the client asks and is told', async () => {
    const data = pageData((await http.get('/my-bets')).text);
    expect(Object.keys(data)).toEqual(['/api/me', '/api/winners', '/api/bets/rules']);
  });

  it('gives any other page the session, the recent winners and the slip rules (on every page)', async () => {
    const data = pageData((await http.get('/help-support')).text);
    expect(data).toEqual({
      '/api/me': null,
      '/api/winners': (await http.get('/api/winners')).json,
      '/api/bets/rules': (await http.get('/api/bets/rules')).json,
    });
  });
});
