// The CricAPI client against a fake fetch that answers with the recorded fixtures: no network.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CricApiClient, CricApiError } from './client';

const KEY = 'secret-key-1234567890';
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

/** A fetch that records the URLs asked for and answers what `respond` returns. */
function fakeFetch(respond: (url: URL, init?: RequestInit) => Response | Promise<Response>) {
  const calls: URL[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    calls.push(url);
    return respond(url, init);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } });

async function failure(promise: Promise<unknown>): Promise<CricApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CricApiError);
  expect((error as Error).message).not.toContain(KEY);
  return error as CricApiError;
}

describe('CricApiClient', () => {
  it('asks currentMatches with the key and offset and returns the readable rows with the quota', async () => {
    const { fetch, calls } = fakeFetch(() => json(fixture('current-matches.json')));
    const client = new CricApiClient({ apiKey: KEY, fetch });
    const page = await client.currentMatches(25);
    expect(calls).toHaveLength(1);
    expect(`${calls[0]!.origin}${calls[0]!.pathname}`).toBe('https://api.cricapi.com/v1/currentMatches');
    expect(calls[0]!.searchParams.get('apikey')).toBe(KEY);
    expect(calls[0]!.searchParams.get('offset')).toBe('25');
    expect(page.data).toHaveLength(6); // the row without an id is dropped
    expect(page.info).toMatchObject({ hitsToday: 7, hitsLimit: 100, totalRows: 7 });
  });

  it('reads match_info and series_info', async () => {
    const { fetch, calls } = fakeFetch((url) =>
      json(
        fixture(
          url.pathname.endsWith('/series_info') ? 'series-info.json' : 'match-info-completed-overs-19-6.json',
        ),
      ),
    );
    const client = new CricApiClient({ apiKey: KEY, fetch, baseUrl: 'https://example.test/v1/' });
    const match = await client.matchInfo('d4a6b8c0-0007-4cc2-8e33-ipl2025m30');
    expect(match).toMatchObject({ id: 'd4a6b8c0-0007-4cc2-8e33-ipl2025m30', tossWinner: 'kings xi punjab' });
    expect(match.score?.[0]).toMatchObject({ r: 189, w: 8, o: '19.6' });
    const series = await client.seriesInfo('d5a498c8-7596-4b93-8ab0-e0efc3345312');
    expect(series.info.name).toBe('Indian Premier League 2025');
    expect(series.matches).toHaveLength(6);
    expect(calls.map((u) => `${u.pathname}?id=${u.searchParams.get('id')}`)).toEqual([
      '/v1/match_info?id=d4a6b8c0-0007-4cc2-8e33-ipl2025m30',
      '/v1/series_info?id=d5a498c8-7596-4b93-8ab0-e0efc3345312',
    ]);
  });

  it('turns CricAPI failures into typed errors without the key', async () => {
    const invalid = new CricApiClient({
      apiKey: KEY,
      fetch: fakeFetch(() => json(fixture('failure-invalid-key.json'))).fetch,
    });
    const bad = await failure(invalid.currentMatches());
    expect([bad.code, bad.reason]).toEqual(['INVALID_API_KEY', 'Invalid API Key']);

    const limited = new CricApiClient({
      apiKey: KEY,
      fetch: fakeFetch(() => json(fixture('failure-hits-limit.json'))).fetch,
    });
    expect((await failure(limited.matchInfo('x'))).code).toBe('LIMIT_REACHED');
  });

  it('reports HTTP errors, non-JSON bodies and unexpected shapes', async () => {
    const answer = (response: () => Response) =>
      new CricApiClient({ apiKey: KEY, fetch: fakeFetch(response).fetch });
    expect((await failure(answer(() => json('{}', 503)).currentMatches())).code).toBe('HTTP_ERROR');
    expect((await failure(answer(() => new Response('<html>busy</html>')).currentMatches())).code).toBe(
      'BAD_RESPONSE',
    );
    expect((await failure(answer(() => json('[1,2,3]')).currentMatches())).code).toBe('BAD_RESPONSE');
    expect(
      (await failure(answer(() => json('{"status":"success","data":{"not":"a list"}}')).currentMatches()))
        .code,
    ).toBe('BAD_RESPONSE');
    expect(
      (await failure(answer(() => json('{"status":"success","data":{"id":7}}')).matchInfo('7'))).code,
    ).toBe('BAD_RESPONSE');
  });

  it('reports network errors without leaking the key from the error text', async () => {
    const client = new CricApiClient({
      apiKey: KEY,
      // undici's own messages can carry the URL, query string included.
      fetch: fakeFetch((url) => {
        throw new TypeError(`fetch failed for ${url.toString()}`);
      }).fetch,
    });
    const error = await failure(client.currentMatches());
    expect(error.code).toBe('NETWORK');
  });

  it('gives up after the timeout', async () => {
    const { fetch } = fakeFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    );
    const client = new CricApiClient({ apiKey: KEY, fetch, timeoutMs: 20 });
    expect((await failure(client.currentMatches())).code).toBe('TIMEOUT');
  });

  it('refuses an empty key', () => {
    expect(() => new CricApiClient({ apiKey: '  ' })).toThrow(CricApiError);
  });
});
