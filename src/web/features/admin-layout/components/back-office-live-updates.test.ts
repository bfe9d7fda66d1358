import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/lib/query-keys';
import { createBackOfficeHandlers } from './back-office-live-updates';

describe('the back office stream', () => {
  let queryClient: QueryClient;
  let invalidated: unknown[];
  beforeEach(() => {
    vi.useFakeTimers();
    queryClient = new QueryClient();
    invalidated = [];
    vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
      invalidated.push(filters?.queryKey);
    });
  });
  afterEach(() => vi.useRealTimers());

  it('refetches the book once for a ball that moves many markets', () => {
    const handlers = createBackOfficeHandlers(queryClient);
    for (let marketId = 1; marketId <= 12; marketId++) handlers.market();
    expect(invalidated).toEqual([]);
    vi.advanceTimersByTime(250);
    expect(invalidated).toEqual([adminKeys.book]);
  });

  it('refetches everything once for a burst of match changes, and the book for each burst', () => {
    const handlers = createBackOfficeHandlers(queryClient);
    handlers.matches();
    handlers.backoffice({ action: 'SETTLED' });
    handlers.market();
    vi.advanceTimersByTime(250);
    expect(invalidated).toEqual([adminKeys.all, adminKeys.book]);
    handlers.market();
    vi.advanceTimersByTime(250);
    expect(invalidated).toEqual([adminKeys.all, adminKeys.book, adminKeys.book]);
  });
});
