import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LiveEventPayloads, LiveTopic } from '@shared/contracts/live';
import type { Me } from '@shared/contracts/me';
import { useMe } from '@/features/auth';
import {
  applyMarketEvent,
  applyMatchEvent,
  applyOddsEvent,
  marketUnknown,
  statusChanged,
} from './cache-updates';
import type { MatchList } from '@/features/matches';

const STREAM_URL = '/api/stream';
/** When the browser gives up on a stream (a non-200 answer), try again after this long. */
const RECONNECT_DELAY_MS = 5000;
const MATCH_LISTS = [
  ['matches', 'LIVE'],
  ['matches', 'UPCOMING'],
] as const;

/** Last event id seen by any stream in this page, so a reopened stream catches up from there. */
let lastEventId = '';

type Handlers = { [T in LiveTopic]: (payload: LiveEventPayloads[T]) => void };

/** What each topic does to the query cache. */
export function createHandlers(queryClient: QueryClient): Handlers {
  const lists = () => MATCH_LISTS.map((key) => queryClient.getQueryData<MatchList>(key));
  const updateLists = (update: (list: MatchList | undefined) => MatchList | undefined) => {
    for (const key of MATCH_LISTS) {
      if (queryClient.getQueryData(key) !== undefined) queryClient.setQueryData<MatchList>(key, update);
    }
  };
  return {
    match(payload) {
      const moved = statusChanged(lists(), payload);
      updateLists((list) => applyMatchEvent(list, payload));
      if (moved) void queryClient.invalidateQueries({ queryKey: ['matches'] });
    },
    odds(payload) {
      updateLists((list) => applyOddsEvent(list, payload));
    },
    market(payload) {
      const unknown = marketUnknown(lists(), payload);
      updateLists((list) => applyMarketEvent(list, payload));
      if (unknown) void queryClient.invalidateQueries({ queryKey: ['matches'] });
    },
    matches() {
      void queryClient.invalidateQueries({ queryKey: ['matches'] });
    },
    balance(payload) {
      queryClient.setQueryData<Me | null>(['me'], (me) => (me ? { ...me, balance: payload.balance } : me));
    },
    bet() {
      void queryClient.invalidateQueries({ queryKey: ['bets'] });
      void queryClient.invalidateQueries({ queryKey: ['transactions'] });
    },
  };
}

const TOPICS: LiveTopic[] = ['match', 'odds', 'market', 'matches', 'balance', 'bet'];

/**
 * The app's one stream of live events (GET /api/stream), mounted once in the site shell.
 * The browser reconnects by itself and sends Last-Event-ID, so missed events are replayed.
 * The server attaches the user from the session cookie when the stream opens, so a sign-in or
 * sign-out reopens it, passing the last id seen so nothing falls between the two streams.
 */
export function LiveUpdatesListener() {
  const queryClient = useQueryClient();
  const { data: me, isPending } = useMe();
  const userId = me?.id ?? null;

  useEffect(() => {
    if (isPending || typeof EventSource === 'undefined') return;
    const handlers = createHandlers(queryClient);
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;

    const open = () => {
      const lastId = lastEventId;
      source = new EventSource(lastId ? `${STREAM_URL}?lastEventId=${lastId}` : STREAM_URL);
      for (const topic of TOPICS) {
        source.addEventListener(topic, (event) => {
          const message = event as MessageEvent<string>;
          if (message.lastEventId) lastEventId = message.lastEventId;
          try {
            const payload = JSON.parse(message.data) as never;
            (handlers[topic] as (p: unknown) => void)(payload);
          } catch (error) {
            console.warn(`Bad live '${topic}' event`, error);
          }
        });
      }
      source.onerror = () => {
        // CONNECTING: the browser retries by itself. CLOSED: it gave up; we retry later.
        if (source?.readyState === EventSource.CLOSED && !closed) {
          source.close();
          retryTimer = setTimeout(open, RECONNECT_DELAY_MS);
        }
      };
    };
    open();

    return () => {
      closed = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [queryClient, userId, isPending]);

  return null;
}
