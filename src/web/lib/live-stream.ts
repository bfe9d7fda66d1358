import { useEffect } from 'react';
import type { LiveEventPayloads, LiveTopic } from '@shared/contracts/live';
import { afterFirstPaint } from './first-paint';

const STREAM_URL = '/api/stream';
/** When the browser gives up on a stream (a non-200 answer), try again after this long. */
const RECONNECT_DELAY_MS = 5000;

/** What to do with each topic's (parsed) events; topics without a handler are ignored. */
export type LiveHandlers = { [T in LiveTopic]?: (payload: LiveEventPayloads[T]) => void };

/** The events' contract (zod's small build): loaded with the first stream, after the first paint (ADR 0015). */
const loadLiveContract = () => import('@shared/contracts/live');
type LiveContract = Awaited<ReturnType<typeof loadLiveContract>>;

/** Last event id seen by any stream in this page, so a reopened stream catches up from there. */
let lastEventId = '';

/**
 * Keeps one stream of live events (GET /api/stream) open while `enabled`, handing each event, parsed
 * with its contract, to `createHandlers()`'s handler. The browser reconnects by itself and sends
 * Last-Event-ID, so missed events are replayed. The server attaches the user from the session cookie
 * when the stream opens, so a change of `identity` (sign-in, sign-out) reopens it from the last id
 * seen, and nothing falls between the two streams. `createHandlers` must be stable (useCallback).
 * The first stream of a page opens once the page has painted (the page's own data is its start) and
 * the events' contract has loaded.
 */
export function useLiveStream(
  createHandlers: () => LiveHandlers,
  { enabled, identity }: { enabled: boolean; identity: string | null },
) {
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const handlers = createHandlers();
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;

    let contract: LiveContract | null = null;
    const open = async () => {
      if (closed) return;
      try {
        contract ??= await loadLiveContract();
      } catch {
        // Offline before the service worker holds the build: try again as the stream would.
        retryTimer = setTimeout(() => void open(), RECONNECT_DELAY_MS);
        return;
      }
      if (closed) return;
      const { LIVE_TOPICS, parseLiveEvent } = contract;
      const lastId = lastEventId;
      source = new EventSource(lastId ? `${STREAM_URL}?lastEventId=${lastId}` : STREAM_URL);
      for (const topic of LIVE_TOPICS) {
        const handler = handlers[topic] as ((payload: unknown) => void) | undefined;
        if (!handler) continue;
        source.addEventListener(topic, (event) => {
          const message = event as MessageEvent<string>;
          if (message.lastEventId) lastEventId = message.lastEventId;
          let payload: unknown = null;
          try {
            payload = parseLiveEvent(topic, JSON.parse(message.data));
          } catch {
            // not JSON: dropped below
          }
          if (payload) handler(payload);
          else console.warn(`Bad live '${topic}' event`, message.data);
        });
      }
      source.onerror = () => {
        // CONNECTING: the browser retries by itself. CLOSED: it gave up; we retry later.
        if (source?.readyState === EventSource.CLOSED && !closed) {
          source.close();
          retryTimer = setTimeout(() => void open(), RECONNECT_DELAY_MS);
        }
      };
    };
    void afterFirstPaint().then(open);

    return () => {
      closed = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [createHandlers, enabled, identity]);
}
