import type { StoredEvent } from './live-events';

export interface Subscriber {
  userId: string | null;
  /** An admin's stream: also told, at most once a second, that bets moved (the back office's book). */
  isAdmin?: boolean;
  /** Queues one SSE frame (shared by every receiver: never mutate it). Throws if the client cannot keep up. */
  write(frame: Uint8Array, eventId: number | null): void;
  close(): void;
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

/** An event as an SSE frame; `withId: false` leaves the client's Last-Event-ID where it is. */
export const encodeFrame = (event: StoredEvent, { withId = true } = {}): Uint8Array =>
  Buffer.from(
    `${withId ? `id: ${event.id}\n` : ''}event: ${event.topic}\ndata: ${JSON.stringify(event.payload)}\n\n`,
  );

/**
 * This instance's open event streams. Each event is serialised once, however many streams receive
 * it, and a private event reaches only its owner's streams. A stream that cannot keep up is ended, so
 * its client reconnects and catches up by Last-Event-ID.
 */
export class SubscriberRegistry {
  private readonly subscribers = new Set<Subscriber>();
  /** Signed-in subscribers by user, so a private event touches only its owner's streams. */
  private readonly byUser = new Map<string, Set<Subscriber>>();
  private readonly admins = new Set<Subscriber>();
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
    this.admins.clear();
    for (const subscriber of all) subscriber.close();
  }

  subscribe(subscriber: Subscriber) {
    this.subscribers.add(subscriber);
    if (subscriber.isAdmin) this.admins.add(subscriber);
    if (subscriber.userId !== null) {
      const own = this.byUser.get(subscriber.userId) ?? new Set<Subscriber>();
      own.add(subscriber);
      this.byUser.set(subscriber.userId, own);
    }
    return () => this.remove(subscriber);
  }

  /** Writes an event to every stream that may see it (a private one: only its owner's). */
  deliver(event: StoredEvent) {
    this.broadcast(encodeFrame(event), event.userId, false, event.id);
    if (event.topic === 'balance') this.signalBets();
  }

  private remove(subscriber: Subscriber) {
    if (!this.subscribers.delete(subscriber)) return false;
    this.admins.delete(subscriber);
    if (subscriber.userId !== null) {
      const own = this.byUser.get(subscriber.userId);
      own?.delete(subscriber);
      if (own?.size === 0) this.byUser.delete(subscriber.userId);
    }
    return true;
  }

  private signalBets() {
    if (this.admins.size === 0 || this.betsSignal) return;
    this.betsSignal = setTimeout(() => {
      this.betsSignal = null;
      for (const admin of [...this.admins]) {
        try {
          admin.write(BETS_FRAME, null);
        } catch {
          this.remove(admin);
          admin.close();
        }
      }
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
    if (!targets) return;
    let slow: Subscriber[] | null = null;
    for (const subscriber of targets) {
      try {
        subscriber.write(frame, eventId);
      } catch {
        (slow ??= []).push(subscriber);
      }
    }
    // A client too slow to keep up: end its stream so it reconnects and catches up by Last-Event-ID.
    for (const subscriber of slow ?? []) {
      this.remove(subscriber);
      subscriber.close();
    }
  }
}
