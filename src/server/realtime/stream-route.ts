import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/router';
import { encodeFrame, type Subscriber } from './hub';
import { eventsSince } from './publish';

const encoder = new TextEncoder();
/** A client that stops reading is dropped once this many bytes wait for it; it reconnects and catches up. */
const MAX_QUEUED_BYTES = 1024 * 1024;

const stream = createRoute({
  method: 'get',
  path: '/api/stream',
  tags: ['live'],
  summary:
    'Server-Sent Events: scores, status, odds and market changes; for a signed-in player also their balance and bets',
  description:
    'Events: match, odds, market, matches (public); balance, bet (the signed-in player only). Reconnects send Last-Event-ID ' +
    '(or ?lastEventId=) and receive what they missed first.',
  request: { query: z.object({ lastEventId: z.coerce.number().int().min(0).optional() }) },
  responses: {
    200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
  },
});

export const streamRoutes = createRouter().openapi(stream, async (c) => {
  const { hub, db } = c.var.deps;
  const userId = c.var.user?.id ?? null;
  const headerId = Number(c.req.header('last-event-id'));
  const lastEventId =
    Number.isInteger(headerId) && headerId >= 0 ? headerId : c.req.valid('query').lastEventId;

  let unsubscribe = () => {};
  const body = new ReadableStream<Uint8Array>(
    {
      async start(controller) {
        // Subscribe before reading the backlog so nothing falls between; frames that arrive meanwhile wait.
        let waiting: Uint8Array[] | null = [];
        const subscriber: Subscriber = {
          userId,
          write(frame) {
            if (waiting) return void waiting.push(frame);
            if ((controller.desiredSize ?? 0) < -MAX_QUEUED_BYTES) throw new Error('slow client');
            controller.enqueue(frame);
          },
          close() {
            try {
              controller.close();
            } catch {
              // already closed by the client
            }
          },
        };
        unsubscribe = hub.subscribe(subscriber);
        controller.enqueue(encoder.encode('retry: 3000\n: connected\n\n'));
        const replayed = new Set<string>();
        if (lastEventId !== undefined) {
          for (const event of await eventsSince(db, lastEventId, userId)) {
            replayed.add(`id: ${event.id}\n`);
            controller.enqueue(encodeFrame(event));
          }
        }
        const pending = waiting;
        waiting = null;
        const decoder = new TextDecoder();
        for (const frame of pending) {
          const head = decoder.decode(frame.subarray(0, 24)).split('\n')[0] + '\n';
          if (!replayed.has(head)) controller.enqueue(frame);
        }
      },
      cancel() {
        unsubscribe();
      },
    },
    { highWaterMark: MAX_QUEUED_BYTES, size: (chunk) => chunk.byteLength },
  );

  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    },
  });
});
