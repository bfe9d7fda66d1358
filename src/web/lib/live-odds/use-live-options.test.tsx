// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { testMarket, testMatch } from '@/test/fixtures';
import { matchesKeys } from './query-keys';
import type { MatchList } from './types';
import { useLiveOptions, type OptionRef } from './use-live-options';

afterEach(cleanup);

const refs: OptionRef[] = [
  { id: 'a', matchId: 4, marketId: 10, optionId: 100 },
  { id: 'gone', matchId: 99, marketId: 1, optionId: 1 },
];

describe('useLiveOptions', () => {
  it('reads odds, market status and bet delay from the match caches and follows changes', () => {
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
    expect(result.current.get('a')).toEqual({
      odds: 1.8,
      marketStatus: 'OPEN',
      betDelaySeconds: 0,
      marketName: 'Match Winner',
    });
    expect(result.current.has('gone')).toBe(false);

    act(() =>
      client.setQueryData<MatchList>(matchesKeys.list('UPCOMING'), (list) => ({
        total: 1,
        matches: list!.matches.map((m) => ({
          ...m,
          markets: m.markets.map((k) => ({
            ...k,
            status: 'SUSPENDED' as const,
            betDelaySeconds: 5,
            options: [{ ...k.options[0]!, odds: 2.05 }],
          })),
        })),
      })),
    );
    expect(result.current.get('a')).toEqual({
      odds: 2.05,
      marketStatus: 'SUSPENDED',
      betDelaySeconds: 5,
      marketName: 'Match Winner',
    });
  });

  it('reports a market closed once it leaves the lists or is all but decided, unless a list still offers it', () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useLiveOptions(refs), { wrapper });
    const withMarket = testMatch({ id: 4 });
    const withoutMarket = { ...withMarket, markets: [] };
    // A preview list from before the market opened, and the list on screen that has it.
    act(() => {
      client.setQueryData<MatchList>(matchesKeys.preview('LIVE', 3), { matches: [withoutMarket], total: 1 });
      client.setQueryData<MatchList>(matchesKeys.list('LIVE'), { matches: [withMarket], total: 1 });
    });
    expect(result.current.get('a')).toEqual({
      odds: 1.8,
      marketStatus: 'OPEN',
      betDelaySeconds: 0,
      marketName: 'Match Winner',
    });

    // Settled, void or a line moved: the market leaves every list, its match stays.
    act(() =>
      client.setQueryData<MatchList>(matchesKeys.list('LIVE'), { matches: [withoutMarket], total: 1 }),
    );
    expect(result.current.get('a')).toEqual({ odds: null, marketStatus: 'CLOSED', betDelaySeconds: 0 });

    // All but decided: still listed, suspended with its reason, and never reopening.
    const decided = {
      ...withMarket,
      markets: withMarket.markets.map((k) => ({
        ...k,
        status: 'SUSPENDED' as const,
        closedReason: 'DECIDED' as const,
      })),
    };
    act(() => client.setQueryData<MatchList>(matchesKeys.list('LIVE'), { matches: [decided], total: 1 }));
    expect(result.current.get('a')).toEqual({
      odds: 1.8,
      marketStatus: 'CLOSED',
      betDelaySeconds: 0,
      marketName: 'Match Winner',
    });
  });

  it("follows a lay at the option's lay odds, and reports it closed when the house stops laying it", () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const lay: OptionRef[] = [
      { id: 'back', matchId: 4, marketId: 10, optionId: 100 },
      { id: 'lay', matchId: 4, marketId: 10, optionId: 100, side: 'LAY' },
    ];
    const { result } = renderHook(() => useLiveOptions(lay), { wrapper });
    const laid = (layOdds: number | null) =>
      testMatch({
        id: 4,
        markets: [testMarket({ options: [{ id: 100, name: 'Mumbai Indians', odds: 1.8, layOdds }] })],
      });
    act(() => client.setQueryData<MatchList>(matchesKeys.list('LIVE'), { matches: [laid(1.95)], total: 1 }));
    expect(result.current.get('back')?.odds).toBe(1.8);
    expect(result.current.get('lay')).toEqual({
      odds: 1.95,
      marketStatus: 'OPEN',
      betDelaySeconds: 0,
      marketName: 'Match Winner',
    });

    act(() => client.setQueryData<MatchList>(matchesKeys.list('LIVE'), { matches: [laid(null)], total: 1 }));
    expect(result.current.get('back')?.marketStatus).toBe('OPEN');
    expect(result.current.get('lay')).toEqual({
      odds: null,
      marketStatus: 'CLOSED',
      betDelaySeconds: 0,
      marketName: 'Match Winner',
    });
  });
});
