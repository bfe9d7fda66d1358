// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '@shared/page-data';
import { jsonResponse } from '@/test/fetch-stub';

/** The page's first paint, which the test reports when it wants. */
let reportFirstPaint = () => {};
vi.mock('./first-paint', () => {
  const painted = new Promise<void>((resolve) => (reportFirstPaint = resolve));
  return { afterFirstPaint: () => painted };
});

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

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('page data', () => {
  it('gives a query its answer once, parsed by the query', async () => {
    const { fromPageData } = await pageWith({ '/api/a': { n: 1 } });
    const parse = vi.fn((body: unknown) => ({ parsed: body }));
    expect(fromPageData('/api/a', parse).initialData()).toEqual({ parsed: { n: 1 } });
    expect(fromPageData('/api/a', parse).initialData()).toBeUndefined();
    expect(fromPageData('/api/b', parse).initialData()).toBeUndefined();
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('gives the value parsed ahead of the render, without parsing it again', async () => {
    const { fromPageData, preparePageData } = await pageWith({ '/api/list': [1, 2], '/api/other': 'x' });
    await preparePageData({ '/api/list': async (body) => ({ items: body }), '/api/absent': async () => 1 });
    const parse = vi.fn(() => 'parsed in the render');
    expect(fromPageData('/api/list', parse).initialData()).toEqual({ items: [1, 2] });
    expect(parse).not.toHaveBeenCalled();
    // Answers without an early parser are parsed by their query as before.
    expect(fromPageData('/api/other', parse).initialData()).toBe('parsed in the render');
  });

  it('leaves an answer whose early parse fails to be fetched', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fromPageData, preparePageData } = await pageWith({ '/api/list': 'not a list' });
    await preparePageData({
      '/api/list': async () => {
        throw new Error('contract');
      },
    });
    expect(fromPageData('/api/list', (body) => body).initialData()).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });

  it("sends a query's refetch of the page's answer once the page has painted, not before", async () => {
    const { fetchPageDataAnswer } = await pageWith({ '/api/list': [1] });
    const fetch = vi.fn(async () => jsonResponse([1, 2]));
    vi.stubGlobal('fetch', fetch);
    const answer = fetchPageDataAnswer('/api/list');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).not.toHaveBeenCalled();

    reportFirstPaint();
    await expect(answer).resolves.toEqual([1, 2]);
    expect(fetch).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
