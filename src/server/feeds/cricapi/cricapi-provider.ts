// CricAPI (cricketdata.org v1) as a CricketProvider, switched on by CRICAPI_KEY. series_info gives the
// IPL season's fixture list and results, currentMatches the live scores and recent results of every
// series (only IPL rows are kept), match_info one match. Every call spends from a daily budget (the
// free plan's 100 hits by default, with a margin), where it matters: the schedule once a day, live
// matches as often as the day's remaining budget allows, and one match_info after a match whose result
// live polling did not see. Prices and tournament odds come from the simulator's odds model, run on the
// mapped state: the API itself has no odds.
import { priceMatchMarkets } from '../../pricing/match-markets';
import { tournamentWinnerOdds } from '../../pricing/tournament';
import { parseSimulatorMatchId } from '../simulator/season-match';
import type { CricketProvider, FeedMarketPrice, FeedMatch, FeedTournamentOdds } from '../types';
import type { CricApiMatch } from './api-types';
import type { CricApiClient } from './client';
import { mapCricApiMatch } from './mapping';

/** Live scores move every ball, but CricAPI refreshes its own cache about once a minute. */
export const CURRENT_MATCHES_TTL_MS = 60_000;
/** The fixture list changes a few times a season: read once a day. */
const SERIES_INFO_TTL_MS = 24 * 3_600_000;
/** A match is polled live from its toss (half an hour before the start) to five hours after it. */
const TOSS_LEAD_MS = 30 * 60_000;
const LIVE_WINDOW_MS = 5 * 3_600_000;
/** After a failed request, wait this long before asking again (and answer from the last good data). */
export const RETRY_AFTER_ERROR_MS = 60_000;
/** currentMatches rows per page (CricAPI's fixed page size). */
const PAGE_SIZE = 25;
const HOUR_MS = 3_600_000;

export interface CricApiProviderOptions {
  client: CricApiClient;
  /** The IPL season at CricAPI. Without it the schedule (and tournament odds) is what currentMatches lists. */
  seriesId?: string;
  currentMatchesTtlMs?: number;
  seriesInfoTtlMs?: number;
  retryAfterErrorMs?: number;
  /** Pages of currentMatches read per refresh (each page is one API hit). Default 2. */
  maxCurrentMatchesPages?: number;
  /** fetchLiveState also returns finished, abandoned and postponed matches that started this recently. Default 48. */
  recentHours?: number;
  /** CricAPI calls the client may make a UTC day (CRICAPI_DAILY_CALLS). */
  dailyCalls: number;
  /** Injectable for tests; the cache and the budget run on real time, not on the `now` the jobs pass. */
  clock?: () => number;
}

/**
 * One cached API answer: fresh for `ttlMs`; concurrent callers share one request; a failed refresh
 * throws (the error is CricAPI's, key-free) and keeps the last good value, which later calls get until
 * `retryMs` has passed and a new request is allowed.
 */
class CachedRequest<T> {
  readonly #load: () => Promise<T>;
  readonly #ttlMs: number;
  readonly #retryMs: number;
  readonly #clock: () => number;
  #value: { data: T; at: number } | null = null;
  #failure: { error: unknown; at: number } | null = null;
  #inFlight: Promise<T> | null = null;

  constructor(load: () => Promise<T>, ttlMs: number, retryMs: number, clock: () => number) {
    this.#load = load;
    this.#ttlMs = ttlMs;
    this.#retryMs = retryMs;
    this.#clock = clock;
  }

  /** The last good answer, without asking. */
  peek(): T | undefined {
    return this.#value?.data;
  }

  /** Whether a get() now would ask the API (the answer is older than its TTL, or there is none). */
  stale(): boolean {
    return !this.#value || this.#clock() - this.#value.at >= this.#ttlMs;
  }

  get(): Promise<T> {
    const now = this.#clock();
    if (this.#value && now - this.#value.at < this.#ttlMs) return Promise.resolve(this.#value.data);
    if (this.#failure && now - this.#failure.at < this.#retryMs) {
      return this.#value ? Promise.resolve(this.#value.data) : Promise.reject(this.#failure.error);
    }
    this.#inFlight ??= this.#refresh();
    return this.#inFlight;
  }

  async #refresh(): Promise<T> {
    try {
      const data = await this.#load();
      this.#value = { data, at: this.#clock() };
      this.#failure = null;
      return data;
    } catch (error) {
      this.#failure = { error, at: this.#clock() };
      throw error;
    } finally {
      this.#inFlight = null;
    }
  }
}

export class CricApiProvider implements CricketProvider {
  readonly name = 'cricapi';
  readonly #client: CricApiClient;
  readonly #seriesId: string | undefined;
  readonly #recentMs: number;
  readonly #clock: () => number;
  readonly #dailyCalls: number;
  readonly #currentMatches: CachedRequest<CricApiMatch[]>;
  readonly #seriesMatches: CachedRequest<CricApiMatch[]>;
  /** match_info answers for matches whose window ended before live polling saw their result. */
  readonly #results = new Map<string, CricApiMatch>();
  readonly #resultAsked = new Set<string>();
  #currentReadAt = Number.NEGATIVE_INFINITY;
  #pagesPerPoll = 1;

  constructor(options: CricApiProviderOptions) {
    const { client } = options;
    this.#client = client;
    this.#clock = options.clock ?? Date.now;
    this.#dailyCalls = options.dailyCalls;
    const retryMs = options.retryAfterErrorMs ?? RETRY_AFTER_ERROR_MS;
    const maxPages = Math.max(1, options.maxCurrentMatchesPages ?? 2);
    this.#seriesId = options.seriesId?.trim() || undefined;
    this.#recentMs = (options.recentHours ?? 48) * HOUR_MS;

    this.#currentMatches = new CachedRequest(
      async () => {
        this.#currentReadAt = this.#clock();
        const rows: CricApiMatch[] = [];
        let pages = 0;
        while (pages < maxPages) {
          const offset = pages * PAGE_SIZE;
          const { data, info } = await client.currentMatches(offset);
          rows.push(...data);
          pages += 1;
          if (!info.totalRows || offset + PAGE_SIZE >= info.totalRows) break;
        }
        this.#pagesPerPoll = pages;
        return rows;
      },
      options.currentMatchesTtlMs ?? CURRENT_MATCHES_TTL_MS,
      retryMs,
      this.#clock,
    );
    const seriesId = this.#seriesId;
    this.#seriesMatches = new CachedRequest(
      async () => (seriesId ? (await client.seriesInfo(seriesId)).matches : []),
      options.seriesInfoTtlMs ?? SERIES_INFO_TTL_MS,
      retryMs,
      this.#clock,
    );
  }

  /**
   * The season from series_info (read once a day), with fresher rows in their place: currentMatches'
   * (read here only if it never has been: refreshing it is live polling's) and match_info's results.
   */
  async fetchSchedule(): Promise<FeedMatch[]> {
    const [series, current] = await Promise.all([
      this.#read(this.#seriesMatches),
      this.#currentMatches.peek() ?? this.#read(this.#currentMatches),
    ]);
    return this.#latest([...series, ...current, ...this.#results.values()]).sort(
      (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.externalId.localeCompare(b.externalId),
    );
  }

  /**
   * IPL matches that are live, past the toss, or finished recently. currentMatches is read when a match
   * is in its live window and the budget's pace allows it (or when it never has been); otherwise its
   * last answer is used. A match whose window ended before a poll saw its result gets one match_info.
   */
  async fetchLiveState(now: Date): Promise<FeedMatch[]> {
    if (this.#currentMatches.peek() === undefined) await this.#read(this.#currentMatches);
    else if (this.#livePollDue(now)) await this.#currentMatches.get();
    await this.#fetchMissingResults(now);
    const since = now.getTime() - this.#recentMs;
    return this.#latest([...(this.#currentMatches.peek() ?? []), ...this.#results.values()]).filter(
      (match) =>
        match.status === 'LIVE' ||
        (match.status === 'UPCOMING' ? match.tossWinner !== null : match.startsAt.getTime() >= since),
    );
  }

  /**
   * The simulator's pricing, run on the match as mapped from the feed (no API call). CricAPI reports
   * no ball-by-ball events, so markets are never suspended here. Simulator matches are not ours.
   */
  async fetchMarkets(match: FeedMatch): Promise<FeedMarketPrice[]> {
    if (parseSimulatorMatchId(match.externalId)) return [];
    return priceMatchMarkets(match);
  }

  /** One IPL season a year, from March to May: the year's season is being played or was last played. */
  seasonYear(now: Date): number {
    return now.getUTCFullYear();
  }

  /** From the table of the season's results so far and the model's view of the matches still to play. */
  async fetchTournamentOdds(): Promise<FeedTournamentOdds[]> {
    return tournamentWinnerOdds(await this.fetchSchedule());
  }

  #callsLeft(): number {
    return Math.max(0, this.#dailyCalls - this.#client.callsToday());
  }

  /** The cached answer, asking the API only when it is stale and the day's budget has a call left. */
  #read(cache: CachedRequest<CricApiMatch[]>): Promise<CricApiMatch[]> {
    if (cache.stale() && this.#callsLeft() === 0) return Promise.resolve(cache.peek() ?? []);
    return cache.get();
  }

  /**
   * Whether live polling should call now: a match not yet finished is in its live window, and the time
   * since the last poll is at least the day's remaining live time over the polls left (after the calls
   * kept for results), and at least currentMatches' own cache time.
   */
  #livePollDue(now: Date): boolean {
    if (!this.#currentMatches.stale()) return false;
    const t = now.getTime();
    const windows = this.#unfinished().map(
      (match) =>
        [match.startsAt.getTime() - TOSS_LEAD_MS, match.startsAt.getTime() + LIVE_WINDOW_MS] as const,
    );
    if (!windows.some(([from, to]) => from <= t && t < to)) return false;
    const endOfDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    const liveMsLeft = unionLength(
      windows.map(([from, to]) => [Math.max(from, t), Math.min(to, endOfDay)] as const),
    );
    const resultsToKeep = windows.filter(([, to]) => to > t && to <= endOfDay).length;
    const polls = Math.floor((this.#callsLeft() - resultsToKeep) / this.#pagesPerPoll);
    if (polls <= 0) return false;
    return this.#clock() - this.#currentReadAt >= Math.max(CURRENT_MATCHES_TTL_MS, liveMsLeft / polls);
  }

  /** One match_info for each recent match whose live window ended before a poll saw its result. */
  async #fetchMissingResults(now: Date) {
    const t = now.getTime();
    const missing = this.#unfinished().filter(
      (match) =>
        match.startsAt.getTime() + LIVE_WINDOW_MS <= t &&
        match.startsAt.getTime() >= t - this.#recentMs &&
        !this.#resultAsked.has(match.externalId),
    );
    for (const match of missing) {
      if (this.#callsLeft() === 0) return;
      // Asked once, answered or not: a result still missing then comes with the next schedule read.
      this.#resultAsked.add(match.externalId);
      const row = await this.#client.matchInfo(match.externalId).catch(() => null);
      if (row) this.#results.set(match.externalId, row);
    }
  }

  /** Known matches not yet finished, from the freshest row of each. */
  #unfinished(): FeedMatch[] {
    return this.#latest([
      ...(this.#seriesMatches.peek() ?? []),
      ...(this.#currentMatches.peek() ?? []),
      ...this.#results.values(),
    ]).filter((match) => match.status === 'UPCOMING' || match.status === 'LIVE');
  }

  /** The rows mapped, one per match: the last row given for it wins. */
  #latest(rows: readonly CricApiMatch[]): FeedMatch[] {
    const byId = new Map<string, FeedMatch>();
    for (const match of rows.flatMap((row) => mapCricApiMatch(row, { seriesId: this.#seriesId }) ?? []))
      byId.set(match.externalId, match);
    return [...byId.values()];
  }
}

/** Total length of the union of [from, to) intervals (empty ones count nothing). */
function unionLength(intervals: readonly (readonly [number, number])[]): number {
  let total = 0;
  let reached = Number.NEGATIVE_INFINITY;
  for (const [from, to] of [...intervals].sort((a, b) => a[0] - b[0])) {
    const start = Math.max(from, reached);
    if (to > start) total += to - start;
    reached = Math.max(reached, to);
  }
  return total;
}
