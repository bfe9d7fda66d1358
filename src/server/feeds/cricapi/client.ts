// A small CricAPI client: one GET per endpoint, a timeout on every call, typed errors, and responses
// validated against the documented shapes. The API key goes in the query string (that is how CricAPI
// works) and is kept out of every error message.
import { z } from 'zod';
import {
  cricApiEnvelopeSchema,
  cricApiMatchSchema,
  cricApiSeriesInfoSchema,
  parseMatchList,
  type CricApiInfo,
  type CricApiMatch,
  type CricApiSeriesInfo,
} from './api-types';
import { DailyCallCount } from './call-count';

const CRICAPI_BASE_URL = 'https://api.cricapi.com/v1';
const DEFAULT_TIMEOUT_MS = 10_000;

export type CricApiErrorCode =
  'INVALID_API_KEY' | 'LIMIT_REACHED' | 'FAILURE' | 'HTTP_ERROR' | 'TIMEOUT' | 'NETWORK' | 'BAD_RESPONSE';

export class CricApiError extends Error {
  override readonly name = 'CricApiError';

  constructor(
    readonly code: CricApiErrorCode,
    message: string,
    /** CricAPI's own words, when it gave a reason. */
    readonly reason?: string,
  ) {
    super(message);
  }
}

export interface CricApiClientOptions {
  apiKey: string;
  baseUrl?: string;
  /** Injectable for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Injectable for tests: the clock the day's call count runs on. */
  clock?: () => number;
}

export interface CricApiSeries {
  info: CricApiSeriesInfo['info'];
  /** The series' matches that could be read (fewer fields than match_info). */
  matches: CricApiMatch[];
}

export interface CricApiResult<T> {
  data: T;
  /** Paging and quota counters (hitsToday, hitsLimit, totalRows...). */
  info: CricApiInfo;
}

function failureCode(reason: string): CricApiErrorCode {
  if (/api ?key/i.test(reason)) return 'INVALID_API_KEY';
  if (/limit|hits|quota|credit/i.test(reason)) return 'LIMIT_REACHED';
  return 'FAILURE';
}

export class CricApiClient {
  readonly #apiKey: string;
  readonly #baseUrl: string;
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;
  readonly #clock: () => number;
  readonly #calls = new DailyCallCount();

  constructor(options: CricApiClientOptions) {
    if (!options.apiKey.trim()) throw new CricApiError('INVALID_API_KEY', 'CricAPI key is empty');
    this.#apiKey = options.apiKey;
    this.#baseUrl = (options.baseUrl ?? CRICAPI_BASE_URL).replace(/\/+$/, '');
    this.#fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#clock = options.clock ?? Date.now;
  }

  /** Calls made today (UTC), failed ones included: what CricAPI's daily allowance counts. */
  callsToday(): number {
    return this.#calls.on(this.#clock());
  }

  /** Live and recently finished matches of every series, a page (about 25 rows) at a time. */
  async currentMatches(offset = 0): Promise<CricApiResult<CricApiMatch[]>> {
    const page = await this.#get('currentMatches', { offset: String(offset) }, z.array(z.unknown()));
    return { data: parseMatchList(page.data), info: page.info };
  }

  async matchInfo(id: string): Promise<CricApiMatch> {
    return (await this.#get('match_info', { id }, cricApiMatchSchema)).data;
  }

  async seriesInfo(id: string): Promise<CricApiSeries> {
    const { data } = await this.#get('series_info', { id }, cricApiSeriesInfoSchema);
    return { info: data.info, matches: parseMatchList(data.matchList) };
  }

  async #get<T>(
    endpoint: string,
    params: Record<string, string>,
    schema: z.ZodType<T>,
  ): Promise<CricApiResult<T>> {
    const answer: { hitsToday?: number } = {};
    try {
      return await this.#request(endpoint, params, schema, answer);
    } finally {
      // Every request counts against the day's allowance, a failed one too.
      this.#calls.add(this.#clock(), answer.hitsToday);
    }
  }

  async #request<T>(
    endpoint: string,
    params: Record<string, string>,
    schema: z.ZodType<T>,
    answer: { hitsToday?: number },
  ): Promise<CricApiResult<T>> {
    const url = new URL(`${this.#baseUrl}/${endpoint}`);
    url.searchParams.set('apikey', this.#apiKey);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);

    let response: Response;
    try {
      response = await this.#fetch(url, { signal: AbortSignal.timeout(this.#timeoutMs) });
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new CricApiError('TIMEOUT', `CricAPI ${endpoint} timed out after ${this.#timeoutMs} ms`);
      }
      // Fetch errors can quote the URL, and the URL carries the key.
      const text = String(error).replaceAll(this.#apiKey, '***');
      throw new CricApiError('NETWORK', `CricAPI ${endpoint} could not be reached: ${text}`);
    }
    if (!response.ok) {
      throw new CricApiError('HTTP_ERROR', `CricAPI ${endpoint} answered HTTP ${response.status}`);
    }

    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new CricApiError('BAD_RESPONSE', `CricAPI ${endpoint} did not answer JSON`);
    }
    const envelope = cricApiEnvelopeSchema.safeParse(body);
    answer.hitsToday = envelope.data?.info?.hitsToday;
    if (!envelope.success)
      throw new CricApiError('BAD_RESPONSE', `CricAPI ${endpoint} answered an unknown shape`);
    if (envelope.data.status !== 'success') {
      const reason = envelope.data.reason ?? envelope.data.status;
      throw new CricApiError(failureCode(reason), `CricAPI ${endpoint} failed: ${reason}`, reason);
    }
    const data = schema.safeParse(envelope.data.data);
    if (!data.success) {
      throw new CricApiError('BAD_RESPONSE', `CricAPI ${endpoint} data did not match: ${data.error.message}`);
    }
    return { data: data.data, info: envelope.data.info ?? {} };
  }
}
