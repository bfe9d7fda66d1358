// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { testMatch } from '@/test/fixtures';
import { matchesKeys } from './query-keys';
import type { MatchList } from './types';
import { useLiveOptions, type OptionRef } from './use-live-options';

afterEach(cleanup);

const refs: OptionRef[] = [
  { id: 'a', matchId: 4, marketId: 10, optionId: 100 },
  { id: 'gone', matchId: 99, marketId: 1, optionId: 1 },
];

describe('useLiveOptions', () => {
  it('reads odds and market status from the match caches and follows changes', () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useLiveOptions(refs), { wrapper });
    expect(result.current.size).toBe(0);

    act(() =>
      client.setQueryData<MatchList>(matchesKeys.list('UPCOMING'), {
        matches: [testMatch({ id: 4 })],
        total: 1,
      }),
    );
    expect(result.current.get('a')).toEqual({ odds: 1.8, marketStatus: 'OPEN' });
    expect(result.current.has('gone')).toBe(false);

    act(() =>
      client.setQueryData<MatchList>(matchesKeys.list('UPCOMING'), (list) => ({
        total: 1,
        matches: list!.matches.map((m) => ({
          ...m,
          markets: m.markets.map((k) => ({
            ...k,
            status: 'SUSPENDED' as const,
            options: [{ ...k.options[0]!, odds: 2.05 }],
          })),
        })),
      })),
    );
    expect(result.current.get('a')).toEqual({ odds: 2.05, marketStatus: 'SUSPENDED' });
  });
});
