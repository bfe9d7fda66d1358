import pg from 'pg';
import type { Logger } from 'pino';
import type { LiveTopic } from '@shared/contracts/live';
import { LIVE_CHANNEL, type Announcement } from './announcer';
import type { StoredEvent } from './live-events';

export type { StoredEvent };

export interface Subscriber {
  userId: string | null;
  /** An admin's stream: also told, at most once a second, that bets moved (the back office's book). */
  isAdmin?: boolean;
  /** Queues one SSE frame (shared by every receiver: never mutate it). Throws if the client cannot keep up. */
  write(frame: Uint8Array, eventId: number | null): void;
  close(): void;
}

/**
 * Told about every event this instance delivers, or `reset` when something may have changed that it
 * cannot name yet (the listener was lost, or an event too large for NOTIFY is still being read back).
 */
export type EventListener = (event: StoredEvent | 'reset') => void;

const SEEN_LIMIT = 20_000;
const REPLAY_MARGIN = 1000;
/** How often the sweep looks for recorded events this instance was never told about. */
const SWEEP_INTERVAL_MS = 1000;
/** An event recorded this long ago and still not announced is taken as lost (its NOTIFY never came). */
const SWEEP_GRACE_MS = 2000;
/** How far below the last event the sweep looks back, in ids (events commit out of id order). */
const SWEEP_MARGIN = 5000;

const PING = Buffer.from(': ping\n\n');
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
 * One LISTEN connection per app instance, fanned out in-process to every open stream.
 * Each event is serialised once, however many clients receive it. Events are recorded in live_events
 * and announced after commit (announcer.ts); nothing recorded is dropped: on a lost connection the hub
 * reconnects and replays what it missed, and a sweep every second delivers any event whose
 * announcement never came (its writer crashed between commit and NOTIFY, or the NOTIFY failed).
 */
export class LiveHub {
  private readonly subscribers = new Set<Subscriber>();
  /** Signed-in subscribers by user, so a private event touches only its owner's streams. */
  private readonly byUser = new Map<string, Set<Subscriber>>();
  private readonly admins = new Set<Subscriber>();
  private betsSignal: NodeJS.Timeout | null = null;
  private readonly listeners = new Set<EventListener>();
  private client: pg.Client | null = null;
  private lastId = 0;
  /** The newest event when this hub started: older ones were never this instance's to deliver. */
  private startId = 0;
  private stopped = false;
  private heartbeat: NodeJS.Timeout | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  private sweeping = false;
  private reconnectDelay = 500;
  private readonly seen = new Set<number>();
  private syncing: Promise<void> | null = null;
  private nextSync: Promise<void> | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly pool: pg.Pool,
    private readonly logger: Logger,
  ) {}

  get size() {
    return this.subscribers.size;
  }

  /** True while the LISTEN connection is up, i.e. every committed event will reach onEvent listeners. */
  get listening() {
    return this.client !== null && !this.stopped;
  }

  /**
   * Resolves once every event committed before this call has reached the onEvent listeners: a round
   * trip on the LISTEN connection, since PostgreSQL sends a listener its pending notifications before
   * answering its next query (a committing transaction signals listeners before it reports success).
   * Callers at the same moment share one round trip; one that arrives while a trip is under way waits
   * for the next, which starts after it.
   */
  sync(): Promise<void> {
    if (!this.syncing) {
      const client = this.client;
      if (!client) return Promise.resolve();
      this.syncing = client
        .query('select 1')
        .then(
          () => {},
          () => {}, // a lost connection also ends 'listening' and resets the listeners
        )
        .finally(() => {
          this.syncing = null;
        });
      return this.syncing;
    }
    this.nextSync ??= this.syncing.then(() => {
      this.nextSync = null;
      return this.sync();
    });
    return this.nextSync;
  }

  /** In-process consumers of the event flow (e.g. read caches that invalidate on change). */
  onEvent(listener: EventListener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  async start() {
    const [latest] = await this.pool
      .query<{ id: string | null }>('select max(id) as id from live_events')
      .then((r: pg.QueryResult<{ id: string | null }>) => r.rows);
    this.lastId = Number(latest?.id ?? 0);
    this.startId = this.lastId;
    await this.connect();
    this.heartbeat = setInterval(() => this.broadcast(PING, null, true), 20_000);
    this.heartbeat.unref();
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  /** Ends every open stream (graceful shutdown: clients reconnect to another instance). */
  closeAll() {
    const all = [...this.subscribers];
    this.subscribers.clear();
    this.byUser.clear();
    for (const subscriber of all) subscriber.close();
  }

  async stop() {
    this.stopped = true;
    this.closeAll();
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.sweeper) clearInterval(this.sweeper);
    if (this.betsSignal) clearTimeout(this.betsSignal);
    await this.client?.end().catch(() => {});
    this.client = null;
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

  /** Highest event id this instance has delivered (new streams catch up from their own Last-Event-ID). */
  get latestId() {
    return this.lastId;
  }

  private async connect() {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: 'ipl-betting-live',
    });
    client.on('error', (error) =>
      this.logger.warn({ message: error.message }, 'live listener connection lost'),
    );
    client.on('end', () => {
      if (this.client === client) this.client = null;
      // Events committed while we reconnect arrive only through the replay: caches must not trust themselves.
      this.notify('reset');
      if (!this.stopped) void this.reconnect();
    });
    client.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      void this.receive(message.payload);
    });
    await client.connect();
    await client.query(`listen ${LIVE_CHANNEL}`);
    this.client = client;
    this.reconnectDelay = 500;
  }

  private async reconnect() {
    this.client = null;
    while (!this.stopped) {
      await new Promise((r) => setTimeout(r, this.reconnectDelay));
      this.reconnectDelay = Math.min(this.reconnectDelay * 2, 10_000);
      try {
        await this.connect();
        await this.replayMissed();
        this.logger.info('live listener reconnected');
        return;
      } catch (error) {
        this.logger.warn({ message: (error as Error).message }, 'live listener reconnect failed');
      }
    }
  }

  /** After a reconnect: everything recorded since shortly before the last event seen (ids commit out of order). */
  private async replayMissed() {
    const { rows } = await this.pool.query<{
      id: string;
      topic: LiveTopic;
      user_id: string | null;
      payload: unknown;
    }>('select id, topic, user_id, payload from live_events where id > $1 order by id limit 10000', [
      Math.max(0, this.lastId - REPLAY_MARGIN),
    ]);
    for (const row of rows)
      this.deliver({ id: Number(row.id), topic: row.topic, userId: row.user_id, payload: row.payload });
  }

  /**
   * The events this instance has not delivered among those recorded after the margin and at least the
   * grace period ago: their announcement is lost. Delivered late rather than never.
   */
  async sweep() {
    if (this.sweeping || this.stopped || !this.client) return;
    this.sweeping = true;
    try {
      const { rows } = await this.pool.query<{ id: string }>(
        `select id from live_events
         where id > $1 and created_at < clock_timestamp() - make_interval(secs => $2)
         order by id limit 10000`,
        [Math.max(this.startId, this.lastId - SWEEP_MARGIN), SWEEP_GRACE_MS / 1000],
      );
      const missing = rows.map((r) => Number(r.id)).filter((id) => !this.seen.has(id));
      if (missing.length === 0) return;
      this.logger.warn({ count: missing.length }, 'live events delivered by the sweep (announcement lost)');
      await this.readBack(missing);
    } catch (error) {
      this.logger.warn({ message: (error as Error).message }, 'live event sweep failed');
    } finally {
      this.sweeping = false;
    }
  }

  private async receive(raw: string) {
    try {
      const announced = JSON.parse(raw) as Announcement;
      const refs: number[] = [];
      for (const item of announced) {
        if ('ref' in item) refs.push(item.id);
        else this.deliver(item);
      }
      if (refs.length > 0) {
        // Known only by id until read back: listeners must assume anything may have changed.
        this.notify('reset');
        await this.readBack(refs);
      }
    } catch (error) {
      this.logger.error({ err: error }, 'bad live event');
    }
  }

  private async readBack(ids: number[]) {
    const { rows } = await this.pool.query<{
      id: string;
      topic: LiveTopic;
      user_id: string | null;
      payload: unknown;
    }>('select id, topic, user_id, payload from live_events where id = any($1::bigint[]) order by id', [ids]);
    for (const row of rows)
      this.deliver({ id: Number(row.id), topic: row.topic, userId: row.user_id, payload: row.payload });
  }

  private deliver(event: StoredEvent) {
    // Ids are assigned at insert but NOTIFY follows commit order, so dedupe by id, not by "newer than".
    if (this.seen.has(event.id)) return;
    this.seen.add(event.id);
    if (this.seen.size > SEEN_LIMIT) this.seen.delete(this.seen.values().next().value!);
    this.lastId = Math.max(this.lastId, event.id);
    this.notify(event);
    this.broadcast(encodeFrame(event), event.userId, false, event.id);
    if (event.topic === 'balance') this.signalBets();
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

  private notify(event: StoredEvent | 'reset') {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.logger.error({ err: error }, 'live event listener failed');
      }
    }
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
