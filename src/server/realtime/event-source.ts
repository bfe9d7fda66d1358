import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { LIVE_CHANNEL, type Announcement } from './announcer';
import { readEvents } from './read-events';
import type { StoredEvent } from './live-events';

/**
 * Told about every event this instance delivers, or `reset` when something may have changed that it
 * cannot name yet (the listener was lost, or an event too large for NOTIFY is still being read back).
 */
export type EventListener = (event: StoredEvent | 'reset') => void;

/** The channel of notices that a session ended or an admin role was removed (migration 0019's trigger). */
const ACCESS_CHANNEL = 'ipl_access';

/**
 * A session ended (`session`: its id), an admin role was removed (`admin`: the user's id), or `unheard`:
 * the listener was lost, so notices sent meanwhile never came and any session may have ended.
 */
export type AccessNotice = { session: string } | { admin: string } | 'unheard';
export type AccessListener = (notice: AccessNotice) => void;

const SEEN_LIMIT = 20_000;
/** How far below the last event seen a replay after a reconnect starts, in ids (events commit out of id order). */
const REPLAY_MARGIN = 1000;
/** The most events one replay or read-back delivers. */
const READ_LIMIT = 10_000;
/** How often the sweep looks for recorded events this instance was never told about. */
const SWEEP_INTERVAL_MS = 1000;
/** An event recorded this long ago and still not announced is taken as lost (its NOTIFY never came). */
const SWEEP_GRACE_MS = 2000;
/** How far below the last event the sweep looks back, in ids (events commit out of id order). */
const SWEEP_MARGIN = 5000;

/**
 * The flow of committed live events into this app instance, each delivered once to the onEvent
 * listeners. One LISTEN connection per instance; events are recorded in live_events and announced
 * after commit (announcer.ts). Nothing recorded is dropped: on a lost connection the source reconnects
 * and replays what it missed, and a sweep every second delivers any event whose announcement never
 * came (its writer crashed between commit and NOTIFY, or the NOTIFY failed).
 */
export class LiveEventSource {
  private readonly listeners = new Set<EventListener>();
  private readonly accessListeners = new Set<AccessListener>();
  private client: pg.Client | null = null;
  private lastId = 0;
  /** The newest event when this source started: older ones were never this instance's to deliver. */
  private startId = 0;
  private stopped = false;
  private sweeper: NodeJS.Timeout | null = null;
  private sweeping = false;
  private reconnectDelay = 500;
  private readonly seen = new Set<number>();
  private syncing: Promise<void> | null = null;
  private nextSync: Promise<void> | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly db: Db,
    private readonly logger: Logger,
  ) {}

  /** True while the LISTEN connection is up, i.e. every committed event will reach onEvent listeners. */
  get listening() {
    return this.client !== null && !this.stopped;
  }

  /** Highest event id this instance has delivered (new streams catch up from their own Last-Event-ID). */
  get latestId() {
    return this.lastId;
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

  /**
   * Told when a session ends or an admin role is removed, in commit order with the events: a notice
   * reaches its listeners before any event committed after the change it names.
   */
  onAccess(listener: AccessListener) {
    this.accessListeners.add(listener);
    return () => void this.accessListeners.delete(listener);
  }

  /** In-process consumers of the event flow (the subscriber registry, read caches that invalidate on change). */
  onEvent(listener: EventListener) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  async start() {
    const { rows } = await this.db.execute<{ id: string | null }>(sql`select max(id) as id from live_events`);
    this.lastId = Number(rows[0]?.id ?? 0);
    this.startId = this.lastId;
    await this.connect();
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  async stop() {
    this.stopped = true;
    if (this.sweeper) clearInterval(this.sweeper);
    await this.client?.end().catch(() => {});
    this.client = null;
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
      this.notifyAccess('unheard');
      if (!this.stopped) void this.reconnect();
    });
    client.on('notification', (message) => {
      if (!message.payload) return;
      if (message.channel === LIVE_CHANNEL) void this.receive(message.payload);
      else if (message.channel === ACCESS_CHANNEL) this.receiveAccess(message.payload);
    });
    await client.connect();
    await client.query(`listen ${LIVE_CHANNEL}; listen ${ACCESS_CHANNEL}`);
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
        // Sessions may have ended unheard while the listener was away: before the replay reaches a stream.
        this.notifyAccess('unheard');
        // Everything recorded since shortly before the last event seen (ids commit out of order).
        await this.deliverRecorded(sql`id > ${Math.max(0, this.lastId - REPLAY_MARGIN)}`);
        this.logger.info('live listener reconnected');
        return;
      } catch (error) {
        this.logger.warn({ message: (error as Error).message }, 'live listener reconnect failed');
      }
    }
  }

  /**
   * The events this instance has not delivered among those recorded after the margin and at least the
   * grace period ago: their announcement is lost. Delivered late rather than never.
   */
  async sweep() {
    if (this.sweeping || this.stopped || !this.client) return;
    this.sweeping = true;
    try {
      const { rows } = await this.db.execute<{ id: string }>(sql`
        select id from live_events
        where id > ${Math.max(this.startId, this.lastId - SWEEP_MARGIN)}
          and created_at < clock_timestamp() - make_interval(secs => ${SWEEP_GRACE_MS / 1000})
        order by id limit ${READ_LIMIT}`);
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

  private receiveAccess(raw: string) {
    try {
      this.notifyAccess(JSON.parse(raw) as AccessNotice);
    } catch (error) {
      this.logger.error({ err: error }, 'bad access notice');
    }
  }

  private notifyAccess(notice: AccessNotice) {
    for (const listener of this.accessListeners) {
      try {
        listener(notice);
      } catch (error) {
        this.logger.error({ err: error }, 'access listener failed');
      }
    }
  }

  private readBack(ids: number[]) {
    return this.deliverRecorded(sql`id = any(${sql.param(ids)}::bigint[])`);
  }

  private async deliverRecorded(where: SQL) {
    for (const event of await readEvents(this.db, where, READ_LIMIT)) this.deliver(event);
  }

  private deliver(event: StoredEvent) {
    // Ids are assigned at insert but NOTIFY follows commit order, so dedupe by id, not by "newer than".
    if (this.seen.has(event.id)) return;
    this.seen.add(event.id);
    if (this.seen.size > SEEN_LIMIT) this.seen.delete(this.seen.values().next().value!);
    this.lastId = Math.max(this.lastId, event.id);
    this.notify(event);
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
}
