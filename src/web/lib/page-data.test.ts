// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { PAGE_DATA_ELEMENT_ID } from '@shared/page-data';
import { jsonResponse } from '@/test/fetch-stub';

/** The page's first paint, which each test reports when it wants. */
const paint = vi.hoisted(() => ({ painted: Promise.resolve(), report: () => {} }));
vi.mock('./first-paint', () => ({ afterFirstPaint: () => paint.painted }));
const reportFirstPaint = () => paint.report();

// The module reads the page once: each test loads it afresh, on a page written for that test.
async function pageWith(answers: Record<string, unknown>) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_ELEMENT_ID;
  element.textContent = JSON.stringify(answers);
  document.body.append(element);
  vi.resetModules();
  return import('./page-data');
}

/** An active query (as a mounted component's) of this client, starting from these page-data options. */
function observe<T>(
  client: QueryClient,
  queryKey: string[],
  options: { initialData: () => T | undefined; initialDataUpdatedAt: number },
  queryFn: () => Promise<T> = () => new Promise<T>(() => {}),
) {
  const observer = new QueryObserver(client, { queryKey, queryFn, staleTime: Infinity, ...options });
  const unsubscribe = observer.subscribe(() => {});
  cleanups.push(unsubscribe);
  return observer;
}
const cleanups: (() => void)[] = [];

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

beforeEach(() => {
  paint.painted = new Promise<void>((resolve) => (paint.report = resolve));
  document.body.innerHTML = '';
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
});

describe('page data', () => {
  it('gives a query its answer once, read by the query', async () => {
    const { fromPageDataCheckedAfterPaint } = await pageWith({ '/api/a': { n: 1 } });
    const client = new QueryClient();
    const read = vi.fn((body: unknown) => ({ read: body }));
    const options = (url: string) =>
      fromPageDataCheckedAfterPaint(client, ['a'], url, { read, loadCheck: async () => () => {} });
    expect(options('/api/a').initialData()).toEqual({ read: { n: 1 } });
    expect(options('/api/a').initialData()).toBeUndefined();
    expect(options('/api/b').initialData()).toBeUndefined();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('gives a first-load query its answer unchecked, and checks it once the page has painted', async () => {
    const answer = { items: [{ id: 1 }, { id: 2 }] };
    const { fromPageDataCheckedAfterPaint } = await pageWith({ '/api/list': answer });
    const check = vi.fn();
    const client = new QueryClient();
    const observer = observe(
      client,
      ['list'],
      fromPageDataCheckedAfterPaint(client, ['list'], '/api/list', {
        read: (body) => body as typeof answer,
        loadCheck: async () => check,
      }),
    );
    const first = observer.getCurrentResult();
    expect(first.data).toEqual(answer);
    await settle();
    expect(check).not.toHaveBeenCalled();

    reportFirstPaint();
    await settle();
    expect(check).toHaveBeenCalledWith(answer);
    // An answer that holds to its contract stays as it is: nothing renders again, nothing is fetched.
    const checked = observer.getCurrentResult();
    expect(checked.data).toBe(first.data);
    expect(checked.dataUpdatedAt).toBe(first.dataUpdatedAt);
    expect(client.getQueryCache().find({ queryKey: ['list'] })?.state.fetchStatus).toBe('idle');
  });

  it('drops an answer that fails its contract after the paint, and fetches it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fromPageDataCheckedAfterPaint } = await pageWith({ '/api/list': 'not a list' });
    const queryFn = vi.fn(async () => 'fetched and parsed');
    const client = new QueryClient();
    const observer = observe(
      client,
      ['list'],
      fromPageDataCheckedAfterPaint(client, ['list'], '/api/list', {
        read: (body) => body as string,
        loadCheck: async () => () => {
          throw new Error('contract');
        },
      }),
      queryFn,
    );
    expect(observer.getCurrentResult().data).toBe('not a list');
    reportFirstPaint();
    await settle();
    expect(warn).toHaveBeenCalledOnce();
    expect(queryFn).toHaveBeenCalledOnce();
    expect(observer.getCurrentResult().data).toBe('fetched and parsed');
  });

  it('keeps what a fetch brought since the paint, and an answer whose check cannot load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fromPageDataCheckedAfterPaint } = await pageWith({ '/api/a': 'page', '/api/b': 'page' });
    const client = new QueryClient();
    let loaded = () => {};
    const failing = () => {
      throw new Error('contract');
    };
    const a = observe(
      client,
      ['a'],
      fromPageDataCheckedAfterPaint(client, ['a'], '/api/a', {
        read: (body) => body as string,
        loadCheck: () => new Promise((resolve) => (loaded = () => resolve(failing))),
      }),
    );
    const b = observe(
      client,
      ['b'],
      fromPageDataCheckedAfterPaint(client, ['b'], '/api/b', {
        read: (body) => body as string,
        loadCheck: () => Promise.reject(new Error('offline')),
      }),
    );
    reportFirstPaint();
    await settle();
    client.setQueryData(['a'], 'newer');
    loaded();
    await settle();
    expect(a.getCurrentResult().data).toBe('newer');
    expect(b.getCurrentResult().data).toBe('page');
  });

  it("refreshes a refetching query's page answer once the page has painted, not as it mounts", async () => {
    const { fromPageDataCheckedAfterPaint } = await pageWith({ '/api/live': 'page' });
    const client = new QueryClient();
    const queryFn = vi.fn(async () => 'fresh');
    const mount = () => {
      const observer = new QueryObserver(client, {
        queryKey: ['live'],
        queryFn,
        staleTime: 0,
        ...fromPageDataCheckedAfterPaint(client, ['live'], '/api/live', {
          read: (body) => body as string,
          refreshAfterPaint: true,
        }),
      });
      cleanups.push(observer.subscribe(() => {}));
      return observer;
    };
    const first = mount();
    await settle();
    expect(queryFn).not.toHaveBeenCalled();
    expect(first.getCurrentResult()).toMatchObject({ data: 'page', fetchStatus: 'idle' });

    reportFirstPaint();
    await settle();
    expect(queryFn).toHaveBeenCalledOnce();
    expect(first.getCurrentResult().data).toBe('fresh');

    // Once refreshed, a mount refetches as a staleTime of 0 says.
    mount();
    await settle();
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it("sends a query's refetch of the page's answer, and loads its parse, once the page has painted", async () => {
    const { fetchPageDataAnswer } = await pageWith({ '/api/list': [1] });
    const fetch = vi.fn(async () => jsonResponse([1, 2]));
    vi.stubGlobal('fetch', fetch);
    const loadParse = vi.fn(async () => (body: unknown) => (body as number[]).map((n) => n * 10));
    const answer = fetchPageDataAnswer('/api/list', loadParse);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).not.toHaveBeenCalled();
    expect(loadParse).not.toHaveBeenCalled();

    reportFirstPaint();
    await expect(answer).resolves.toEqual([10, 20]);
    expect(fetch).toHaveBeenCalledOnce();
    expect(loadParse).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
