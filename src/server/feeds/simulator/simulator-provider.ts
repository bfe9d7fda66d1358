// The default provider: a deterministic, endless run of simulated IPL seasons tiled in time from an
// epoch. Stateless: every answer is a pure function of (seed or secret, time), so app instances agree and a
// restart changes nothing. Simulated matches are memoised per season, so repeated calls are cheap.
import { priceMatchMarkets } from '../../pricing/match-markets';
import { prepareScoreMarkets } from '../../pricing/score-market-prices';
import { tournamentWinnerOdds } from '../../pricing/tournament';
import type { CricketProvider, FeedMarketPrice, FeedMatch, FeedTournamentOdds } from '../types';
import { snapshotAt } from './match-snapshot';
import { parseSimulatorMatchId, type SeasonMatch } from './season-match';
import { seasonIndexAt, seasonLengthMs, SimulatedSeason, type SimulatorClock } from './simulated-season';
import { publishedSeed, secretSeed } from './season-randomness';

export interface SimulatorOptions {
  /**
   * A published seed (a non-negative integer below 2^32: the same seasons anywhere, for development and
   * tests) or a secret of 32 or more characters (seasons nobody without it can compute: production).
   */
  seed: number | string;
  /** Real seconds per delivery. Default 12: an innings takes ~30 minutes, a match ~1 hour. */
  secondsPerBall?: number;
  /** Where season 0 starts. Default 2026-01-01T00:00:00Z. */
  epoch?: Date;
  /**
   * The windows below are in simulated time: real time at the default 12 s a ball, shorter in proportion
   * when the simulator runs faster, so a fast simulator (tests, demos) lists the same number of matches
   * instead of thousands of seasons' worth.
   */
  /** How far ahead fetchSchedule looks beyond the current season. Default 7 days. */
  scheduleDaysAhead?: number;
  /** fetchSchedule also lists matches of other seasons that started this recently. Default 24 hours. */
  scheduleHoursBehind?: number;
  /** fetchLiveState also returns matches that finished (or were called off) this recently. Default 60. */
  recentChangeMinutes?: number;
}

const DEFAULT_SECONDS_PER_BALL = 12;
const DEFAULT_EPOCH = new Date('2026-01-01T00:00:00Z');
const HOUR_MS = 3_600_000;
/** Seasons kept in memory; older ones are rebuilt (deterministically) if ever asked for again. */
const CACHED_SEASONS = 8;

export class SimulatorProvider implements CricketProvider {
  readonly name = 'simulator';
  readonly #clock: SimulatorClock;
  readonly #aheadMs: number;
  readonly #behindMs: number;
  readonly #recentMs: number;
  readonly #seasons = new Map<number, SimulatedSeason>();

  constructor(options: SimulatorOptions) {
    const secondsPerBall = options.secondsPerBall ?? DEFAULT_SECONDS_PER_BALL;
    if (!(secondsPerBall > 0)) throw new RangeError(`secondsPerBall must be positive: ${secondsPerBall}`);
    this.#clock = {
      randomness: typeof options.seed === 'number' ? publishedSeed(options.seed) : secretSeed(options.seed),
      epochMs: (options.epoch ?? DEFAULT_EPOCH).getTime(),
      slotMs: secondsPerBall * 1000,
    };
    const speed = secondsPerBall / DEFAULT_SECONDS_PER_BALL;
    this.#aheadMs = (options.scheduleDaysAhead ?? 7) * 24 * HOUR_MS * speed;
    this.#behindMs = (options.scheduleHoursBehind ?? 24) * HOUR_MS * speed;
    this.#recentMs = (options.recentChangeMinutes ?? 60) * 60_000 * speed;
  }

  /** Season number at a moment (0 = the one starting at the epoch). */
  seasonAt(now: Date): number {
    return seasonIndexAt(this.#clock, now.getTime());
  }

  /** The year its current season started in: a simulated season is named like the real ones. */
  seasonYear(now: Date): number {
    const index = seasonIndexAt(this.#clock, now.getTime());
    return new Date(this.#clock.epochMs + index * seasonLengthMs(this.#clock)).getUTCFullYear();
  }

  async fetchSchedule(now: Date): Promise<FeedMatch[]> {
    return this.#scheduledMatches(now.getTime()).map((match) => snapshotAt(match, now.getTime()).feed);
  }

  async fetchLiveState(now: Date): Promise<FeedMatch[]> {
    const nowMs = now.getTime();
    return this.#scheduledMatches(nowMs)
      .filter((match) => match.plan.tossMs <= nowMs)
      .map((match) => ({ match, feed: snapshotAt(match, nowMs).feed }))
      .filter(({ match, feed }) => feed.status === 'LIVE' || nowMs - match.concludedAtMs <= this.#recentMs)
      .map(({ feed }) => feed);
  }

  /** Prices from the simulator's own replay of the match at `now`; a match that is not ours has none. */
  async fetchMarkets(match: FeedMatch, now: Date): Promise<FeedMarketPrice[]> {
    const seasonMatch = this.#findMatch(match.externalId, now.getTime());
    if (!seasonMatch) return [];
    const snapshot = snapshotAt(seasonMatch, now.getTime());
    await prepareScoreMarkets(snapshot.feed, now);
    const prices = priceMatchMarkets(snapshot.feed, { suspended: snapshot.suspended, scoreMarketsAt: now });
    const suspendedFor = snapshot.suspendedFor;
    return suspendedFor ? prices.map((p) => (p.suspended ? { ...p, suspendedFor } : p)) : prices;
  }

  /** The score-market model's distributions for every live match at `now` (chase-pricing.ts's memories). */
  async warm(now: Date): Promise<void> {
    const live = await this.fetchLiveState(now);
    await Promise.all(live.map((feed) => prepareScoreMarkets(feed, now)));
  }

  async fetchTournamentOdds(now: Date): Promise<FeedTournamentOdds[]> {
    const nowMs = now.getTime();
    const season = this.#season(seasonIndexAt(this.#clock, nowMs));
    return tournamentWinnerOdds(season.matchesKnownAt(nowMs).map((match) => snapshotAt(match, nowMs).feed));
  }

  /** The whole current season, plus other seasons' matches from a day ago to a week ahead. */
  #scheduledMatches(nowMs: number): SeasonMatch[] {
    const from = nowMs - this.#behindMs;
    const to = nowMs + this.#aheadMs;
    const current = seasonIndexAt(this.#clock, nowMs);
    const matches: SeasonMatch[] = [];
    for (let index = seasonIndexAt(this.#clock, from); index <= seasonIndexAt(this.#clock, to); index++) {
      const known = this.#season(index).matchesKnownAt(nowMs);
      const inWindow = (match: SeasonMatch) => match.plan.firstBallMs >= from && match.plan.firstBallMs <= to;
      matches.push(...(index === current ? known : known.filter(inWindow)));
    }
    return matches;
  }

  #findMatch(externalId: string, nowMs: number): SeasonMatch | undefined {
    const id = parseSimulatorMatchId(externalId);
    if (!id || id.tag !== this.#clock.randomness.tag) return undefined;
    const season = this.#season(id.season);
    return season.matchKnownAt(id.number, nowMs);
  }

  #season(index: number): SimulatedSeason {
    let season = this.#seasons.get(index);
    if (!season) {
      season = new SimulatedSeason(this.#clock, index);
      this.#seasons.set(index, season);
      if (this.#seasons.size > CACHED_SEASONS) this.#seasons.delete(this.#seasons.keys().next().value!);
    } else {
      // Refresh its place so the most used seasons stay cached.
      this.#seasons.delete(index);
      this.#seasons.set(index, season);
    }
    return season;
  }

  /** Length of one simulated season at this speed (about 2.7 days at 12 s a ball). */
  get seasonLengthMs(): number {
    return seasonLengthMs(this.#clock);
  }
}
