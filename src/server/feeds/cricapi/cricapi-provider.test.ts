// The CricAPI provider against a fake fetch answering with the recorded fixtures (no network):
// series_info from series-info-league.json, currentMatches from current-matches.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createProvider } from '../create-provider';
import { priceMatchMarkets } from '../../pricing/match-markets';
import { tournamentWinnerOdds } from '../../pricing/tournament';
import { feedMatch } from '../test-support';
import type { FeedMatch } from '../types';
import { CricApiClient, CricApiError } from './client';
import { CricApiProvider, CURRENT_MATCHES_TTL_MS, RETRY_AFTER_ERROR_MS } from './cricapi-provider';

const KEY = 'secret-key-1234567890';
const SERIES = 'd5a498c8-7596-4b93-8ab0-e0efc3345312';
const NOW = new Date('2025-04-20T16:30:00Z');
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const json = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } });

const M37 = 'a1f3c2d4-0002-4c1e-9d2a-ipl2025m37'; // PBKS v RCB: completed (series_info still says live)
const M38 = 'a1f3c2d4-0001-4c1e-9d2a-ipl2025m38'; // MI v CSK: live, second innings
const M39 = 'a1f3c2d4-0003-4c1e-9d2a-ipl2025m39'; // KKR v GT: upcoming
const M40 = 'a1f3c2d4-0004-4c1e-9d2a-ipl2025m40'; // LSG v DC: toss done, no ball yet

type Responder = (url: URL) => Response | Promise<Response>;

const fixtures: Responder = (url) =>
  json(fixture(url.pathname.endsWith('/series_info') ? 'series-info-league.json' : 'current-matches.json'));

/**
 * A provider on a fake fetch and a fake clock; `respond` can be swapped mid-test. Its daily budget is a
 * paid plan's unless given, so live polling is paced by the cache alone (cricapi-day.test.ts runs a day
 * on the free plan's default).
 */
function setup(
  options: { seriesId?: string | null; maxCurrentMatchesPages?: number; dailyCalls?: number } = {},
) {
  const state = { now: 0, respond: fixtures, calls: [] as URL[] };
  const fetch = (async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : input);
    state.calls.push(url);
    return state.respond(url);
  }) as typeof globalThis.fetch;
  const provider = new CricApiProvider({
    client: new CricApiClient({ apiKey: KEY, fetch, clock: () => state.now }),
    seriesId: options.seriesId === null ? undefined : (options.seriesId ?? SERIES),
    maxCurrentMatchesPages: options.maxCurrentMatchesPages,
    dailyCalls: options.dailyCalls ?? 100_000,
    clock: () => state.now,
  });
  const endpoints = () => state.calls.map((url) => url.pathname.split('/').at(-1));
  return { provider, state, endpoints };
}

const HOUR = 3_600_000;
const byId = (matches: FeedMatch[], id: string) => matches.find((m) => m.externalId === id)!;

async function rejection(promise: Promise<unknown>): Promise<CricApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CricApiError);
  expect(String(error)).not.toContain(KEY);
  expect((error as CricApiError).reason ?? '').not.toContain(KEY);
  return error as CricApiError;
}

describe('CricApiProvider', () => {
  let env: ReturnType<typeof setup>;
  beforeEach(() => {
    env = setup();
  });

  it('builds the schedule from series_info with currentMatches rows (IPL only) in their place', async () => {
    const schedule = await env.provider.fetchSchedule();
    expect(env.endpoints().sort()).toEqual(['currentMatches', 'series_info']);
    const seriesCall = env.state.calls.find((url) => url.pathname.endsWith('/series_info'))!;
    expect(seriesCall.searchParams.get('id')).toBe(SERIES);

    // 17 IPL rows in series_info (the two 'Tbc' playoffs are dropped) + m40 only currentMatches has.
    expect(schedule).toHaveLength(18);
    expect(schedule.map((m) => m.startsAt.getTime())).toEqual(
      schedule.map((m) => m.startsAt.getTime()).sort((a, b) => a - b),
    );
    expect(schedule.map((m) => m.externalId)).not.toContain('b2e4d6f8-0005-4aa0-8c11-bbl14m12');
    expect(schedule.filter((m) => m.status === 'COMPLETED')).toHaveLength(12);
    expect(schedule.filter((m) => m.status === 'ABANDONED')).toHaveLength(1);

    // currentMatches is fresher: m37 has finished, m38 is in its second innings.
    expect(byId(schedule, M37)).toMatchObject({
      status: 'COMPLETED',
      winner: 'Royal Challengers Bengaluru',
      resultText: 'Royal Challengers Bengaluru won by 7 wickets',
    });
    expect(byId(schedule, M38)).toMatchObject({ status: 'LIVE', currentOver: 14.3 });
    expect(byId(schedule, M38).innings).toHaveLength(2);

    // Names and short names are ours, former names included; toss and winner come through.
    const m10 = byId(schedule, '5e1a0c00-0010-4d2b-8f10-ipl2025m10');
    expect(m10.home).toEqual({ name: 'Royal Challengers Bengaluru', shortName: 'RCB' });
    expect(m10.winner).toBe('Royal Challengers Bengaluru');
    expect(byId(schedule, '5e1a0c00-0007-4d2b-8f10-ipl2025m7')).toMatchObject({
      tossWinner: 'Chennai Super Kings',
      tossDecision: 'bowl',
      winner: 'Royal Challengers Bengaluru',
    });
  });

  it('returns live, post-toss and recently finished IPL matches as live state', async () => {
    const live = await env.provider.fetchLiveState(NOW);
    expect(env.endpoints()).toEqual(['currentMatches']);
    expect(live.map((m) => m.externalId).sort()).toEqual([M38, M37, M40].sort());
    expect(byId(live, M38).innings[1]).toMatchObject({ battingTeam: 'Mumbai Indians', runs: 132 });
    expect(byId(live, M40)).toMatchObject({ status: 'LIVE', innings: [], currentOver: 0 });

    // Two days on, the finished match is no longer news; live ones still are.
    const later = await env.provider.fetchLiveState(new Date('2025-04-23T12:00:00Z'));
    expect(later.map((m) => m.externalId).sort()).toEqual([M38, M40].sort());
  });

  it('prices markets from the feed state with the simulator model, without calling the API', async () => {
    const schedule = await env.provider.fetchSchedule();
    const requests = env.state.calls.length;

    const live = await env.provider.fetchMarkets(byId(schedule, M38));
    expect(live).toEqual(priceMatchMarkets(byId(schedule, M38)));
    expect(live.map((m) => m.kind)).toEqual(['MATCH_WINNER']); // first innings over, toss done
    // MI need 45 from 33 with 7 wickets left: MI are favourites.
    const [mi, csk] = live[0]!.options;
    expect(mi!.teamName).toBe('Mumbai Indians');
    expect(mi!.odds).toBeLessThan(csk!.odds);

    const upcoming = await env.provider.fetchMarkets(byId(schedule, M39));
    expect(upcoming.map((m) => m.kind)).toEqual(['MATCH_WINNER', 'TOSS_WINNER', 'FIRST_INNINGS_RUNS']);
    for (const market of upcoming)
      for (const o of market.options) expect(o.odds).toBeGreaterThanOrEqual(1.01);

    expect(await env.provider.fetchMarkets(byId(schedule, M37))).toEqual([]);
    expect(
      await env.provider.fetchMarkets(
        feedMatch('Mumbai Indians', 'Chennai Super Kings', { externalId: 'sim:2025:0:1' }),
      ),
    ).toEqual([]);
    expect(env.state.calls).toHaveLength(requests);
  });

  it('gives tournament odds from the standings of the completed matches, shortest first', async () => {
    const odds = await env.provider.fetchTournamentOdds();
    expect(odds).toHaveLength(10);
    expect(odds.map((o) => o.odds)).toEqual(odds.map((o) => o.odds).sort((a, b) => a - b));
    // RCB have won all four of their matches; CSK have lost all three.
    expect(odds[0]!.teamName).toBe('Royal Challengers Bengaluru');
    const oddsOf = (team: string) => odds.find((o) => o.teamName === team)!.odds;
    expect(oddsOf('Chennai Super Kings')).toBe(Math.max(...odds.map((o) => o.odds)));
    expect(oddsOf('Chennai Super Kings')).toBeGreaterThan(oddsOf('Delhi Capitals'));
    expect(odds).toEqual(tournamentWinnerOdds(await env.provider.fetchSchedule()));
  });

  it('reads series_info once a day, and currentMatches during live play at most once a minute', async () => {
    await env.provider.fetchLiveState(NOW);
    env.state.now += 30_000;
    await env.provider.fetchLiveState(NOW);
    await env.provider.fetchSchedule();
    await env.provider.fetchTournamentOdds();
    expect(env.endpoints()).toEqual(['currentMatches', 'series_info']);

    env.state.now += 31_000; // 61 s after the first currentMatches; MI v CSK is live
    await env.provider.fetchLiveState(NOW);
    expect(env.endpoints()).toEqual(['currentMatches', 'series_info', 'currentMatches']);

    // The schedule never refreshes currentMatches (live polling does), and series_info waits a day.
    env.state.now += 23 * HOUR;
    await env.provider.fetchSchedule();
    expect(env.endpoints()).toHaveLength(3);
    env.state.now += HOUR;
    await env.provider.fetchSchedule();
    expect(env.endpoints().filter((e) => e === 'series_info')).toHaveLength(2);
  });

  it('does not poll currentMatches when no match is in its live window', async () => {
    await env.provider.fetchLiveState(NOW);
    env.state.now += 10 * 60_000;
    // 21 April, 09:00 UTC: KKR v GT starts at 14:00. MI v CSK's window closed at 19:00 yesterday with
    // the match last seen live: one match_info asks for its result, once.
    await env.provider.fetchLiveState(new Date('2025-04-21T09:00:00Z'));
    env.state.now += 10 * 60_000;
    await env.provider.fetchLiveState(new Date('2025-04-21T09:10:00Z'));
    expect(env.endpoints()).toEqual(['currentMatches', 'match_info']);
    expect(env.state.calls[1]!.searchParams.get('id')).toBe(M38);
    await env.provider.fetchLiveState(new Date('2025-04-21T13:31:00Z')); // KKR v GT's toss window
    expect(env.endpoints()).toEqual(['currentMatches', 'match_info', 'currentMatches']);
  });

  it('spreads the calls left today over the live time left today, and stops at the budget', async () => {
    const free = setup({ dailyCalls: 12 });
    // CricAPI's own count of the key's calls today, as each answer reports it.
    free.state.respond = () => {
      const page = JSON.parse(fixture('current-matches.json')) as { info: { hitsToday: number } };
      page.info.hitsToday = free.state.calls.length;
      return json(JSON.stringify(page));
    };
    await free.provider.fetchLiveState(NOW); // 1 call; MI v CSK's window ends at 19:00, 2.5 hours on
    // 11 left, 1 kept for its result: 10 polls over the 150 minutes, about one every 14 minutes (each
    // interval is what is left of the window over the polls left).
    const polls: number[] = [];
    for (let minute = 1; minute <= 150; minute++) {
      free.state.now = minute * 60_000;
      const before = free.state.calls.length;
      await free.provider.fetchLiveState(new Date(NOW.getTime() + minute * 60_000));
      if (free.state.calls.length > before) polls.push(minute);
    }
    // Ten polls in the window, then at 19:00 the call kept for the result: the day's 12.
    expect(polls).toHaveLength(11);
    expect(polls[0]).toBe(14);
    expect(Math.max(...polls.slice(1, 10).map((minute, i) => minute - polls[i]!))).toBeLessThanOrEqual(15);
    expect(polls[10]).toBe(150);
    expect(free.endpoints()).toEqual([...Array<string>(11).fill('currentMatches'), 'match_info']);

    // Another instance on the same key has spent the day's calls: CricAPI's count stops this one.
    const other = setup({ dailyCalls: 12 });
    other.state.respond = () => {
      const page = JSON.parse(fixture('current-matches.json')) as { info: { hitsToday: number } };
      page.info.hitsToday = 12;
      return json(JSON.stringify(page));
    };
    await other.provider.fetchLiveState(NOW);
    for (let minute = 1; minute <= 150; minute++) {
      other.state.now = minute * 60_000;
      await other.provider.fetchLiveState(new Date(NOW.getTime() + minute * 60_000));
    }
    expect(other.state.calls).toHaveLength(1);
  });

  it('shares one request between concurrent callers', async () => {
    await Promise.all([
      env.provider.fetchLiveState(NOW),
      env.provider.fetchLiveState(NOW),
      env.provider.fetchSchedule(),
    ]);
    expect(env.endpoints().sort()).toEqual(['currentMatches', 'series_info']);
  });

  it('hands out fresh arrays, so a caller changing one does not change the cache', async () => {
    const first = await env.provider.fetchLiveState(NOW);
    first.length = 0;
    expect(await env.provider.fetchLiveState(NOW)).toHaveLength(3);
  });

  const failures: [string, Responder, string][] = [
    ['status failure', () => json(fixture('failure-invalid-key.json')), 'INVALID_API_KEY'],
    ['hits limit', () => json(fixture('failure-hits-limit.json')), 'LIMIT_REACHED'],
    ['HTTP 500', () => json('{"status":"failure"}', 500), 'HTTP_ERROR'],
    [
      'network error',
      (url) => {
        throw new TypeError(`fetch failed for ${url.toString()}`);
      },
      'NETWORK',
    ],
  ];

  for (const [label, respond, code] of failures) {
    it(`surfaces a ${label} as a clear error and keeps the previous data usable`, async () => {
      const before = await env.provider.fetchLiveState(NOW);
      const schedule = await env.provider.fetchSchedule();

      env.state.now += CURRENT_MATCHES_TTL_MS + 1;
      env.state.respond = respond;
      const error = await rejection(env.provider.fetchLiveState(NOW));
      expect(error.code).toBe(code);
      expect(error.message).toMatch(/^CricAPI currentMatches /);

      // Until the retry delay has passed: the last good data, and no new request.
      const requests = env.state.calls.length;
      env.state.now += RETRY_AFTER_ERROR_MS / 2;
      expect(await env.provider.fetchLiveState(NOW)).toEqual(before);
      expect(await env.provider.fetchSchedule()).toEqual(schedule);
      expect(await env.provider.fetchMarkets(byId(schedule, M38))).toHaveLength(1);
      expect((await env.provider.fetchTournamentOdds()).length).toBe(10);
      expect(env.state.calls).toHaveLength(requests);

      // Then it asks again: still failing, it fails again; recovered, fresh data.
      env.state.now += RETRY_AFTER_ERROR_MS;
      await rejection(env.provider.fetchLiveState(NOW));
      env.state.now += RETRY_AFTER_ERROR_MS + 1;
      env.state.respond = fixtures;
      expect(await env.provider.fetchLiveState(NOW)).toEqual(before);
      expect(env.state.calls).toHaveLength(requests + 2);
    });
  }

  it('fails clearly with nothing cached, without retrying on every call', async () => {
    env.state.respond = () => json(fixture('failure-invalid-key.json'));
    const error = await rejection(env.provider.fetchSchedule());
    expect(error.message).toMatch(/Invalid API Key/);
    const requests = env.state.calls.length;
    await rejection(env.provider.fetchLiveState(NOW));
    await rejection(env.provider.fetchTournamentOdds());
    expect(env.state.calls).toHaveLength(requests);
  });

  it('reads a second page of currentMatches when there are more rows', async () => {
    env.state.respond = (url) => {
      if (url.pathname.endsWith('/series_info')) return fixtures(url);
      const page = JSON.parse(fixture('current-matches.json')) as { info: { totalRows: number } };
      page.info.totalRows = 60;
      return json(JSON.stringify(page));
    };
    await env.provider.fetchLiveState(NOW);
    const offsets = env.state.calls.map((url) => url.searchParams.get('offset'));
    expect(offsets).toEqual(['0', '25']); // two pages at most by default

    const single = setup({ maxCurrentMatchesPages: 1 });
    single.state.respond = env.state.respond;
    await single.provider.fetchLiveState(NOW);
    expect(single.state.calls).toHaveLength(1);
  });

  it('without a series id, lists the IPL matches currentMatches has and never asks series_info', async () => {
    const { provider, endpoints } = setup({ seriesId: null });
    const schedule = await provider.fetchSchedule();
    expect(schedule.map((m) => m.externalId).sort()).toEqual([M37, M38, M39, M40].sort());
    expect((await provider.fetchTournamentOdds()).length).toBe(10);
    expect(endpoints()).toEqual(['currentMatches']);
  });
});

describe('createProvider', () => {
  it('is CricAPI when a key is set, the simulator otherwise', () => {
    expect(createProvider(loadConfig({ CRICAPI_KEY: KEY, CRICAPI_SERIES_ID: SERIES })).name).toBe('cricapi');
    expect(createProvider(loadConfig({})).name).toBe('simulator');
    expect(createProvider(loadConfig({ CRICAPI_KEY: KEY, CRICKET_PROVIDER: 'simulator' })).name).toBe(
      'simulator',
    );
  });

  it('starts the simulated season at SIM_EPOCH, and refuses an epoch that is not a date-time', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const feed = (epoch: string) =>
      createProvider(loadConfig({ SIM_EPOCH: epoch }))
        .fetchSchedule(now)
        .then((matches) => matches.map((m) => `${m.externalId} ${m.status}`));
    const earlier = await feed('2026-11-20T00:00:00Z');
    expect(await feed('2026-11-20T00:00:00+00:00')).toEqual(earlier);
    expect(await feed('2026-11-23T11:00:00Z')).not.toEqual(earlier);
    expect(() => loadConfig({ SIM_EPOCH: 'yesterday' })).toThrow(/SIM_EPOCH/);
  });

  it('validates the CricAPI settings without echoing the key', () => {
    expect(() => loadConfig({ CRICKET_PROVIDER: 'cricapi' })).toThrow(/CRICAPI_KEY/);
    expect(() => loadConfig({ CRICAPI_KEY: KEY, CRICAPI_BASE_URL: 'not a url' })).toThrow(/CRICAPI_BASE_URL/);
    expect(() => loadConfig({ CRICAPI_KEY: KEY, CRICAPI_TICK_SECONDS: '5' })).toThrow(/CRICAPI_TICK_SECONDS/);
    const error = (() => {
      try {
        loadConfig({ CRICAPI_KEY: 'k3y-x' });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error?.message).toMatch(/CRICAPI_KEY/);
    expect(error?.message).not.toContain('k3y-x');
  });
});
