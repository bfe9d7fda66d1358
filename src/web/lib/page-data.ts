import { PAGE_DATA_ELEMENT_ID } from '@shared/page-data';
import { apiFetch } from './api';
import { afterFirstPaint } from './first-paint';

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

/** Answers parsed ahead of the first render by preparePageData, by URL. */
const prepared = new Map<string, unknown>();

/** An asynchronous parse of a page-data answer, giving exactly what the query's own parse gives. */
export type PageDataParsers = Readonly<Record<string, (body: unknown) => Promise<unknown>>>;

/**
 * Parses the page's largest answers before the first render, with parsers that yield to the browser
 * as they go (the upcoming season checked against its contract is one long task otherwise: the page
 * cannot respond meanwhile). fromPageData then takes the parsed value instead of parsing it itself.
 */
export async function preparePageData(parsers: PageDataParsers): Promise<void> {
  const store = read();
  for (const [url, parse] of Object.entries(parsers)) {
    if (!store.has(url)) continue;
    const body = store.get(url);
    store.delete(url);
    try {
      prepared.set(url, await parse(body));
    } catch (error) {
      console.warn(`The page data for ${url} did not parse; it is fetched instead`, error);
    }
  }
}

/**
 * A query's first data from the page's HTML (see @shared/page-data), for useQuery's options:
 * `...fromPageData(url, parse)`. Each answer is used once: a later mount of the query fetches as usual.
 * A query whose staleTime is 0 still refetches when it mounts, so what changed since the page was
 * written arrives at once; the first render does not wait for it, nor (see fetchPageDataAnswer) the
 * first paint.
 */
export function fromPageData<T>(url: string, parse: (body: unknown) => T) {
  return {
    initialData: (): T | undefined => {
      if (prepared.has(url)) {
        const value = prepared.get(url) as T;
        prepared.delete(url);
        return value;
      }
      const store = read();
      if (!store.has(url)) return undefined;
      const body = store.get(url);
      store.delete(url);
      try {
        return parse(body);
      } catch (error) {
        console.warn(`The page data for ${url} did not parse; it is fetched instead`, error);
        return undefined;
      }
    },
    initialDataUpdatedAt: pageLoadedAt,
  };
}

/**
 * GET for a query that starts from the page's data and refetches as it mounts (staleTime 0: the live
 * list, a player's bets, the wallet). The request waits for the page's first paint: the page's answer
 * is on screen already, and on a phone's connection this request would delay the paint (ADR 0014).
 */
export async function fetchPageDataAnswer<T>(url: string, signal?: AbortSignal): Promise<T> {
  await afterFirstPaint();
  return apiFetch<T>(url, { signal });
}
