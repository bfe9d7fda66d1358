// One file, several operations: the frames one event stream writes, encoded the same way.
import type { LiveEventPayloads } from '@shared/contracts/live';
import type { StoredEvent } from './live-events';

/** The signed-in session a stream belongs to: its private events go to it only while the session lives. */
export interface StreamSession {
  /** The session's id (sessions.id), named by the notice that it ended. */
  id: string;
  userId: string;
  /** When the session expires (ms since the epoch), as the database last said. */
  expiresAt: number;
  /** An admin's stream: also told, at most once a second, that bets moved (the back office's book). */
  admin: boolean;
  /** When the session and the role were read (ms): a notice heard after this may not be in them. */
  readAt: number;
}

export interface Subscriber {
  /** The session that opened the stream; null for a visitor's (public events only). */
  session: StreamSession | null;
  /** Queues one SSE frame (shared by every receiver: never mutate it). Throws if the client cannot keep up. */
  write(frame: Uint8Array, eventId: number | null): void;
  /** Ends the stream; a `lastFrame` is sent first, past any frames still waiting (the client must hear it). */
  close(lastFrame?: Uint8Array): void;
}

const PING = Buffer.from(': ping\n\n');
const HEARTBEAT_MS = 20_000;
/**
 * Bets are never announced one by one to the back office (placement writes no extra event). Each
 * instance already sees every balance change: it tells its admins' streams that bets moved, at most
 * this often, without an id (nothing to replay: the book is refetched whole).
 */
const BETS_SIGNAL_MS = 1000;
const BETS_FRAME = Buffer.from(`event: backoffice\ndata: ${JSON.stringify({ action: 'BETS' })}\n\n`);
/**
 * The last frame of a stream whose session ended (or whose admin role was removed): the browser asks
 * again who it is, as after a 401, and reopens as what it now is. Also the first frame of a stream
 * opened with the cookie of a session that no longer exists.
 */
export const accessEndedFrame = (reason: LiveEventPayloads['access']['reason']) =>
  Buffer.from(`event: access\ndata: ${JSON.stringify({ reason })}\n\n`);
const SIGNED_OUT_FRAME = accessEndedFrame('SIGNED_OUT');
const NOT_ADMIN_FRAME = accessEndedFrame('NOT_ADMIN');
/** How long an ended session or removed role is remembered, for a stream that was opening meanwhile. */
const ENDED_MEMORY_MS = 60_000;

/** An event as an SSE frame; `withId: false` leaves the client's Last-Event-ID where it is. */
export const encodeFrame = (event: StoredEvent, { withId = true } = {}): Uint8Array =>
  Buffer.from(
    `${withId ? `id: ${event.id}\n` : ''}event: ${event.topic}\ndata: ${JSON.stringify(event.payload)}\n\n`,
  );

/**
 * This instance's open event streams. Each event is serialised once, however many streams receive
 * it, and a private event reaches only its owner's streams, while their session lives: a stream ends
 * when its session ends or expires (an admin's, when the role is removed), and a private frame is never
 * written to one whose session has expired. A stream that cannot keep up is ended too. Either way its
 * client reconnects, as what it now is, and catches up by Last-Event-ID.
 */
export class SubscriberRegistry {
  private readonly subscribers = new Set<Subscriber>();
  /** Signed-in subscribers by user, so a private event touches only its owner's streams. */
  private readonly byUser = new Map<string, Set<Subscriber>>();
  private readonly bySession = new Map<string, Set<Subscriber>>();
  private readonly admins = new Set<Subscriber>();
  /** Sessions ended and admin roles removed lately (by key: `session:<id>`, `admin:<userId>`), and when. */
  private readonly ended = new Map<string, number>();
  private heartbeat: NodeJS.Timeout | null = null;
  private betsSignal: NodeJS.Timeout | null = null;

  get size() {
    return this.subscribers.size;
  }

  /** Pings every stream now and then, so proxies and clients see it is alive. */
  start() {
    this.heartbeat = setInterval(() => this.broadcast(PING, null, true), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  stop() {
    this.closeAll();
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.betsSignal) clearTimeout(this.betsSignal);
  }

  /** Ends every open stream (graceful shutdown: clients reconnect to another instance). */
  closeAll() {
    const all = [...this.subscribers];
    this.subscribers.clear();
    this.byUser.clear();
    this.bySession.clear();
    this.admins.clear();
    for (const subscriber of all) subscriber.close();
  }

  subscribe(subscriber: Subscriber) {
    this.subscribers.add(subscriber);
    const session = subscriber.session;
    if (session) {
      addTo(this.byUser, session.userId, subscriber);
      addTo(this.bySession, session.id, subscriber);
      if (session.admin) this.admins.add(subscriber);
      // Its session or role was read before a notice this instance has heard since: it ended meanwhile.
      if (this.endedSince(`session:${session.id}`, session.readAt)) this.end(subscriber, SIGNED_OUT_FRAME);
      else if (session.admin && this.endedSince(`admin:${session.userId}`, session.readAt))
        this.end(subscriber, NOT_ADMIN_FRAME);
    }
    return () => this.remove(subscriber);
  }

  /** A session ended (signed out, signed out by another, password changed, deleted): its streams end. */
  endSession(sessionId: string) {
    this.remember(`session:${sessionId}`);
    for (const subscriber of [...(this.bySession.get(sessionId) ?? [])])
      this.end(subscriber, SIGNED_OUT_FRAME);
  }

  /** An admin role was removed: that admin's back-office streams end (they reopen as a player's). */
  endAdmin(userId: string) {
    this.remember(`admin:${userId}`);
    for (const subscriber of [...(this.byUser.get(userId) ?? [])])
      if (subscriber.session?.admin) this.end(subscriber, NOT_ADMIN_FRAME);
  }

  /**
   * Ends every signed-in stream: sessions may have ended unheard (the listener was lost). Their clients
   * reconnect at once, and each session is read again.
   */
  endSignedIn() {
    for (const subscriber of [...this.bySession.values()].flatMap((s) => [...s])) this.end(subscriber);
  }

  /** The sessions and admins of the open streams, for the periodic check against the database. */
  openAccess(): { sessions: string[]; admins: string[] } {
    this.forget();
    return {
      sessions: [...this.bySession.keys()],
      admins: [...new Set([...this.admins].map((s) => s.session!.userId))],
    };
  }

  /**
   * The database's answer for what openAccess() listed: the sessions that live, with their expiry, and
   * the users still admins. The streams of the others end; the living ones take the expiry as it is now.
   */
  confirmAccess(
    asked: { sessions: string[]; admins: string[] },
    live: Map<string, number>,
    admins: Set<string>,
  ) {
    for (const id of asked.sessions) {
      const expiresAt = live.get(id);
      if (expiresAt === undefined) this.endSession(id);
      else for (const subscriber of this.bySession.get(id) ?? []) subscriber.session!.expiresAt = expiresAt;
    }
    for (const userId of asked.admins) if (!admins.has(userId)) this.endAdmin(userId);
  }

  /** Writes an event to every stream that may see it (a private one: only its owner's). */
  deliver(event: StoredEvent) {
    this.broadcast(encodeFrame(event), event.userId, false, event.id);
    if (event.topic === 'balance') this.signalBets();
  }

  private remove(subscriber: Subscriber) {
    if (!this.subscribers.delete(subscriber)) return false;
    this.admins.delete(subscriber);
    if (subscriber.session) {
      removeFrom(this.byUser, subscriber.session.userId, subscriber);
      removeFrom(this.bySession, subscriber.session.id, subscriber);
    }
    return true;
  }

  /** Ends one stream, with a last frame saying why when its access ended. */
  private end(subscriber: Subscriber, lastFrame?: Uint8Array) {
    if (this.remove(subscriber)) subscriber.close(lastFrame);
  }

  private remember(key: string) {
    this.ended.delete(key);
    this.ended.set(key, Date.now());
  }

  private endedSince(key: string, since: number) {
    const at = this.ended.get(key);
    return at !== undefined && at >= since;
  }

  /** Forgets what ended long before any stream still opening could have read its session. */
  private forget() {
    const before = Date.now() - ENDED_MEMORY_MS;
    for (const [key, at] of this.ended) {
      if (at >= before) break; // oldest first
      this.ended.delete(key);
    }
  }

  private signalBets() {
    if (this.admins.size === 0 || this.betsSignal) return;
    this.betsSignal = setTimeout(() => {
      this.betsSignal = null;
      this.write(this.admins, BETS_FRAME, null, true);
    }, BETS_SIGNAL_MS);
  }

  /** One encoded frame, written to every stream that may see it (private ones: only the owner's). */
  private broadcast(
    frame: Uint8Array,
    userId: string | null,
    toEveryone: boolean,
    eventId: number | null = null,
  ) {
    const targets = toEveryone || userId === null ? this.subscribers : this.byUser.get(userId);
    if (targets) this.write(targets, frame, eventId, userId !== null);
  }

  /**
   * Writes a frame to each target. A private frame goes only to a stream whose session has not expired
   * (an expired one ends: its client reconnects and its session is read again). A client too slow to
   * keep up is ended, so it reconnects and catches up by Last-Event-ID.
   */
  private write(targets: Set<Subscriber>, frame: Uint8Array, eventId: number | null, isPrivate: boolean) {
    const now = Date.now();
    let ending: Subscriber[] | null = null;
    for (const subscriber of targets) {
      if (isPrivate && subscriber.session && subscriber.session.expiresAt <= now) {
        (ending ??= []).push(subscriber);
        continue;
      }
      try {
        subscriber.write(frame, eventId);
      } catch {
        (ending ??= []).push(subscriber);
      }
    }
    for (const subscriber of ending ?? []) this.end(subscriber);
  }
}

function addTo(index: Map<string, Set<Subscriber>>, key: string, subscriber: Subscriber) {
  const set = index.get(key) ?? new Set<Subscriber>();
  set.add(subscriber);
  index.set(key, set);
}

function removeFrom(index: Map<string, Set<Subscriber>>, key: string, subscriber: Subscriber) {
  const set = index.get(key);
  set?.delete(subscriber);
  if (set?.size === 0) index.delete(key);
}
