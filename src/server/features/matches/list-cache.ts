import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { LiveEventSource } from '../../realtime/event-source';

const gzipAsync = promisify(gzip);

/** Event topics after which a match list may have changed (scores, status, odds, market states, schedule). */
const LIST_TOPICS = new Set(['match', 'odds', 'market', 'matches']);
/** Smaller bodies go out as they are: compressing them costs more than it saves. */
const GZIP_MIN_BYTES = 8 * 1024;

export interface ListBody {
  json: string;
  /** Present for large bodies once compressed (once per version, shared by every request). */
  gzip?: Uint8Array<ArrayBuffer>;
}

interface Entry {
  generation: number;
  body: Promise<ListBody>;
}

/**
 * Per-instance cache of serialised match lists, one entry per key (a status, and how many matches).
 *
 * Invalidated by the live event source: every instance receives every event over LISTEN/NOTIFY after its
 * transaction committed, so a load that starts after the invalidation reads the new data. A load
 * that started before an invalidation may have read old data: the entry is dropped at the
 * invalidation, so that result is never kept (its own callers still get it: the change was concurrent
 * with their requests). Concurrent misses of one generation share one load.
 *
 * NOTIFY reaches the listener a little after the writer's COMMIT returns, so a read right after a
 * write (the next request of the same player, a test, another instance) could still see the old list.
 * Each request therefore first waits for `caughtUp` (LiveEventSource.sync(): one round trip on the LISTEN
 * connection, shared by all requests of that moment), which flushes every notification committed
 * before it. While the source is not listening (start-up, reconnect) nothing is cached.
 */
export class MatchListCache<K extends string = string> {
  private generation = 0;
  private readonly entries = new Map<K, Entry>();

  constructor(
    private readonly enabled: () => boolean,
    /** Resolves when every change committed before the call has been reported to invalidate(). */
    private readonly caughtUp: () => Promise<void> = () => Promise.resolve(),
  ) {}

  /** Everything cached so far is stale. */
  invalidate() {
    this.generation++;
    this.entries.clear();
  }

  async get(key: K, load: () => Promise<unknown>): Promise<ListBody> {
    if (!this.enabled()) return serialise(load());
    // Read-your-writes: a change committed before this request (here or on another instance) is
    // known before we answer from the cache.
    await this.caughtUp();
    if (!this.enabled()) return serialise(load());
    const entry = this.entries.get(key);
    if (entry?.generation === this.generation) return entry.body;
    const generation = this.generation;
    const body = serialise(load());
    this.entries.set(key, { generation, body });
    // A failed load is not remembered: the next request tries again.
    body.catch(() => {
      if (this.entries.get(key)?.body === body) this.entries.delete(key);
    });
    return body;
  }
}

async function serialise(value: Promise<unknown>): Promise<ListBody> {
  const json = JSON.stringify(await value);
  if (Buffer.byteLength(json) < GZIP_MIN_BYTES) return { json };
  return { json, gzip: new Uint8Array(await gzipAsync(json, { level: 6 })) };
}

/** A list's status and how many of its matches it carries ('UPCOMING:2', 'LIVE:all'). */
type ListKey = `${'LIVE' | 'UPCOMING'}:${number | 'all'}`;

const caches = new WeakMap<LiveEventSource, MatchListCache<ListKey>>();

/** The cache of this app instance (one event source per instance), wired to its events on first use. */
export function matchListCache(events: LiveEventSource) {
  let cache = caches.get(events);
  if (!cache) {
    const created = new MatchListCache<ListKey>(
      () => events.listening,
      () => events.sync(),
    );
    events.onEvent((event) => {
      if (event === 'reset' || LIST_TOPICS.has(event.topic)) created.invalidate();
    });
    caches.set(events, created);
    cache = created;
  }
  return cache;
}
