import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { LiveMatch, MatchList } from '@/lib/live-odds';
import { testMarket, testMatch } from '@/test/fixtures';
import {
  applyMarketEvent,
  applyMatchEvent,
  applyOddsEvent,
  marketUnknown,
  statusChanged,
} from './cache-updates';
import { createHandlers } from './live-updates-listener';
import { matchesKeys } from '@/lib/live-odds';
import { meQueryKey } from '@/lib/signed-in';
import { betsKeys, transactionsKeys, withdrawalsKeys } from '@/lib/query-keys';

const match = (id: number, status: LiveMatch['status'] = 'LIVE'): LiveMatch =>
  testMatch({
    id,
    status,
    markets: [
      testMarket({
        id: 10 * id,
        options: [
          { id: 100 * id + 1, name: 'Mumbai Indians', odds: 1.8, layOdds: null },
          { id: 100 * id + 2, name: 'Chennai Super Kings', odds: 2.1, layOdds: null },
        ],
      }),
    ],
  });

const list = (...matches: LiveMatch[]): MatchList => ({ matches, total: matches.length });

const matchEvent = (matchId: number, status = 'LIVE') => ({
  matchId,
  status,
  inningsStatus: 'MI 45/1 (5.2 ov)',
  currentOver: 5.2,
  homeScore: { runs: 45, wickets: 1, overs: 5.2 },
  awayScore: { runs: 0, wickets: 0, overs: 0 },
  tossWinner: 'Mumbai Indians',
  winner: null,
  resultText: null,
});

describe('applyMatchEvent', () => {
  it('updates score, innings text and current over of the named match only', () => {
    const before = list(match(1), match(2));
    const after = applyMatchEvent(before, matchEvent(1))!;
    expect(after.matches[0]).toMatchObject({
      inningsStatus: 'MI 45/1 (5.2 ov)',
      currentOver: 5.2,
      homeScore: { runs: 45, wickets: 1, overs: 5.2 },
      tossWinner: 'Mumbai Indians',
    });
    expect(after.matches[0]!.markets).toBe(before.matches[0]!.markets);
    expect(after.matches[1]).toBe(before.matches[1]);
  });

  it('returns the same list when the match is not in it, and undefined for no cache', () => {
    const before = list(match(2));
    expect(applyMatchEvent(before, matchEvent(1))).toBe(before);
    expect(applyMatchEvent(undefined, matchEvent(1))).toBeUndefined();
  });

  it('detects a status change (the lists must refetch)', () => {
    const lists = [list(match(1)), list(match(2, 'UPCOMING'))];
    expect(statusChanged(lists, matchEvent(1, 'LIVE'))).toBe(false);
    expect(statusChanged(lists, matchEvent(1, 'COMPLETED'))).toBe(true);
    expect(statusChanged(lists, matchEvent(2, 'LIVE'))).toBe(true);
    expect(statusChanged(lists, matchEvent(3, 'LIVE'))).toBe(true);
    expect(statusChanged(lists, matchEvent(3, 'COMPLETED'))).toBe(false);
  });
});

describe('applyOddsEvent', () => {
  it('sets new odds and remembers the previous price and when it moved', () => {
    const after = applyOddsEvent(
      list(match(1)),
      {
        matchId: 1,
        marketId: 10,
        options: [
          { id: 101, odds: 1.95, previousOdds: 1.8, layOdds: 2.19 },
          { id: 102, odds: 2.1, previousOdds: 2.1, layOdds: null },
        ],
      },
      1234,
    )!;
    const [a, b] = after.matches[0]!.markets[0]!.options;
    expect(a).toEqual({
      id: 101,
      name: 'Mumbai Indians',
      odds: 1.95,
      layOdds: 2.19,
      previousOdds: 1.8,
      movedAt: 1234,
    });
    expect(b).toEqual({ id: 102, name: 'Chennai Super Kings', odds: 2.1, layOdds: null });
  });

  it('takes a lay price that moved alone, without a move of the back price', () => {
    const event = {
      matchId: 1,
      marketId: 10,
      options: [{ id: 101, odds: 1.8, previousOdds: 1.8, layOdds: 2.04 }],
    };
    const [a] = applyOddsEvent(list(match(1)), event, 1234)!.matches[0]!.markets[0]!.options;
    expect(a).toEqual({ id: 101, name: 'Mumbai Indians', odds: 1.8, layOdds: 2.04 });
  });

  it('leaves other markets and matches alone', () => {
    const before = list(match(1), match(2));
    const after = applyOddsEvent(before, {
      matchId: 1,
      marketId: 99,
      options: [{ id: 101, odds: 3, previousOdds: 1.8, layOdds: null }],
    })!;
    expect(after.matches[0]!.markets[0]).toBe(before.matches[0]!.markets[0]);
    expect(after.matches[1]).toBe(before.matches[1]);
  });
});

describe('applyMarketEvent', () => {
  it('suspends and reopens a market', () => {
    const suspended = applyMarketEvent(list(match(1)), { matchId: 1, marketId: 10, status: 'SUSPENDED' })!;
    expect(suspended.matches[0]!.markets[0]!.status).toBe('SUSPENDED');
    const reopened = applyMarketEvent(suspended, { matchId: 1, marketId: 10, status: 'OPEN' })!;
    expect(reopened.matches[0]!.markets[0]!.status).toBe('OPEN');
  });

  it('drops settled and void markets', () => {
    const after = applyMarketEvent(list(match(1)), { matchId: 1, marketId: 10, status: 'SETTLED' })!;
    expect(after.matches[0]!.markets).toHaveLength(0);
  });

  it('shows why a session closed, drops a line that moved, and clears the reason when it reopens', () => {
    const event = { matchId: 1, marketId: 10, status: 'SUSPENDED' };
    const decided = applyMarketEvent(list(match(1)), { ...event, closedReason: 'DECIDED' })!;
    expect(decided.matches[0]!.markets[0]).toMatchObject({ status: 'SUSPENDED', closedReason: 'DECIDED' });
    const reopened = applyMarketEvent(decided, { ...event, status: 'OPEN', closedReason: null })!;
    expect(reopened.matches[0]!.markets[0]).toMatchObject({ status: 'OPEN', closedReason: null });
    const moved = applyMarketEvent(list(match(1)), { ...event, closedReason: 'LINE_MOVED' })!;
    expect(moved.matches[0]!.markets).toHaveLength(0);
  });

  it('ignores an unknown status', () => {
    const before = list(match(1));
    expect(applyMarketEvent(before, { matchId: 1, marketId: 10, status: 'WHATEVER' })).toBe(before);
  });

  it('notices a newly opened market it does not have', () => {
    const lists = [list(match(1))];
    expect(marketUnknown(lists, { matchId: 1, marketId: 11, status: 'OPEN' })).toBe(true);
    expect(marketUnknown(lists, { matchId: 1, marketId: 10, status: 'OPEN' })).toBe(false);
  });
});

describe('createHandlers', () => {
  function setup() {
    const client = new QueryClient();
    client.setQueryData(matchesKeys.list('LIVE'), list(match(1)));
    client.setQueryData(matchesKeys.list('UPCOMING'), list(match(2, 'UPCOMING')));
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    return { client, invalidate, handlers: createHandlers(client) };
  }

  it('applies a score update to the cache without refetching', () => {
    const { client, invalidate, handlers } = setup();
    handlers.match(matchEvent(1));
    expect(client.getQueryData<MatchList>(matchesKeys.list('LIVE'))!.matches[0]!.homeScore.runs).toBe(45);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it("keeps the home page's preview lists fresh too", () => {
    const { client, handlers } = setup();
    const preview = matchesKeys.preview('LIVE', 1);
    client.setQueryData(preview, list(match(1)));
    handlers.odds({
      matchId: 1,
      marketId: 10,
      options: [{ id: 101, odds: 1.95, previousOdds: 1.8, layOdds: null }],
    });
    handlers.market({ matchId: 1, marketId: 10, status: 'SUSPENDED' });
    const market = client.getQueryData<MatchList>(preview)!.matches[0]!.markets[0]!;
    expect([market.status, market.options[0]!.odds]).toEqual(['SUSPENDED', 1.95]);
  });

  it("leaves a list's cache entry untouched by an event for a match it does not hold", () => {
    const { client, handlers } = setup();
    const upcoming = client.getQueryCache().find({ queryKey: matchesKeys.list('UPCOMING') })!;
    const notified = vi.fn();
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.query === upcoming) notified();
    });
    handlers.match(matchEvent(1));
    handlers.odds({
      matchId: 1,
      marketId: 10,
      options: [{ id: 101, odds: 1.95, previousOdds: 1.8, layOdds: null }],
    });
    handlers.market({ matchId: 1, marketId: 10, status: 'SUSPENDED' });
    unsubscribe();
    expect(notified).not.toHaveBeenCalled();
  });

  it('refetches the lists when a match changes status', () => {
    const { invalidate, handlers } = setup();
    handlers.match(matchEvent(2, 'LIVE'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: matchesKeys.all });
  });

  it('updates the balance of the signed-in player and leaves a signed-out cache alone', () => {
    const { client, handlers } = setup();
    client.setQueryData(meQueryKey, { id: 'u1', balance: 100, balanceVersion: 3 });
    handlers.balance({ balance: 250.5, version: 4 });
    expect(client.getQueryData(meQueryKey)).toEqual({ id: 'u1', balance: 250.5, balanceVersion: 4 });
    client.setQueryData(meQueryKey, null);
    handlers.balance({ balance: 1, version: 5 });
    expect(client.getQueryData(meQueryKey)).toBeNull();
  });

  it('drops a balance event older than the balance shown (two instances can deliver out of order)', () => {
    const { client, handlers } = setup();
    client.setQueryData(meQueryKey, { id: 'u1', balance: 9800, balanceVersion: 7 });
    handlers.balance({ balance: 9900, version: 6 });
    expect(client.getQueryData(meQueryKey)).toEqual({ id: 'u1', balance: 9800, balanceVersion: 7 });
  });

  it('refetches the ledger and bets on a balance event the cached balance already has (from a fetch of /api/me)', () => {
    const { client, invalidate, handlers } = setup();
    client.setQueryData(meQueryKey, { id: 'u1', balance: 10_000, balanceVersion: 4 });
    handlers.balance({ balance: 10_000, version: 4 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: transactionsKeys.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: betsKeys.all });
  });

  it('refetches nothing for a balance event older than the cached balance', () => {
    const { client, invalidate, handlers } = setup();
    client.setQueryData(meQueryKey, { id: 'u1', balance: 9800, balanceVersion: 7 });
    handlers.balance({ balance: 9900, version: 6 });
    expect(invalidate).not.toHaveBeenCalled();
  });

  it("refetches the player's withdrawals when an operator changes one", () => {
    const { invalidate, handlers } = setup();
    handlers.withdrawal({ id: 'w1', status: 'REJECTED' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: withdrawalsKeys.all });
  });

  it('refetches bets and transactions on a bet event, and the lists on a matches event', () => {
    const { invalidate, handlers } = setup();
    handlers.bet({ status: 'WON', count: 1 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: betsKeys.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: transactionsKeys.all });
    handlers.matches({ reason: 'sync' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: matchesKeys.all });
  });

  it('asks who the player is when the stream says its session ended (as after a 401)', () => {
    const { invalidate, handlers } = setup();
    handlers.access({ reason: 'SIGNED_OUT' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: meQueryKey });
  });
});

describe('a list fetch in flight when events arrive', () => {
  it('lands, with the events applied again to its older answer (a suspension stays shown)', async () => {
    const client = new QueryClient();
    const key = matchesKeys.list('LIVE');
    client.setQueryData(key, list(match(2)));
    // A refetch that left before the market was suspended and its odds moved, answered after.
    let answerStale!: (value: MatchList) => void;
    let fetches = 0;
    const fetching = client.fetchQuery({
      queryKey: key,
      queryFn: () => {
        fetches++;
        return new Promise<MatchList>((resolve) => (answerStale = resolve));
      },
    });
    const handlers = createHandlers(client);
    // Events every second on a live match: none may restart the fetch, or it would never land.
    for (let ball = 0; ball < 5; ball++)
      handlers.odds({
        matchId: 2,
        marketId: 20,
        options: [{ id: 201, odds: 1.7 - ball / 100, previousOdds: 1.71 - ball / 100, layOdds: null }],
      });
    handlers.market({ matchId: 2, marketId: 20, status: 'SUSPENDED' });
    answerStale(list(match(2)));
    await fetching;

    expect(fetches).toBe(1);
    expect(client.isFetching({ queryKey: key })).toBe(0);
    const market = client.getQueryData<MatchList>(key)!.matches[0]!.markets[0]!;
    expect(market.status).toBe('SUSPENDED');
    expect(market.options[0]!.odds).toBe(1.66);
  });

  it('applies an event once the fetch that saw it has landed, and not again to a later one', async () => {
    const client = new QueryClient();
    const key = matchesKeys.list('LIVE');
    client.setQueryData(key, list(match(2)));
    let answer!: (value: MatchList) => void;
    const fetching = client.fetchQuery({
      queryKey: key,
      queryFn: () => new Promise<MatchList>((resolve) => (answer = resolve)),
    });
    createHandlers(client).market({ matchId: 2, marketId: 20, status: 'SUSPENDED' });
    answer(list(match(2)));
    await fetching;
    // The market reopened since: a later answer says so, and the old event is not applied to it.
    await client.fetchQuery({ queryKey: key, queryFn: () => Promise.resolve(list(match(2))), staleTime: 0 });
    expect(client.getQueryData<MatchList>(key)!.matches[0]!.markets[0]!.status).toBe('OPEN');
  });
});
