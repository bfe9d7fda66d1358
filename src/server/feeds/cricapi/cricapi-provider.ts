// CricAPI (cricketdata.org v1) as a CricketProvider, switched on by CRICAPI_KEY. Two endpoints feed
// everything: series_info (the IPL season's fixture list and results) and currentMatches (live scores
// and recent results of every series; only IPL rows are kept). Both are cached, so the jobs and the
// optional ticker cost at most one request per endpoint per TTL. Prices and tournament odds come from
// the same odds model as the simulator, run on the mapped state: the API itself has no odds.
import { priceMatchMarkets } from '../odds/match-markets';
import { tournamentWinnerOdds } from '../odds/tournament';
import { parseSimulatorMatchId } from '../simulator/season-match';
import type { CricketProvider, FeedMarketPrice, FeedMatch, FeedTournamentOdds } from '../types';
import type { CricApiMatch } from './api-types';
import type { CricApiClient } from './client';
import { mapCricApiMatch } from './mapping';

/** Live scores move every ball, but CricAPI refreshes its own cache about once a minute. */
export const CURRENT_MATCHES_TTL_MS = 60_000;
/** The fixture list changes a few times a season; results also reach us through currentMatches. */
const SERIES_INFO_TTL_MS = 3_600_000;
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
  /** Injectable for tests; the cache runs on real time, not on the `now` the jobs pass. */
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
  readonly #seriesId: string | undefined;
  readonly #recentMs: number;
  readonly #currentMatches: CachedRequest<CricApiMatch[]>;
  readonly #seriesMatches: CachedRequest<CricApiMatch[]>;

  constructor(options: CricApiProviderOptions) {
    const { client } = options;
    const clock = options.clock ?? Date.now;
    const retryMs = options.retryAfterErrorMs ?? RETRY_AFTER_ERROR_MS;
    const maxPages = Math.max(1, options.maxCurrentMatchesPages ?? 2);
    this.#seriesId = options.seriesId?.trim() || undefined;
    this.#recentMs = (options.recentHours ?? 48) * HOUR_MS;

    this.#currentMatches = new CachedRequest(
      async () => {
        const rows: CricApiMatch[] = [];
        for (let page = 0; page < maxPages; page++) {
          const offset = page * PAGE_SIZE;
          const { data, info } = await client.currentMatches(offset);
          rows.push(...data);
          if (!info.totalRows || offset + PAGE_SIZE >= info.totalRows) break;
        }
        return rows;
      },
      options.currentMatchesTtlMs ?? CURRENT_MATCHES_TTL_MS,
      retryMs,
      clock,
    );
    const seriesId = this.#seriesId;
    this.#seriesMatches = new CachedRequest(
      async () => (seriesId ? (await client.seriesInfo(seriesId)).matches : []),
      options.seriesInfoTtlMs ?? SERIES_INFO_TTL_MS,
      retryMs,
      clock,
    );
  }

  /** The season from series_info, with currentMatches' fresher rows (scores, results) in their place. */
  async fetchSchedule(): Promise<FeedMatch[]> {
    const [series, current] = await Promise.all([this.#seriesMatches.get(), this.#currentMatches.get()]);
    const byId = new Map<string, FeedMatch>();
    for (const match of [...this.#map(series), ...this.#map(current)]) byId.set(match.externalId, match);
    return [...byId.values()].sort(
      (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.externalId.localeCompare(b.externalId),
    );
  }

  /** IPL matches in currentMatches that are live, past the toss, or finished recently. */
  async fetchLiveState(now: Date): Promise<FeedMatch[]> {
    const since = now.getTime() - this.#recentMs;
    return this.#map(await this.#currentMatches.get()).filter(
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

  /** From the table of the season's results so far and the model's view of the matches still to play. */
  async fetchTournamentOdds(): Promise<FeedTournamentOdds[]> {
    return tournamentWinnerOdds(await this.fetchSchedule());
  }

  #map(rows: readonly CricApiMatch[]): FeedMatch[] {
    return rows.flatMap((row) => mapCricApiMatch(row, { seriesId: this.#seriesId }) ?? []);
  }
}
