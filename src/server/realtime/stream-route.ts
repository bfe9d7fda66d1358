import { ServerResponse } from 'node:http';
import { createRoute, z } from '@hono/zod-openapi';
import { queryIntSchema } from '@shared/contracts/ids';
import type { Db } from '../db/client';
import { createRouter, errorResponse } from '../http/router';
import { SECURITY_HEADERS } from '../http/security';
import { clientAddress } from '../http/client-address';
import { DomainError } from '../errors';
import {
  accessEndedFrame,
  encodeFrame,
  type StreamSession,
  type Subscriber,
  type SubscriberRegistry,
} from './subscribers';
import { eventsSince } from './events-since';
import { ownEventsCommittedLate } from './own-events-committed-late';
import { isAdmin } from '../features/admin/is-admin';

const OPENING = Buffer.from('retry: 3000\n: connected\n\n');
/** A client that stops reading is dropped once this many bytes wait for it; it reconnects and catches up. */
export const MAX_QUEUED_BYTES = 1024 * 1024;

const stream = createRoute({
  method: 'get',
  path: '/api/stream',
  tags: ['live'],
  summary:
    'Server-Sent Events: scores, status, odds and market changes; for a signed-in player also their balance and bets',
  description:
    'Events: match, odds, market, matches (public); balance, bet, withdrawal, notification (the signed-in player only); ' +
    'backoffice (admins only). The stream belongs to the session that opened it: it ends when that session ends or ' +
    "expires (an admin's, when the role is removed), after a last `access` event; a stream opened with the cookie " +
    'of an ended session starts with one. Reconnects send Last-Event-ID (or ?lastEventId=) and receive what they ' +
    'missed first.',
  request: {
    query: z.object({ lastEventId: queryIntSchema('lastEventId', 0, Number.MAX_SAFE_INTEGER).optional() }),
  },
  responses: {
    200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
    429: errorResponse('Too many open streams from this address, or on this instance'),
  },
});

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

/** Where one client's frames go: the raw Node response, or a web stream (in-process requests). */
interface Sink {
  /** Bytes accepted but not yet handed to the kernel. */
  queued(): number;
  write(frame: Uint8Array): void;
  /** Ends the response; `lastFrame` is delivered first unless frames are still queued (a slow client). */
  end(lastFrame?: Uint8Array): void;
}

/**
 * Subscribes a client, then sends what it missed after `lastEventId` (if any, with the player's own
 * events that committed late, while their session lives), then whatever arrived meanwhile. An event the
 * catch-up sent is never sent again, however late its announcement reaches this instance. Frames are the
 * registry's shared buffers, never copied. `cookieEnded`: the request named a session that has ended,
 * so the stream (a visitor's) starts by saying so.
 */
export async function attachStream(
  subscribers: SubscriberRegistry,
  db: Db,
  session: StreamSession | null,
  lastEventId: number | undefined,
  sink: Sink,
  cookieEnded = false,
) {
  // Subscribe before reading the backlog so nothing falls between; frames that arrive meanwhile wait.
  let waiting: { frame: Uint8Array; id: number | null }[] | null = [];
  let closed = false;
  // Ids the catch-up read from the table: their announcements may still be on the way (at most 1000).
  const replayed = new Set<number>();
  const subscriber: Subscriber = {
    session,
    write(frame, id) {
      if (waiting) return void waiting.push({ frame, id });
      if (id !== null && replayed.has(id)) return;
      if (sink.queued() > MAX_QUEUED_BYTES) throw new Error('slow client');
      sink.write(frame);
    },
    close(lastFrame) {
      if (closed) return;
      closed = true;
      sink.end(lastFrame);
    },
  };
  sink.write(OPENING);
  if (cookieEnded) sink.write(accessEndedFrame('SIGNED_OUT'));
  const unsubscribe = subscribers.subscribe(subscriber);
  const detach = () => {
    closed = true;
    unsubscribe();
  };
  try {
    if (lastEventId !== undefined && !closed) {
      // The player's own events that may have committed after they saw a higher id, sent again without
      // an id (the client's cursor stays): taking one twice is harmless (a balance carries its version,
      // the others make the client read again), missing one is not.
      if (session)
        for (const event of await ownEventsCommittedLate(db, lastEventId, session)) {
          if (closed) break;
          replayed.add(event.id);
          sink.write(encodeFrame(event, { withId: false }));
        }
      for (const event of await eventsSince(db, lastEventId, session)) {
        if (closed) break;
        replayed.add(event.id);
        sink.write(encodeFrame(event));
      }
    }
    const pending = waiting;
    waiting = null;
    for (const { frame, id } of pending) if (!closed && (id === null || !replayed.has(id))) sink.write(frame);
  } catch {
    // The catch-up failed (database away): end the stream; the client reconnects with its Last-Event-ID.
    detach();
    sink.end();
  }
  return detach;
}

/** The Node server's fast path: frames go straight to the socket, no web stream or read loop per client. */
function streamToNode(
  res: ServerResponse,
  requestId: string | undefined,
  start: (sink: Sink) => Promise<() => void>,
) {
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    ...SSE_HEADERS,
    ...(requestId ? { 'x-request-id': requestId } : {}),
  });
  res.socket?.setNoDelay(true);
  res.socket?.setTimeout(0);
  let detach: (() => void) | null = null;
  let gone = false;
  res.once('close', () => {
    gone = true;
    detach?.();
  });
  const sink: Sink = {
    queued: () => res.writableLength,
    write(frame) {
      if (!gone) res.write(frame);
    },
    end(lastFrame) {
      if (gone) return;
      gone = true;
      // A last frame ends the response in order when nothing waits before it. Otherwise destroy rather
      // than end(): a slow client's queued bytes are dropped, and it reconnects at once (and a client
      // whose session ended is told when it does).
      if (lastFrame && res.writableLength === 0) res.end(lastFrame);
      else res.destroy();
    },
  };
  void start(sink).then((d) => {
    detach = d;
    if (gone) d();
  });
}

/** The portable path (app.request in tests, other runtimes): a ReadableStream per client. */
function streamToWeb(start: (sink: Sink) => Promise<() => void>) {
  let detach: () => void = () => {};
  let ended = false;
  const body = new ReadableStream<Uint8Array>(
    {
      async start(controller) {
        const sink: Sink = {
          queued: () => -(controller.desiredSize ?? 0),
          write(frame) {
            if (!ended) controller.enqueue(frame);
          },
          end(lastFrame) {
            if (ended) return;
            ended = true;
            try {
              if (lastFrame) controller.enqueue(lastFrame);
              controller.close();
            } catch {
              // already closed by the client
            }
          },
        };
        detach = await start(sink);
        if (ended) detach(); // cancelled while catching up
      },
      cancel() {
        ended = true;
        detach();
      },
    },
    // Never back-pressures the registry: the queue limit is checked on write, against MAX_QUEUED_BYTES.
    { highWaterMark: 0, size: (chunk) => chunk.byteLength },
  );
  return new Response(body, { headers: SSE_HEADERS });
}

/**
 * @hono/node-server's "the handler wrote the response itself" marker (like its RESPONSE_ALREADY_SENT, but
 * one per request since middleware sets headers on it). Reading bodyUsed turns the server's lightweight
 * Response into a native one, which (and every copy Hono makes of it) the server then leaves alone.
 */
function alreadySent() {
  const response = new Response(null, { headers: { 'x-hono-already-sent': 'true' } });
  void response.bodyUsed;
  return response;
}

export const streamRoutes = createRouter().openapi(stream, async (c) => {
  const { hub, db, streams, config } = c.var.deps;
  const release = streams.admit(clientAddress(c, config.TRUST_PROXY));
  if (!release)
    throw new DomainError(
      'RATE_LIMITED',
      'Too many live connections from this address. Close some tabs and try again.',
    );
  let session: StreamSession | null = null;
  try {
    // Before the reads: a notice of the session's end or the role's removal heard after this may not be in them.
    const readAt = Date.now();
    const current = await c.var.session.current();
    if (current)
      session = {
        id: current.id,
        userId: current.user.id,
        expiresAt: current.expiresAt.getTime(),
        admin: await isAdmin(db, current.user.id),
        readAt,
      };
  } catch (error) {
    release();
    throw error;
  }
  const cookieEnded = session === null && c.var.session.token !== null;
  // The header, when canonical like the query parameter; anything else is ignored (a fresh stream).
  const header = c.req.header('last-event-id');
  const lastEventId =
    header && /^(0|[1-9][0-9]{0,15})$/.test(header) ? Number(header) : c.req.valid('query').lastEventId;
  // The stream counts against the caps until it is detached (closed by either side).
  const start = async (sink: Sink) => {
    const detach = await attachStream(hub.subscribers, db, session, lastEventId, sink, cookieEnded);
    return () => {
      detach();
      release();
    };
  };

  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  if (outgoing instanceof ServerResponse) {
    streamToNode(outgoing, c.get('requestId'), start);
    return alreadySent();
  }
  return streamToWeb(start);
});
