// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { testMatch } from '@/test/fixtures';
import type { MatchList } from './types';
import { parseMatches } from './use-matches';
import { useMarketOption } from './use-market-option';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('parseMatches', () => {
  it('skips matches lacking an id or teams and flags unreadable markets', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { id: _id, ...noId } = testMatch({ id: 1 });
    const { homeTeam: _team, ...noTeam } = testMatch({ id: 2 });
    const badMarkets = { ...testMatch({ id: 3 }), markets: [{ nonsense: true }] };
    const parsed = parseMatches({ matches: [noId, noTeam, testMatch({ id: 4 }), badMarkets] });
    expect(parsed.matches.map((m) => m.id)).toEqual([4, 3]);
    expect(parsed.matches[1]).toMatchObject({ markets: [], marketsError: true });
  });
});

describe('useMarketOption', () => {
  it('reads odds and market status from the match caches and follows changes', () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMarketOption(4, 10, 100), { wrapper });
    expect(result.current).toBeUndefined();

    act(() =>
      client.setQueryData(['matches', 'UPCOMING'], parseMatches({ matches: [testMatch({ id: 4 })] })),
    );
    expect(result.current).toEqual({ odds: 1.8, marketStatus: 'OPEN' });

    act(() =>
      client.setQueryData<MatchList>(['matches', 'UPCOMING'], (list) => ({
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
    expect(result.current).toEqual({ odds: 2.05, marketStatus: 'SUSPENDED' });
  });
});
