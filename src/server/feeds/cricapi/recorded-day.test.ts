// A recorded IPL day on the free plan's budget: the double-header of 20 April 2025 (PBKS v RCB at
// 10:00 UTC, MI v CSK at 14:00 UTC) replayed minute by minute from the recorded answers, with the jobs'
// calls at their times (src/server/jobs/: the start-up sync, the live ticker every
// CRICAPI_TICK_SECONDS, the 15-minute live sync, the hourly upcoming sync, the daily schedule and
// tournament syncs). The fake CricAPI counts every call and reports the count as CricAPI does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { CricApiMatch } from './api-types';
import { CricApiClient } from './client';
import { CricApiProvider } from './cricapi-provider';

const SERIES = 'd5a498c8-7596-4b93-8ab0-e0efc3345312';
const M37 = 'a1f3c2d4-0002-4c1e-9d2a-ipl2025m37'; // PBKS v RCB, 10:00 UTC
const M38 = 'a1f3c2d4-0001-4c1e-9d2a-ipl2025m38'; // MI v CSK, 14:00 UTC
const DAY = Date.parse('2025-04-20T00:00:00Z');
const MINUTE = 60_000;
const at = (hhmm: string) => Date.parse(`2025-04-20T${hhmm}:00Z`);

const recorded = (name: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8')) as {
    data: CricApiMatch[] & { matchList?: CricApiMatch[] };
  };
const current = recorded('current-matches.json').data;
const seriesInfo = recorded('series-info-league.json');
const row = (id: string) => current.find((match) => match.id === id)!;

/** What currentMatches said of a match at a moment: before its toss, after it, in play, finished. */
function matchAt(id: string, startsAt: number, endsAt: number, final: CricApiMatch, now: number) {
  const base = row(id);
  if (now < startsAt - 30 * MINUTE)
    return { ...base, status: 'Match not started', matchStarted: false, matchEnded: false, score: [] };
  if (now < startsAt)
    return {
      ...base,
      status: `${base.teams![1]} opt to bowl`,
      matchStarted: true,
      matchEnded: false,
      score: [],
    };
  if (now < endsAt) {
    const overs = Math.min(40, Math.floor(((now - startsAt) / (endsAt - startsAt)) * 40));
    const first = Math.min(20, overs);
    const score = [
      { r: first * 8, w: Math.floor(first / 4), o: first, inning: `${base.teams![1]} Inning 1` },
    ];
    if (overs > 20)
      score.push({ r: (overs - 20) * 8, w: 1, o: overs - 20, inning: `${base.teams![0]} Inning 1` });
    return { ...base, status: 'In progress', matchStarted: true, matchEnded: false, score };
  }
  return final;
}

function currentMatchesAt(now: number): CricApiMatch[] {
  const m38Final = {
    ...row(M38),
    status: 'Mumbai Indians won by 5 wkts',
    matchEnded: true,
    score: [
      { r: 176, w: 5, o: 20, inning: 'Chennai Super Kings Inning 1' },
      { r: 177, w: 5, o: 19.2, inning: 'Mumbai Indians Inning 1' },
    ],
  };
  return current.map((match) =>
    match.id === M37
      ? matchAt(M37, at('10:00'), at('13:25'), row(M37), now)
      : match.id === M38
        ? matchAt(M38, at('14:00'), at('17:40'), m38Final, now)
        : match,
  );
}

/** The day replayed against a provider with `dailyCalls`; returns the calls made, by minute and endpoint. */
async function replayDay(dailyCalls: number) {
  const clock = { now: DAY };
  const calls: { at: number; endpoint: string }[] = [];
  const fetch = (async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const endpoint = url.pathname.split('/').at(-1)!;
    calls.push({ at: clock.now, endpoint });
    const info = { hitsToday: calls.length, hitsLimit: 100 };
    const data =
      endpoint === 'series_info'
        ? seriesInfo.data
        : endpoint === 'match_info'
          ? currentMatchesAt(clock.now).find((match) => match.id === url.searchParams.get('id'))
          : currentMatchesAt(clock.now);
    return new Response(JSON.stringify({ status: 'success', info: { ...info, totalRows: 7 }, data }));
  }) as typeof globalThis.fetch;
  const provider = new CricApiProvider({
    client: new CricApiClient({ apiKey: 'recorded-day-key', fetch, clock: () => clock.now }),
    seriesId: SERIES,
    dailyCalls,
    clock: () => clock.now,
  });
  const tickMinutes = loadConfig({}).CRICAPI_TICK_SECONDS / 60;
  let live = await provider.fetchLiveState(new Date(DAY));

  for (let minute = 0; minute < 24 * 60; minute++) {
    clock.now = DAY + minute * MINUTE;
    const now = new Date(clock.now);
    const ist = (minute + 330) % (24 * 60); // the jobs' cron runs in Asia/Kolkata
    if (minute === 0) {
      // SYNC_ON_START: fetch-upcoming-matches, fetch-live-matches, fetch-tournament-winners.
      await provider.fetchSchedule();
      live = await provider.fetchLiveState(now);
      await provider.fetchTournamentOdds();
    }
    if (minute % tickMinutes === 0) live = await provider.fetchLiveState(now);
    if (ist % 15 === 0) live = await provider.fetchLiveState(now);
    if (ist % 60 === 30) await provider.fetchSchedule();
    if (ist === 0) await provider.fetchSchedule();
    if (ist === 60) await provider.fetchTournamentOdds();
  }
  return { calls, live, schedule: await provider.fetchSchedule() };
}

/** The longest time between two currentMatches calls from `from` to `to`, in minutes. */
function longestGap(calls: { at: number; endpoint: string }[], from: number, to: number) {
  const times = [from, ...calls.filter((c) => c.endpoint === 'currentMatches').map((c) => c.at), to]
    .filter((t) => t >= from && t <= to)
    .sort((a, b) => a - b);
  return Math.max(...times.slice(1).map((t, i) => t - times[i]!)) / MINUTE;
}

/** The figures a reader of the test run wants: calls by endpoint, and how old a score could get in play. */
function report(label: string, calls: { at: number; endpoint: string }[]) {
  const count = (endpoint: string) => calls.filter((c) => c.endpoint === endpoint).length;
  console.log(
    `recorded day, ${label}: ${calls.length} calls (series_info ${count('series_info')}, ` +
      `currentMatches ${count('currentMatches')}, match_info ${count('match_info')}); longest gap ` +
      `between polls in play: PBKS v RCB ${longestGap(calls, at('10:00'), at('13:25'))} min, ` +
      `MI v CSK ${longestGap(calls, at('14:00'), at('17:40'))} min`,
  );
}

describe('CricAPI over a recorded IPL double-header', () => {
  it('stays within the free plan by default, polling the two matches through their play', async () => {
    const { calls, live, schedule } = await replayDay(loadConfig({}).CRICAPI_DAILY_CALLS);
    const count = (endpoint: string) => calls.filter((c) => c.endpoint === endpoint).length;
    report('default budget (90)', calls);

    expect(calls.length).toBeLessThanOrEqual(90);
    expect(count('series_info')).toBe(1); // the schedule, once
    // Nothing is polled outside the matches' windows but the start-up sync's read.
    const outside = calls.filter(
      (c) => c.endpoint === 'currentMatches' && (c.at < at('09:30') || c.at >= at('19:00')),
    );
    expect(outside.map((c) => c.at)).toEqual([DAY]);
    // In play, a score is never more than a few minutes old.
    expect(longestGap(calls, at('10:00'), at('13:25'))).toBeLessThanOrEqual(8);
    expect(longestGap(calls, at('14:00'), at('17:40'))).toBeLessThanOrEqual(8);
    // Both results arrived (by polling, so no match_info was needed).
    for (const [id, winner] of [
      [M37, 'Royal Challengers Bengaluru'],
      [M38, 'Mumbai Indians'],
    ] as const) {
      expect(live.find((m) => m.externalId === id)).toMatchObject({ status: 'COMPLETED', winner });
      expect(schedule.find((m) => m.externalId === id)).toMatchObject({ status: 'COMPLETED', winner });
    }
  });

  it('on a paid plan polls every minute of play', async () => {
    const { calls } = await replayDay(2_000);
    report('budget 2,000 (a paid plan)', calls);
    expect(longestGap(calls, at('10:00'), at('13:25'))).toBeLessThanOrEqual(1);
    expect(longestGap(calls, at('14:00'), at('17:40'))).toBeLessThanOrEqual(1);
    expect(calls.length).toBeLessThan(700);
  });
});
