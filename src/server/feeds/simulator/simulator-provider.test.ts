import { Worker } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import { IPL_TEAMS } from '@shared/teams';
import { computeStandings } from '../../pricing/standings';
import { overround } from '../../pricing/pricing';
import { foretoldOutcomes, leagueOutcomes } from '../test-support';
import type { FeedMarketPrice, FeedMatch } from '../types';
import { SimulatorProvider } from './simulator-provider';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const provider = new SimulatorProvider({ seed: 42 });
const seasonLength = provider.seasonLengthMs;
const epoch = Date.parse('2026-01-01T00:00:00Z');

const count = (matches: FeedMatch[], status: FeedMatch['status']) =>
  matches.filter((m) => m.status === status).length;

/** Scans `from` forward in `stepMs` steps until `predicate` holds for the live matches. */
async function findMoment(from: number, stepMs: number, predicate: (live: FeedMatch[]) => boolean) {
  for (let t = from; t < from + DAY; t += stepMs) {
    const live = (await provider.fetchLiveState(new Date(t))).filter((m) => m.status === 'LIVE');
    if (predicate(live)) return { now: new Date(t), live };
  }
  throw new Error('no such moment within a day');
}

describe('SimulatorProvider season year', () => {
  it('names the season being played by the year it started in', () => {
    expect(provider.seasonYear(new Date(epoch))).toBe(2026);
    expect(provider.seasonYear(new Date('2026-11-20T12:00:00Z'))).toBe(2026);
    // The first season to start in 2027 is 2027's; the moment before, 2026's is still on.
    const first2027 =
      epoch + Math.ceil((Date.parse('2027-01-01T00:00:00Z') - epoch) / seasonLength) * seasonLength;
    expect(provider.seasonYear(new Date(first2027))).toBe(2027);
    expect(provider.seasonYear(new Date(first2027 - 1))).toBe(2026);
  });
});

describe('SimulatorProvider schedule', () => {
  it('has live, upcoming (today and tomorrow or later) and completed matches at arbitrary moments', async () => {
    for (const iso of [
      '2026-02-03T09:17:00Z',
      '2026-03-10T15:23:00Z',
      '2026-07-21T02:41:00Z',
      '2027-01-09T20:05:00Z',
    ]) {
      const now = new Date(iso);
      const schedule = await provider.fetchSchedule(now);
      expect(count(schedule, 'LIVE'), iso).toBeGreaterThanOrEqual(1);
      expect(count(schedule, 'COMPLETED'), iso).toBeGreaterThanOrEqual(1);
      const upcoming = schedule
        .filter((m) => m.status === 'UPCOMING')
        .map((m) => m.startsAt.getTime() - now.getTime());
      expect(
        upcoming.some((ms) => ms < 12 * HOUR),
        iso,
      ).toBe(true);
      expect(
        upcoming.some((ms) => ms > DAY && ms < 2 * DAY),
        iso,
      ).toBe(true);
      expect(
        upcoming.some((ms) => ms > 4 * DAY),
        iso,
      ).toBe(true);
    }
  });

  it('lists as many matches when it runs fast as at the default speed', async () => {
    // A fast simulator (tests, demos) once listed a week of real time: thousands of matches.
    const now = new Date('2026-03-10T15:23:00Z');
    const normal = (await provider.fetchSchedule(now)).length;
    const fast = await new SimulatorProvider({ seed: 2025, secondsPerBall: 0.2 }).fetchSchedule(now);
    expect(fast.length).toBeLessThan(normal * 1.5);
    expect(fast.length).toBeGreaterThan(normal / 1.5);
  });

  it('keeps one to two matches live nearly all the time', async () => {
    const start = Date.parse('2026-05-01T00:00:00Z');
    const liveCounts: number[] = [];
    for (let t = start; t < start + seasonLength; t += 17 * 60_000) {
      liveCounts.push(count(await provider.fetchLiveState(new Date(t)), 'LIVE'));
    }
    const withLive = liveCounts.filter((n) => n > 0).length / liveCounts.length;
    expect(withLive).toBeGreaterThan(0.93);
    expect(Math.max(...liveCounts)).toBeLessThanOrEqual(2);
  });

  it('replays the same season from the same seed, and another seed differs', async () => {
    const now = new Date('2026-03-10T15:23:00Z');
    const again = await new SimulatorProvider({ seed: 42 }).fetchSchedule(now);
    expect(again).toEqual(await provider.fetchSchedule(now));
    const other = await new SimulatorProvider({ seed: 43 }).fetchSchedule(now);
    const fixtures = (matches: FeedMatch[]) => matches.map((m) => `${m.home.name}-${m.away.name}`);
    expect(fixtures(other)).not.toEqual(fixtures(again));
  });

  it("plays each team's home matches at its home ground, with real names", async () => {
    const schedule = await provider.fetchSchedule(new Date(epoch + 0.5 * seasonLength));
    const league = schedule.filter((m) => m.stage === 'LEAGUE');
    for (const match of league) {
      const team = IPL_TEAMS.find((t) => t.name === match.home.name)!;
      expect(match.venue).toBe(team.homeVenue);
      expect(match.home.shortName).toBe(team.shortName);
    }
  });

  it('reveals the playoffs only when their teams are known, from the league table', async () => {
    const season = 5;
    const seasonStart = epoch + season * seasonLength;
    const atEnd = await provider.fetchSchedule(new Date(seasonStart + seasonLength - 1));
    const ofSeason = atEnd.filter((m) => m.externalId.startsWith(`sim:42:${season}:`));
    expect(ofSeason).toHaveLength(94);
    const table = computeStandings(ofSeason.filter((m) => m.stage === 'LEAGUE')).map((row) => row.team);
    const stage = (name: FeedMatch['stage']) => ofSeason.find((m) => m.stage === name)!;
    const q1 = stage('QUALIFIER_1');
    const eliminator = stage('ELIMINATOR');
    const q2 = stage('QUALIFIER_2');
    const final = stage('FINAL');
    expect([q1.home.name, q1.away.name]).toEqual([table[0], table[1]]);
    expect([eliminator.home.name, eliminator.away.name]).toEqual([table[2], table[3]]);
    const q1Loser = q1.winner === q1.home.name ? q1.away.name : q1.home.name;
    expect([q2.home.name, q2.away.name]).toEqual([q1Loser, eliminator.winner]);
    expect([final.home.name, final.away.name]).toEqual([q1.winner, q2.winner]);
    expect(ofSeason.filter((m) => m.stage !== 'LEAGUE').every((m) => m.status === 'COMPLETED')).toBe(true);

    // While the last league match is being played the playoffs are not listed.
    const lastLeague = ofSeason.filter((m) => m.stage === 'LEAGUE').at(-1)!;
    const duringLast = await provider.fetchSchedule(new Date(lastLeague.startsAt.getTime() + 10 * 60_000));
    const seasonDuringLast = duringLast.filter((m) => m.externalId.startsWith(`sim:42:${season}:`));
    expect(seasonDuringLast).toHaveLength(90);
    expect(seasonDuringLast.every((m) => m.stage === 'LEAGUE')).toBe(true);
  });

  it('abandons about 2% and postpones about 1% of league matches', async () => {
    const quiet = new SimulatorProvider({ seed: 7, scheduleDaysAhead: 0, scheduleHoursBehind: 0 });
    const all: FeedMatch[] = [];
    for (let season = 0; season < 12; season++) {
      all.push(...(await quiet.fetchSchedule(new Date(epoch + (season + 1) * quiet.seasonLengthMs - 1))));
    }
    expect(all).toHaveLength(12 * 94);
    const abandoned = all.filter((m) => m.status === 'ABANDONED');
    const postponed = all.filter((m) => m.status === 'POSTPONED');
    expect(abandoned.length).toBeGreaterThanOrEqual(8);
    expect(abandoned.length).toBeLessThanOrEqual(40);
    expect(postponed.length).toBeGreaterThanOrEqual(3);
    expect(postponed.length).toBeLessThanOrEqual(25);
    for (const match of abandoned) {
      expect(match.winner).toBeNull();
      expect(match.resultText).toMatch(/abandoned/i);
    }
    for (const match of postponed) expect(match.innings).toEqual([]);
  });
});

describe('SimulatorProvider live play', () => {
  it('moves from upcoming to toss to first ball to result, and lists the just-finished match', async () => {
    const { now, live } = await findMoment(Date.parse('2026-04-02T10:00:00Z'), 60_000, (m) =>
      m.some((x) => x.innings.length === 0),
    );
    const match = live.find((x) => x.innings.length === 0)!;
    expect(match.tossWinner).not.toBeNull();
    expect(match.inningsStatus).toMatch(/^Toss: [A-Z]+ won and elected to (bat|bowl)$/);
    const before = (await provider.fetchSchedule(new Date(now.getTime() - 10 * 60_000))).find(
      (m) => m.externalId === match.externalId,
    )!;
    expect(before.status).toBe('UPCOMING');
    expect(before.tossWinner).toBeNull();

    let t = match.startsAt.getTime();
    let last: FeedMatch | undefined;
    for (; t < match.startsAt.getTime() + 3 * HOUR; t += 60_000) {
      last = (await provider.fetchLiveState(new Date(t))).find((m) => m.externalId === match.externalId);
      if (last?.status !== 'LIVE') break;
    }
    expect(['COMPLETED', 'ABANDONED']).toContain(last!.status);
    expect(last!.resultText).toBeTruthy();
  });

  it('describes the chase and keeps the scores consistent', async () => {
    const { live } = await findMoment(Date.parse('2026-04-03T10:00:00Z'), 90_000, (m) =>
      m.some((x) => x.innings.length === 2),
    );
    const match = live.find((x) => x.innings.length === 2)!;
    const [first, chase] = match.innings as [FeedMatch['innings'][0], FeedMatch['innings'][0]];
    const needed = first.runs + 1 - chase.runs;
    expect(needed).toBeGreaterThan(0);
    expect(match.inningsStatus).toContain(`need ${needed} run`);
    expect(match.inningsStatus).toContain(`from ${120 - chase.legalBalls} ball`);
    expect(match.currentOver).toBe(chase.overs);
    expect(first.battingTeam).not.toBe(chase.battingTeam);
  });

  it('prices live markets that move ball to ball and pause after wickets and boundaries', async () => {
    const { now, live } = await findMoment(Date.parse('2026-04-04T10:00:00Z'), 60_000, (m) =>
      m.some((x) => x.innings.length === 1 && x.innings[0]!.legalBalls > 12),
    );
    const match = live.find((x) => x.innings.length === 1)!;
    const prices: number[] = [];
    let suspendedSeen = false;
    let openSeen = false;
    // Sample every 6 seconds for 5 minutes: about 25 deliveries at 12 s a ball.
    for (let t = now.getTime(); t < now.getTime() + 5 * 60_000; t += 6_000) {
      const markets = await provider.fetchMarkets(match, new Date(t));
      const winner = markets.find((m) => m.kind === 'MATCH_WINNER')!;
      expect(markets.some((m) => m.kind === 'TOSS_WINNER')).toBe(false);
      expect(Math.abs(overround(winner.options.map((o) => o.odds)) - 1.06)).toBeLessThan(0.02);
      prices.push(winner.options[0]!.odds);
      if (winner.suspended) suspendedSeen = true;
      else openSeen = true;
      // A pause says which event caused it (the cash-out offer shows it); an open market has none.
      if (winner.suspended) expect(['WICKET', 'BOUNDARY']).toContain(winner.suspendedFor);
      else expect(winner.suspendedFor).toBeUndefined();
    }
    expect(new Set(prices).size).toBeGreaterThan(3);
    expect(suspendedSeen).toBe(true);
    expect(openSeen).toBe(true);
  });

  it('moves a price only when a ball is bowled, never between two balls', async () => {
    // A chase, where every market is priced: Match Winner by the chase model, and the sessions.
    const { now, live } = await findMoment(Date.parse('2026-04-06T10:00:00Z'), 60_000, (m) =>
      m.some((x) => x.innings.length === 2 && x.innings[1]!.legalBalls > 12 && x.innings[1]!.legalBalls < 90),
    );
    const { externalId } = live.find((x) => x.innings.length === 2)!;
    const balls = (match: FeedMatch) => match.innings.map((i) => i.legalBalls).join('/') + match.status;
    const prices = (markets: FeedMarketPrice[]) =>
      markets.map((m) => `${m.name} ${m.line ?? ''} ${m.options.map((o) => o.odds).join(' ')}`).join('; ');
    const samples: { balls: string; prices: string; winner: string }[] = [];
    // Every 2 s for 72 s, at 12 s a ball (the syncs' tick is 3 s): 6 samples a ball, about 6 balls.
    for (let t = now.getTime(); t < now.getTime() + 72_000; t += 2_000) {
      const match = (await provider.fetchLiveState(new Date(t))).find((m) => m.externalId === externalId)!;
      const markets = await provider.fetchMarkets(match, new Date(t));
      const winner = markets.find((m) => m.kind === 'MATCH_WINNER');
      samples.push({ balls: balls(match), prices: prices(markets), winner: prices(winner ? [winner] : []) });
    }
    const movedWithoutABall = samples.filter(
      (sample, i) =>
        i > 0 && sample.balls === samples[i - 1]!.balls && sample.prices !== samples[i - 1]!.prices,
    );
    expect(movedWithoutABall).toEqual([]);
    const ballsBowled = samples.filter((sample, i) => i > 0 && sample.balls !== samples[i - 1]!.balls).length;
    const winnerMoves = samples.filter(
      (sample, i) => i > 0 && sample.winner !== samples[i - 1]!.winner,
    ).length;
    expect(ballsBowled).toBeGreaterThanOrEqual(4);
    expect(winnerMoves).toBeGreaterThan(0);
    expect(winnerMoves).toBeLessThanOrEqual(ballsBowled);
    // It prices a chase 36 times, every market of it: seconds of work on a busy machine.
  }, 60_000);

  it('offers the toss market only before the toss and nothing for a match it does not know', async () => {
    const now = new Date('2026-04-05T12:00:00Z');
    const next = (await provider.fetchSchedule(now)).find((m) => m.status === 'UPCOMING')!;
    expect((await provider.fetchMarkets(next, now)).map((m) => m.kind)).toContain('TOSS_WINNER');
    const afterToss = new Date(next.startsAt.getTime() - 60_000);
    expect((await provider.fetchMarkets(next, afterToss)).map((m) => m.kind)).not.toContain('TOSS_WINNER');
    expect(await provider.fetchMarkets({ ...next, externalId: 'cricapi-123' }, now)).toEqual([]);
    expect(
      await provider.fetchMarkets({ ...next, externalId: next.externalId.replace('sim:42', 'sim:41') }, now),
    ).toEqual([]);
  });

  it('gives tournament odds for all ten teams', async () => {
    const odds = await provider.fetchTournamentOdds(new Date('2026-03-10T15:23:00Z'));
    expect(odds).toHaveLength(10);
    expect(odds.every((o) => o.odds >= 1.01 && o.odds <= 100)).toBe(true);
  });

  it('plays a secret season: the same secret replays it, and nothing else computes it', async () => {
    const secret = 'a-secret-of-thirty-two-characters-or-more';
    const end = new Date(epoch + 0.97 * seasonLength);
    const played = await new SimulatorProvider({ seed: secret }).fetchSchedule(end);
    expect(await new SimulatorProvider({ seed: secret }).fetchSchedule(end)).toEqual(played);
    const secretOutcomes = leagueOutcomes(played);
    expect(secretOutcomes.filter((outcome) => outcome !== null).length).toBeGreaterThan(60);
    // Not a season of some published seed, nor of another secret: no league match is foretold whole.
    for (const other of [2025, 42, `${secret}!`]) {
      const foretold = leagueOutcomes(await new SimulatorProvider({ seed: other }).fetchSchedule(end));
      expect(foretoldOutcomes(secretOutcomes, foretold)).toEqual([]);
    }
    // The match ids name the secret by a keyed hash, never by the secret itself.
    expect(played.every((m) => /^sim:k[0-9a-f]{16}:\d+:\d+$/.test(m.externalId))).toBe(true);
    expect(JSON.stringify(played)).not.toContain(secret);
  });

  it('rejects bad options', () => {
    expect(() => new SimulatorProvider({ seed: 'too-short-to-be-a-secret' })).toThrow(RangeError);
    expect(() => new SimulatorProvider({ seed: -1 })).toThrow(RangeError);
    expect(() => new SimulatorProvider({ seed: 1.5 })).toThrow(RangeError);
    expect(() => new SimulatorProvider({ seed: 1, secondsPerBall: 0 })).toThrow(RangeError);
  });
});

describe('SimulatorProvider warm-up', () => {
  it('leaves a sync at the same moment no pricing to work out, and changes no price', async () => {
    // Two providers of one season: `cold` is priced from a fresh memory, `warmed` after warm().
    const { now, live } = await findMoment(epoch + 40 * DAY, 60_000, (m) => m.length >= 1);
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    const warmed = new SimulatorProvider({ seed: 42 });
    await warmed.warm(now);
    const afterWarm = posted.mock.calls.length;
    expect(afterWarm).toBeGreaterThan(0);
    const prices = await Promise.all(live.map((match) => warmed.fetchMarkets(match, now)));
    expect(posted.mock.calls.length).toBe(afterWarm);
    const cold = new SimulatorProvider({ seed: 42 });
    expect(prices).toEqual(await Promise.all(live.map((match) => cold.fetchMarkets(match, now))));
    posted.mockRestore();
  });
});
