import type { QueryClient } from '@tanstack/react-query';
import type { MatchList } from '@/lib/live-odds';
import { setQueryDataIfChanged } from './set-query-data-if-changed';

type ListUpdate = (list: MatchList | undefined) => MatchList | undefined;

/**
 * Applies a live event to a cached match list. While a fetch of that list is under way, the event is
 * also kept and applied again, in order, to the fetch's answer when it lands: the server may have read
 * the list before the event, and its answer would otherwise undo it (a suspension shown open again).
 * The fetch is left to finish: on a live match events come every second, often faster than a busy
 * server answers, so a fetch restarted on each event would never land.
 */
export type ListEvents = { apply: (key: readonly unknown[], update: ListUpdate) => void };

const byClient = new WeakMap<QueryClient, ListEvents>();

/** The one event applier of a query client (it listens to the client's cache for fetch answers). */
export function listEvents(queryClient: QueryClient): ListEvents {
  const known = byClient.get(queryClient);
  if (known) return known;
  // Updates applied while a fetch was under way, by the query's hash.
  const pending = new Map<string, ListUpdate[]>();
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const updates = pending.get(event.query.queryHash);
    if (!updates) return;
    const { action } = event;
    // A fetch's own answer (setQueryData's are marked manual): apply what it may have missed.
    if (action.type === 'success' && !action.manual) {
      pending.delete(event.query.queryHash);
      for (const update of updates) queryClient.setQueryData<MatchList>(event.query.queryKey, update);
    } else if (action.type === 'error') {
      pending.delete(event.query.queryHash);
    }
  });
  const events: ListEvents = {
    apply(key, update) {
      setQueryDataIfChanged<MatchList>(queryClient, key, update);
      const query = queryClient.getQueryCache().find({ queryKey: key, exact: true });
      if (query?.state.fetchStatus !== 'fetching') return;
      const updates = pending.get(query.queryHash) ?? [];
      updates.push(update);
      pending.set(query.queryHash, updates);
    },
  };
  byClient.set(queryClient, events);
  return events;
}
