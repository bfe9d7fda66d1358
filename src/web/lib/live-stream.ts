import { useEffect } from 'react';
import type { LiveEventPayloads, LiveTopic } from '@shared/contracts/live';

const STREAM_URL = '/api/stream';
/** When the browser gives up on a stream (a non-200 answer), try again after this long. */
const RECONNECT_DELAY_MS = 5000;

/** What to do with each topic's events; topics without a handler are not listened to. */
export type LiveHandlers = { [T in LiveTopic]?: (payload: LiveEventPayloads[T]) => void };

/** Last event id seen by any stream in this page, so a reopened stream catches up from there. */
let lastEventId = '';

/**
 * Keeps one stream of live events (GET /api/stream) open while `enabled`, handing each event (typed by
 * its topic's contract, which the server's tests hold it to) to `createHandlers()`'s handler. The browser reconnects by itself and sends
 * Last-Event-ID, so missed events are replayed. The server attaches the user from the session cookie
 * when the stream opens, so a change of `identity` (sign-in, sign-out) reopens it from the last id
 * seen, and nothing falls between the two streams. `createHandlers` must be stable (useCallback).
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

    const open = () => {
      if (closed) return;
      const lastId = lastEventId;
      source = new EventSource(lastId ? `${STREAM_URL}?lastEventId=${lastId}` : STREAM_URL);
      for (const [topic, handler] of Object.entries(handlers) as [string, (payload: unknown) => void][]) {
        source.addEventListener(topic, (event) => {
          const message = event as MessageEvent<string>;
          if (message.lastEventId) lastEventId = message.lastEventId;
          let payload: unknown;
          try {
            payload = JSON.parse(message.data);
          } catch {
            console.warn(`Bad live '${topic}' event`, message.data);
            return;
          }
          handler(payload);
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
  }, [createHandlers, enabled, identity]);
}
