import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LiveEventPayloads, LiveTopic } from '@shared/contracts/live';
import type { Me } from '@shared/contracts/me';
import { meQueryKey, useMe } from '@/lib/signed-in';
import { betsKeys, notificationsKeys, transactionsKeys, withdrawalsKeys } from '@/lib/query-keys';
import {
  applyMarketEvent,
  applyMatchEvent,
  applyOddsEvent,
  marketUnknown,
  statusChanged,
} from './cache-updates';
import { applyMarketToOffers, applyOddsToOffers, hasBetOn, type BetList } from './bet-offer-updates';
import { cachedMatchLists, matchesKeys, type MatchList } from '@/lib/live-odds';
import { useLiveStream } from '@/lib/live-stream';
import { listEvents } from './list-fetch-replay';
import { setQueryDataIfChanged } from './set-query-data-if-changed';

/** Every topic but the back office's (an admin's player pages ignore it). */
type Handlers = { [T in Exclude<LiveTopic, 'backoffice'>]: (payload: LiveEventPayloads[T]) => void };

/** What each topic does to the query cache. */
export function createHandlers(queryClient: QueryClient): Handlers {
  const lists = () => cachedMatchLists(queryClient).map(([, list]) => list);
  const activeBets = betsKeys.list('active');
  // Every cached list: whole lists and the home page's previews.
  const events = listEvents(queryClient);
  const updateLists = (update: (list: MatchList | undefined) => MatchList | undefined) => {
    for (const [key] of cachedMatchLists(queryClient)) events.apply(key, update);
  };
  return {
    match(payload) {
      const moved = statusChanged(lists(), payload);
      updateLists((list) => applyMatchEvent(list, payload));
      if (moved) void queryClient.invalidateQueries({ queryKey: matchesKeys.all });
    },
    odds(payload) {
      updateLists((list) => applyOddsEvent(list, payload));
      setQueryDataIfChanged<BetList>(queryClient, activeBets, (list) => applyOddsToOffers(list, payload));
    },
    market(payload) {
      const unknown = marketUnknown(lists(), payload);
      updateLists((list) => applyMarketEvent(list, payload));
      if (unknown) void queryClient.invalidateQueries({ queryKey: matchesKeys.all });
      // The player's offers on it: greyed at once, then the server's own offer and reason.
      const bets = queryClient.getQueryData<BetList>(activeBets);
      if (hasBetOn(bets, payload.marketId)) {
        queryClient.setQueryData<BetList>(activeBets, (list) => applyMarketToOffers(list, payload));
        void queryClient.invalidateQueries({ queryKey: activeBets, exact: true });
      }
    },
    matches() {
      void queryClient.invalidateQueries({ queryKey: matchesKeys.all });
    },
    balance(payload) {
      let current = false;
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => {
        if (!me || payload.version < me.balanceVersion) return me;
        current = true;
        return payload.version === me.balanceVersion
          ? me
          : { ...me, balance: payload.balance, balanceVersion: payload.version };
      });
      // A balance moves with ledger rows, and (placed, settled) bets: both lists changed. Also when the
      // cached balance already has this version: a fetch of /api/me can bring it before the event, and
      // the lists were not fetched with it.
      if (current) {
        void queryClient.invalidateQueries({ queryKey: betsKeys.all });
        void queryClient.invalidateQueries({ queryKey: transactionsKeys.all });
      }
    },
    bet() {
      void queryClient.invalidateQueries({ queryKey: betsKeys.all });
      void queryClient.invalidateQueries({ queryKey: transactionsKeys.all });
    },
    withdrawal() {
      void queryClient.invalidateQueries({ queryKey: withdrawalsKeys.all });
    },
    notification() {
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
    },
    // The stream's session ended: ask who we are, as after a 401. Signed out, the pages show their
    // signed-out state and the stream reopens as a visitor's.
    access() {
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  };
}

/**
 * The player site's stream of live events, mounted once in the site shell: keeps the match lists, the
 * balance, My Bets, the history, the withdrawals and the notifications fresh.
 */
export function LiveUpdatesListener() {
  const queryClient = useQueryClient();
  const { data: me, isPending } = useMe();
  const handlers = useCallback(() => createHandlers(queryClient), [queryClient]);
  useLiveStream(handlers, { enabled: !isPending, identity: me?.id ?? null });
  return null;
}
