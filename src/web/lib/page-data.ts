import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { PAGE_DATA_ELEMENT_ID } from '@shared/page-data';
import { apiFetch } from './api';
import { afterFirstPaint } from './first-paint';
import { yieldToMain } from './slices';

let answers: Map<string, unknown> | undefined;
/** When the page (and its data) arrived: the data is as fresh as the page. */
const pageLoadedAt = Date.now();

function read(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return answers;
  try {
    for (const [url, body] of Object.entries(JSON.parse(text) as Record<string, unknown>))
      answers.set(url, body);
  } catch (error) {
    console.warn('The page data could not be read; the page fetches it instead', error);
  }
  return answers;
}

/** The page's answer for this URL, taken: each is used once. */
function take(url: string): { body: unknown } | undefined {
  const store = read();
  if (!store.has(url)) return undefined;
  const body = store.get(url);
  store.delete(url);
  return { body };
}

/**
 * How a first-load query reads its page-data answer now, and what makes sure of it once the page has
 * painted: a check of that answer, or a refresh that replaces it.
 */
export type PageDataAfterPaint<T> = {
  /** The answer as the server wrote it, typed but unchecked: a cast, at most picking one of its fields. */
  read: (body: unknown) => T;
} & (
  | {
      /**
       * Loads the query's check of the answer (its contract, and zod with it): the check throws when
       * the answer does not hold to the contract in full.
       */
      loadCheck: () => Promise<(body: unknown) => unknown>;
      refreshAfterPaint?: never;
    }
  | {
      /**
       * For a query that refetches as it mounts (staleTime 0: the live list, a player's bets, the
       * wallet): the page's answer is refreshed by a refetch of its own once the page has painted, not
       * as the query mounts. Started as it mounted, the refetch made React render the page again, at
       * once and in full, in the task of its first commit: its mount effects subscribe the query, whose
       * state turns to fetching under React's feet (ADR 0017). The refetch's parse is the check: the
       * answer it replaces is not checked as well, which would parse the same list twice.
       */
      refreshAfterPaint: true;
      loadCheck?: never;
    }
);

/** Queries (by hash) holding the page's answer until their refresh after the paint. */
const awaitingRefresh = new Set<string>();

/**
 * A query's first data from the page's HTML (see @shared/page-data), for useQuery's options. Each answer
 * is used once: a later mount of the query fetches as usual. A query whose staleTime is 0 is refreshed
 * once the page has painted (`refreshAfterPaint`), so what changed since the page was written arrives
 * at once.
 *
 * The first render takes the page's answer as the server wrote it, from the same contracts, moments
 * before: nothing is parsed in the render. The first screens' queries (the session, the match lists,
 * the slip's rules, the winners) do not even have zod on the first load (ADR 0015); a lazy page's (a
 * player's bets, the wallet) parsed in its first render, one long task (ADR 0016).
 *
 * Once the page has painted, the query's check goes over the answer (or, with `refreshAfterPaint`, a
 * refetch replaces it): one that holds to its contract stays as it is (replacing it with the parsed
 * copy would only compare the two, object by object, in one long task), and one that does not is
 * dropped for a fetch through the query's own parse. If the check cannot load (offline, no service
 * worker yet), the answer stays: the query's next fetch is parsed as usual.
 */
export function fromPageDataCheckedAfterPaint<T>(
  client: QueryClient,
  queryKey: QueryKey,
  url: string,
  afterPaint: PageDataAfterPaint<T>,
) {
  return {
    initialData: (): T | undefined => {
      const answer = take(url);
      if (!answer) return undefined;
      const unchecked = afterPaint.read(answer.body);
      if (afterPaint.refreshAfterPaint) void refreshOnceAfterPaint(client, queryKey);
      else void checkAfterPaint(client, queryKey, url, answer.body, unchecked, afterPaint.loadCheck);
      return unchecked;
    },
    // Only while the page's answer waits for its refresh: any other mount refetches as the query says.
    ...(afterPaint.refreshAfterPaint && {
      refetchOnMount: (query: { queryHash: string }) => !awaitingRefresh.has(query.queryHash),
    }),
    initialDataUpdatedAt: pageLoadedAt,
  };
}

async function refreshOnceAfterPaint(client: QueryClient, queryKey: QueryKey): Promise<void> {
  const hash = hashKey(queryKey);
  awaitingRefresh.add(hash);
  await afterFirstPaint();
  awaitingRefresh.delete(hash);
  await client.invalidateQueries({ queryKey, exact: true });
}

async function checkAfterPaint<T>(
  client: QueryClient,
  queryKey: QueryKey,
  url: string,
  body: unknown,
  unchecked: T,
  loadCheck: () => Promise<(body: unknown) => unknown>,
): Promise<void> {
  await afterFirstPaint();
  let check: (body: unknown) => unknown;
  try {
    check = await loadCheck();
  } catch {
    return;
  }
  // The check's code was evaluated in this task as it arrived: the check is a task of its own.
  await yieldToMain();
  try {
    await check(body);
  } catch (error) {
    // Unless a fetch since the paint has brought a parsed answer of its own.
    if (client.getQueryData(queryKey) !== unchecked) return;
    console.warn(`The page data for ${url} does not hold to its contract; it is fetched instead`, error);
    await client.resetQueries({ queryKey, exact: true });
  }
}

/**
 * GET for a query that starts from the page's data and refetches as it mounts (staleTime 0: the live
 * list, a player's bets, the wallet), read by the query's parse. Both the request and the parse's code
 * (zod, the contract) wait for the page's first paint, then load together: the page's answer is on
 * screen already, and on a phone's connection either would delay the paint (ADR 0014). The parse's
 * code, loaded as the query mounted, came before the paint on /wallet and /my-bets (ADR 0017).
 */
export async function fetchPageDataAnswer<T>(
  url: string,
  loadParse: () => Promise<(body: unknown) => T | Promise<T>>,
  signal?: AbortSignal,
): Promise<T> {
  await afterFirstPaint();
  const [parse, body] = await Promise.all([loadParse(), apiFetch<unknown>(url, { signal })]);
  return parse(body);
}
